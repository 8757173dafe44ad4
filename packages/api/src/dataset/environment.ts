/** Sea environment model: temperature by latitude, season and depth; oxygen and salinity. */
import { dayOfYear } from './calendar.ts';
import { hashString } from './random.ts';

export const DEPTHS = [3, 10, 20] as const;
export type Depth = (typeof DEPTHS)[number];

const anomalies = new Map<number, number>();
const yearAnomaly = (year: number, areaId: number): number => {
  const key = year * 100 + Math.ceil(areaId / 3);
  let value = anomalies.get(key);
  if (value === undefined) {
    value = ((hashString(`sst:${year}:${Math.ceil(areaId / 3)}`) % 1000) / 1000 - 0.5) * 1.6;
    anomalies.set(key, value);
  }
  return value;
};

/**
 * Mean sea temperature (°C) for a latitude and UTC day: about 4–6 °C in late winter and
 * 12–16 °C in late summer in the south, a few degrees colder in the north. Deeper water
 * varies less and lags the surface.
 */
export const seaTemperature = (lat: number, day: number, areaId: number, depth: Depth = 3): number =>
  seaTemperatureAt(lat, dayOfYear(day), new Date(day * 86_400_000).getUTCFullYear(), areaId, depth);

/** Same as `seaTemperature` with the day of year and year already known (fast path for loops). */
export const seaTemperatureAt = (lat: number, doy: number, year: number, areaId: number, depth: Depth = 3): number => {
  const north = Math.min(1, Math.max(0, (lat - 58) / 13));
  const mean = 9.6 - north * 3.1;
  const amplitude = 4.8 - north * 1.7;
  const damping = depth === 3 ? 1 : depth === 10 ? 0.78 : 0.55;
  const lag = depth === 3 ? 0 : depth === 10 ? 10 : 22;
  const phase = (2 * Math.PI * (doy - 144 - lag)) / 365.25;
  return mean + amplitude * damping * Math.sin(phase) + yearAnomaly(year, areaId) * damping;
};

/** Oxygen saturation (%) — lower in warm late summer and at depth. */
export const oxygenSaturation = (temperature: number, depth: Depth, noise: number): number =>
  Math.min(112, Math.max(72, 104 - (temperature - 8) * 1.6 - (depth === 3 ? 0 : depth === 10 ? 3 : 6) + noise * 3));

/** Salinity (‰) — fresher at the surface in spring melt. */
export const salinity = (day: number, depth: Depth, noise: number): number => {
  const spring = Math.exp(-(((dayOfYear(day) - 150) / 35) ** 2));
  const surface = depth === 3 ? 1 : depth === 10 ? 0.4 : 0.1;
  return Math.min(34.8, Math.max(26, 33.6 - spring * 3.2 * surface + noise * 0.4));
};
