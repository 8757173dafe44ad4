/**
 * Realistic series for the chart stories. Weekly public data (lice, sea
 * temperature, fish weight) comes from @havbruk/api's synthetic dataset;
 * daily private series (feed, daily temperature, cage weights) come from a
 * seeded generator below, built from the domain facts (seasonal sea
 * temperature 4–16 °C, TGC growth, feed ≈ 1.15 × biomass gain).
 */
import { createDataset, type Site } from '@havbruk/api/dataset';
import type { ChartSeries, SeriesPoint } from '@havbruk/charts';

export const dataset = createDataset({ sites: 80 });

const DAY = 86_400_000;
const mondayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A southern active farm with lice reported most weeks. */
export const storySite: Site =
  dataset.sites.find(
    (s) => s.productionAreaId <= 4 && s.weeks.filter((w) => w.liceReported).length > 120 && s.weeks.at(-1)?.isActive,
  ) ??
  dataset.sites.find((s) => s.isActive) ??
  (dataset.sites[0] as Site);

/** Weekly public series of the story farm for one field. */
export const weeklySeries = (
  field: 'female' | 'mobile' | 'stationary' | 'seaTemperature' | 'fishWeight',
  label: string,
  site: Site = storySite,
  weeks = 104,
): ChartSeries => ({
  id: `${site.id}-${field}`,
  label,
  points: site.weeks.slice(-weeks).map((w, i, all) => ({
    x: mondayOf(dataset.weeks[dataset.weeks.length - all.length + i]!.start),
    y: w[field] ?? null,
  })),
});

/** Deterministic pseudo-random numbers (mulberry32). */
export const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** The dataset's "today". */
export const today = new Date(`${dataset.today}T00:00:00Z`);

/** Sea temperature at 3 m for a day of year, southern Norway: about 5 °C in March, 15 °C in August. */
const temperatureFor = (date: Date, offset: number) => {
  const doy = (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY;
  return 10 + offset - 5 * Math.cos(((doy - 50) / 365) * 2 * Math.PI);
};

export interface CageDaily {
  temperature: ChartSeries;
  weight: ChartSeries;
  feed: ChartSeries;
  mortality: ChartSeries;
}

/**
 * Daily series of one cage over `days` days ending at `today`: stocking at
 * 0.15 kg, TGC growth (~3.0) on the day's temperature, feed = 1.15 × gain of
 * biomass with day-to-day noise, a few feed gaps (not reported), daily dead fish.
 */
export const cageDaily = (cage: number, days = 1095, end = today): CageDaily => {
  const rand = seeded(1000 + cage);
  const tgc = 2.8 + rand() * 0.5;
  const start = end.getTime() - (days - 1) * DAY;
  let weight = 0.15 + rand() * 0.05;
  let fish = 160_000 + Math.round(rand() * 30_000);
  const temperature: SeriesPoint[] = [];
  const weights: SeriesPoint[] = [];
  const feed: SeriesPoint[] = [];
  const mortality: SeriesPoint[] = [];
  const offset = (rand() - 0.5) * 0.6;
  for (let i = 0; i < days; i++) {
    const x = new Date(start + i * DAY);
    const t = temperatureFor(x, offset) + (rand() - 0.5) * 0.8;
    // Harvest and restock every ~600 days.
    if (i > 0 && i % 600 === 0) {
      weight = 0.15 + rand() * 0.05;
      fish = 160_000 + Math.round(rand() * 30_000);
    }
    const next = (Math.cbrt(weight * 1000) + (tgc * Math.max(t, 0)) / 1000) ** 3 / 1000;
    const dead = Math.round(fish * (0.0002 + rand() * 0.0004) + (rand() < 0.01 ? fish * 0.004 : 0));
    const gainTonnes = ((next - weight) * fish) / 1000;
    const feedKg = gainTonnes * 1000 * 1.15 * (0.85 + rand() * 0.3);
    weight = next;
    fish -= dead;
    temperature.push({ x, y: Number(t.toFixed(1)) });
    weights.push({ x, y: i % 7 === 0 ? Number(weight.toFixed(2)) : null });
    feed.push({ x, y: rand() < 0.02 ? null : Math.round(feedKg) });
    mortality.push({ x, y: dead });
  }
  const name = `Cage ${cage}`;
  return {
    temperature: { id: `cage-${cage}-temperature`, label: name, points: temperature },
    weight: { id: `cage-${cage}-weight`, label: name, points: weights },
    feed: { id: `cage-${cage}-feed`, label: name, points: feed },
    mortality: { id: `cage-${cage}-mortality`, label: name, points: mortality },
  };
};

/** Daily feed of `count` cages (kg). */
export const feedSeries = (count: number, days = 1095): ChartSeries[] =>
  Array.from({ length: count }, (_, i) => cageDaily(i + 1, days).feed);

/** Daily temperature of `count` cages. */
export const temperatureSeries = (count: number, days = 1095): ChartSeries[] =>
  Array.from({ length: count }, (_, i) => cageDaily(i + 1, days).temperature);

/** Re-expresses a dated series as days in production (organization aggregation variants). */
export const asDaysIn = (series: ChartSeries): ChartSeries => {
  const first = series.points[0]?.x;
  const t0 = first instanceof Date ? first.getTime() : 0;
  return {
    ...series,
    points: series.points.map((p) => ({
      x: p.x instanceof Date ? Math.round((p.x.getTime() - t0) / DAY) : p.x,
      y: p.y,
    })),
  };
};
