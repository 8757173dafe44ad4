/** Sea environment model: temperature by latitude, season and depth; oxygen and salinity. */
import { dayOfYear } from './calendar.ts';
import { childRandom, hashString, round } from './random.ts';

export const DEPTHS = [3, 10, 20] as const;
export type Depth = (typeof DEPTHS)[number];

/** Days of year of the coldest (mid-March) and warmest (mid-August) surface water. */
const COLDEST = 72;
const WARMEST = 228;
const YEAR = 365.25;

/** −1 on the coldest day, +1 on the warmest, a smooth cosine between (faster warming than cooling). */
const season = (doy: number): number => {
  const since = (((doy - COLDEST) % YEAR) + YEAR) % YEAR;
  const rise = WARMEST - COLDEST;
  return since < rise ? -Math.cos((Math.PI * since) / rise) : Math.cos((Math.PI * (since - rise)) / (YEAR - rise));
};

const anomalies = new Map<number, { level: number; tilt: number }>();
/** A year's departure from the mean (°C) at the south (0) and north (1) end of the coast. */
const yearAnomaly = (year: number, north: number): number => {
  let anomaly = anomalies.get(year);
  if (!anomaly) {
    const hash = hashString(`sst:${year}`);
    anomaly = {
      level: ((hash % 1000) / 1000 - 0.5) * 0.7,
      tilt: ((Math.floor(hash / 1000) % 1000) / 1000 - 0.5) * 0.4,
    };
    anomalies.set(year, anomaly);
  }
  return anomaly.level + anomaly.tilt * (north - 0.5);
};

/**
 * Mean sea temperature (°C) for a latitude and UTC day: about 4–6 °C in late winter (coldest in March) and
 * 12–16 °C in late summer (warmest in August) in the south, a few degrees colder in the north. Each year is a
 * little warmer or colder, smoothly along the coast and blended across the turn of the year. Deeper water
 * varies less and lags the surface.
 */
export const seaTemperature = (lat: number, day: number, depth: Depth = 3): number =>
  seaTemperatureAt(lat, dayOfYear(day), new Date(day * 86_400_000).getUTCFullYear(), depth);

/** Same as `seaTemperature` with the day of year and year already known (fast path for loops). */
export const seaTemperatureAt = (lat: number, doy: number, year: number, depth: Depth = 3): number => {
  const north = Math.min(1, Math.max(0, (lat - 58) / 13));
  const mean = 9.6 - north * 3.1;
  const amplitude = 4.8 - north * 1.7;
  const damping = depth === 3 ? 1 : depth === 10 ? 0.78 : 0.55;
  const lag = depth === 3 ? 0 : depth === 10 ? 10 : 22;
  // The anomaly moves from one year's value to the next around the turn of the year (cosine blend).
  const position = doy / YEAR;
  const blend = position < 0.5 ? 0.5 + position : position - 0.5;
  const [from, to] = position < 0.5 ? [year - 1, year] : [year, year + 1];
  const weight = (1 - Math.cos(Math.PI * blend)) / 2;
  const anomaly = yearAnomaly(from, north) * (1 - weight) + yearAnomaly(to, north) * weight;
  return mean + amplitude * damping * season(doy - lag) + anomaly * damping;
};

/**
 * Daily sea temperature of one site at 3 m from `firstDay` (UTC day number) for `days` days, rounded to
 * 0.01 °C: the model plus the site's own weather (a slow random wobble, `anomaly`, which the deeper water
 * feels less). The same seed, site and first day give the same series: the public weekly figures and the
 * private daily detail both read it.
 */
export const siteTemperatures = (
  seed: number,
  siteId: string,
  lat: number,
  firstDay: number,
  days: number,
): { surface: Float64Array; anomaly: Float64Array } => {
  const random = childRandom(seed, `sea:${siteId}`);
  const surface = new Float64Array(days);
  const anomaly = new Float64Array(days);
  let wobble = 0;
  let year = new Date(firstDay * 86_400_000).getUTCFullYear();
  let doy = dayOfYear(firstDay);
  for (let index = 0; index < days; index += 1) {
    if (index > 0) {
      doy += 1;
      if (doy > (year % 4 === 0 ? 366 : 365)) {
        year += 1;
        doy = 1;
      }
    }
    wobble = wobble * 0.85 + (random.next() - 0.5) * 0.52; // uniform, sd 0.15
    anomaly[index] = wobble;
    surface[index] = round(seaTemperatureAt(lat, doy, year) + wobble, 2);
  }
  return { surface, anomaly };
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
