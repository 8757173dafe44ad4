import { createDataset, getFarmRisk, getNotifications, DEMO_ORGANIZATION_IDS } from '@havbruk/api/dataset';
import type { HealthFarm } from '@havbruk/ui';
import { getFarmConditions } from '@havbruk/server/queries/farm';

/** The synthetic dataset (seed 1): the demo farms as the health views get them. */
export const dataset = createDataset();
export const today = new Date(`${dataset.today}T00:00:00Z`);
const demo = dataset.sites.filter((site) => site.demo).slice(0, 8);
const own = new Set(demo.map((site) => site.id));
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
