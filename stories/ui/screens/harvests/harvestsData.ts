import { addIsoDays, type HarvestRecord } from '@havbruk/api';
import { createDataset } from '@havbruk/api/dataset';
import { getHarvestActions } from '@havbruk/server/queries/harvest';

/** Harvest projections of demo farms from the synthetic dataset, as the reference server answers them. */
export const dataset = createDataset();
export const today = dataset.today;
const end = addIsoDays(today, 89);
const active = dataset.sites.filter((site) => site.demo && site.generations.at(-1)?.endDate === null);
const salmon = active.filter((site) => site.species === 'atlanticSalmon').slice(0, 8);

export const farms = salmon.map((site) => ({ id: site.id, name: site.name }));
export const farmRecords: HarvestRecord[] = getHarvestActions(dataset, salmon, today, end);
export const cageFarm = farms[0]!;
export const cageRecords: HarvestRecord[] = getHarvestActions(dataset, salmon.slice(0, 1), today, end, {
  perCage: true,
});

const trout = dataset.sites.find(
  (site) => site.species === 'rainbowTrout' && site.generations.at(-1)?.endDate === null,
);
/** A rainbow trout farm: no frozen trout price, so the frozen market falls back to the salmon price. */
export const troutFarm = trout ? { id: trout.id, name: trout.name } : null;
export const troutRecords: HarvestRecord[] = trout ? getHarvestActions(dataset, [trout], today, end) : [];

/** The projection days (every 7 days from today). */
export const projectionDays = [...new Set(farmRecords.map((record) => record.day))].sort();
