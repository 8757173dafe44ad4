/**
 * The government's traffic-light system (trafikklyssystemet): every second year each production area is
 * coloured green (farms may grow production capacity by 6 %), yellow (unchanged) or red (must cut by 6 %),
 * from how much sea lice from farms are judged to harm wild salmon there. The colours change with each decision
 * (2017, 2020, 2022, 2024, …), so they are kept as data per decision year; see the package README for sources.
 */
export type TrafficLightStatus = 'green' | 'yellow' | 'red';

/** Capacity change a status allows, in percent. */
export const TRAFFIC_LIGHT_CAPACITY_CHANGE: Record<TrafficLightStatus, number> = { green: 6, yellow: 0, red: -6 };

/** One decision: the colour of each production area id (1–13), and where the colours were reported. */
export interface TrafficLightDecision {
  year: number;
  status: Readonly<Record<number, TrafficLightStatus>>;
  source: string;
}

const decision = (
  year: number,
  source: string,
  colours: { red: readonly number[]; yellow: readonly number[] },
): TrafficLightDecision => ({
  year,
  source,
  status: Object.fromEntries(
    Array.from({ length: 13 }, (_, index) => {
      const area = index + 1;
      return [area, colours.red.includes(area) ? 'red' : colours.yellow.includes(area) ? 'yellow' : 'green'];
    }),
  ),
});

/**
 * The decisions this product knows, oldest first. Only decisions whose colours for all 13 areas are publicly
 * reported are listed (earlier ones are added as data when their colours are confirmed).
 */
export const TRAFFIC_LIGHT_DECISIONS: readonly TrafficLightDecision[] = [
  decision(
    2024,
    'Government decision of March 2024, as reported (e.g. Dagsavisen 2024-03-06): red Karmøy til Sotra and ' +
      'Nordhordland til Stadt (continued from 2022), yellow Ryfylke and Stad to Bodø, green the rest.',
    { red: [3, 4], yellow: [2, 5, 6, 7, 8] },
  ),
];

/** The decision in force in a year: the latest made in or before it (undefined before the first known). */
export const trafficLightDecision = (year: number): TrafficLightDecision | undefined =>
  TRAFFIC_LIGHT_DECISIONS.filter((entry) => entry.year <= year).at(-1);

const latest = TRAFFIC_LIGHT_DECISIONS[TRAFFIC_LIGHT_DECISIONS.length - 1] as TrafficLightDecision;

/** The year of the latest decision (the one the map draws). */
export const TRAFFIC_LIGHT_DECISION_YEAR = latest.year;

/** Status per production area id (1–13) in the latest decision. */
export const TRAFFIC_LIGHT_STATUS: Readonly<Record<number, TrafficLightStatus>> = latest.status;
