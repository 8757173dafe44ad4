/**
 * The government's traffic-light system (trafikklyssystemet): every second year each production area is
 * coloured green (farms may grow production capacity by 6 %), yellow (unchanged) or red (must cut by 6 %),
 * from how much sea lice from farms are judged to harm wild salmon there.
 *
 * Public fact: in the 2024 decision areas 3 (Karmøy til Sotra) and 4 (Nordhordland til Stadt) were red. The
 * other colours here are **synthetic but plausible** (mostly green in the north, yellow in the middle).
 */
export type TrafficLightStatus = 'green' | 'yellow' | 'red';

export const TRAFFIC_LIGHT_DECISION_YEAR = 2024;

/** Capacity change a status allows, in percent. */
export const TRAFFIC_LIGHT_CAPACITY_CHANGE: Record<TrafficLightStatus, number> = { green: 6, yellow: 0, red: -6 };

/** Status per production area id (1–13) in the decision of `TRAFFIC_LIGHT_DECISION_YEAR`. */
export const TRAFFIC_LIGHT_STATUS: Readonly<Record<number, TrafficLightStatus>> = {
  1: 'green',
  2: 'yellow',
  3: 'red',
  4: 'red',
  5: 'yellow',
  6: 'yellow',
  7: 'yellow',
  8: 'green',
  9: 'green',
  10: 'green',
  11: 'green',
  12: 'green',
  13: 'green',
};
