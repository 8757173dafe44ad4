import { createDataset, getFarmRisk, getNotifications, DEMO_ORGANIZATION_IDS } from '@havbruk/api/dataset';
import type { SeriesPoint } from '@havbruk/charts';
import type { HealthFarm, HealthSummary } from '@havbruk/ui';
import { getFarmConditions } from '@havbruk/server/queries/farm';

/** The synthetic dataset (seed 1): the demo farms as the health views get them. */
export const dataset = createDataset();
export const today = new Date(`${dataset.today}T00:00:00Z`);
const demo = dataset.sites.filter((site) => site.demo).slice(0, 8);
const own = new Set(demo.map((site) => site.id));
/** The demo farms' maximum allowed biomass (MTB), tonnes by farm id. */
export const maxBiomassOf = new Map(demo.map((site) => [site.id, site.maxBiomass]));
const viewer = { isPrivate: (farmId: string) => own.has(farmId), inPerspective: () => false };
const DAY_MS = 86_400_000;

/**
 * Demo farms with their risks and conditions; the weekly public lice (female) and feed spread over the days as the
 * card's series (the app takes daily timelines; a weekly value per day keeps the stories' data small).
 */
export const healthFarms: HealthFarm[] = demo.map((site) => ({
  id: site.id,
  name: site.name,
  productionArea: site.productionAreaId,
  risk: getFarmRisk(dataset, site),
  conditions: getFarmConditions(dataset, site, viewer),
  timeline: {
    lice: site.weeks.slice(-13).map((week, index) => ({
      x: new Date(today.getTime() - (12 - index) * 7 * DAY_MS),
      y: week.female,
    })),
    feed: Array.from({ length: 30 }, (_, day) => ({
      x: new Date(today.getTime() - (29 - day) * DAY_MS),
      y: (site.weeks.at(-1 - Math.floor((29 - day) / 7))?.feed ?? 0) / 7,
    })),
  },
}));

/** The demo group's notifications of the first farm (the farm health page's recent notifications). */
export const farmNotifications = getNotifications(dataset, DEMO_ORGANIZATION_IDS.group)
  .filter((notification) => notification.farmId === healthFarms[0]!.id)
  .slice(0, 5);

/** The widgets' aggregate of the demo farms: their conditions, the farms' mean lice and total feed per day. */
export const healthSummary: HealthSummary = {
  status: 'ready',
  conditions: healthFarms.flatMap((farm) => (farm.conditions ? [farm.conditions] : [])),
  lice: combine((farm) => (farm.timeline === 'loading' ? [] : farm.timeline.lice), 'mean'),
  feed: combine((farm) => (farm.timeline === 'loading' ? [] : farm.timeline.feed), 'sum'),
};

function combine(series: (farm: HealthFarm) => readonly SeriesPoint[], how: 'mean' | 'sum'): SeriesPoint[] {
  const byDay = new Map<number, number[]>();
  for (const point of healthFarms.flatMap(series)) {
    if (point.y === null) continue;
    const day = new Date(point.x).getTime();
    byDay.set(day, [...(byDay.get(day) ?? []), point.y]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, values]) => {
      const sum = values.reduce((total, value) => total + value, 0);
      return { x: new Date(day), y: how === 'sum' ? sum : sum / values.length };
    });
}
