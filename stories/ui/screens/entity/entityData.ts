/** Entity page data for the stories, computed from the synthetic dataset the way the server answers. */
import {
  isSpringLiceWeek,
  SPRING_LICE_LIMIT,
  poolConditions,
  type Conditions,
  type Entity,
  type Tier,
  type TimelineRequest,
  type TimelineV2Response,
} from '@havbruk/api';
import { createDataset, DEMO_ORGANIZATION_IDS, getSite, type Site } from '@havbruk/api/dataset';
import {
  datasetFarm,
  entityFarmView,
  getFarmConditions,
  getFarmEntity,
  getHarvestCategorization,
  getMortalityCategorization,
} from '@havbruk/server/queries/farm';
import { farmStoreOf } from '@havbruk/server/farmStore/columns';
import {
  publicSiteConditions,
  publicSiteEntity,
  publicSiteTimeline,
} from '@havbruk/server/import/barentswatch/publicEntity';
import { computeTimelineV2 } from '@havbruk/server/farmStore/timeline';
import { aggregationsFor, type EntityPageState } from '@havbruk/machines';
import {
  countWeeksOverLimit,
  currentGeneration,
  sensorKeysFor,
  VIEW_CONFIG,
  type EntityScreenProps,
} from '@havbruk/ui';

const dataset = createDataset();
const group = dataset.organizations.find((org) => org.id === DEMO_ORGANIZATION_IDS.group)!;
const own = new Set(group.farmIds);
const viewer = { isPrivate: (farmId: string) => own.has(farmId), inPerspective: () => false };

/** Indre Sildøya (12468): a private farm of the demo user's organization, production area 4. */
export const PRIVATE_FARM = getSite(dataset, '12468')!;
/**
 * The demo organization's generation with the most weeks over the spring lice limit in one spring, at sea the
 * whole spring (weeks as reported; farms treat to stay under it, so there are few).
 */
export const SPRING_OVER_LIMIT = group.farmIds
  .map((id) => getSite(dataset, id)!)
  .flatMap((site) => {
    const springs = new Map<string, { site: Site; generationId: string; year: number; weeks: number[] }>();
    for (const week of site.weeks) {
      if (!isSpringLiceWeek(site.productionAreaId, week.week) || week.female === null) continue;
      if (week.female <= SPRING_LICE_LIMIT || week.generationId === null) continue;
      const key = `${week.generationId} ${week.year}`;
      const entry = springs.get(key) ?? { site, generationId: week.generationId, year: week.year, weeks: [] };
      entry.weeks.push(week.week);
      springs.set(key, entry);
    }
    // At sea from before to after the spring weeks, so the limit line steps down and up again.
    const atSea = (year: number, week: number, generationId: string) =>
      site.weeks.some((row) => row.year === year && row.week === week && row.generationId === generationId);
    const first = site.productionAreaId <= 7 ? 16 : 21;
    return [...springs.values()].filter(
      (entry) => atSea(entry.year, first - 1, entry.generationId) && atSea(entry.year, first + 6, entry.generationId),
    );
  })
  .sort((a, b) => b.weeks.length - a.weeks.length)[0]!;

/** A farm of another operator lying fallow: its latest generation has ended. */
export const FALLOW_PUBLIC_FARM = dataset.sites.find(
  (site) => !own.has(site.id) && !site.isActive && site.generations.at(-1)?.endDate,
)!;

/** A farm of another operator: public data only. */
export const PUBLIC_FARM = dataset.sites.find(
  (site) => !own.has(site.id) && site.isActive && site.generations.length > 0,
)!;

const groupSites = group.farmIds.map((id) => getSite(dataset, id)!);
const organizationEntity = (): Entity => ({
  entityType: 'organization',
  id: group.id,
  name: group.name,
  permissions: 'private',
  owned: true,
  generations: [],
  cagesUsed: [],
  operator: null,
  searchTerms: [group.name],
  // As the server answers: the first of the group's areas and municipalities (the group spans several).
  productionArea: Math.min(...groupSites.map((site) => site.productionAreaId)),
  municipality: groupSites.map((site) => site.municipality).sort()[0] ?? null,
  organizations: [{ id: group.id, name: group.name }],
  maxBiomass: null,
  address: null,
  localityNumber: null,
  position: null,
  species: 'atlanticSalmon',
  isActive: true,
  isFallow: false,
});

const entityOf = (state: EntityPageState, site: Site): Entity => {
  if (state.entityType === 'organization') return organizationEntity();
  const farm = getFarmEntity(dataset, site, viewer);
  return state.entityType === 'farm' ? farm : { ...farm, entityType: state.entityType, id: state.id };
};

/** The screen's props for a state, as the app would have them once every call has answered. */
export function entityProps(state: EntityPageState, options: { tier?: Tier; site?: Site } = {}): EntityScreenProps {
  const site = options.site ?? PRIVATE_FARM;
  const tier = options.tier ?? 'essentials';
  const entity = entityOf(state, site);
  const generation = currentGeneration(entity, state.genId);
  const end = generation?.endDate ?? dataset.today;
  const start = generation?.startDate ?? '2025-11-20';
  const isOrganization = state.entityType === 'organization';
  const access = {
    isPrivate: (farmId: string) => isOrganization || own.has(farmId),
    organizationFarmIds: group.farmIds,
  };
  const sensorId = state.sensorId ?? (state.entityType === 'farm' ? 'farm' : isOrganization ? undefined : state.id);
  // The server's v2 answer from the farm column store (dense tables for private entities).
  const v2 = (request: TimelineRequest): TimelineV2Response =>
    computeTimelineV2(farmStoreOf(dataset), request, access, isOrganization || own.has(site.id));
  const timeline = v2({
    entityType: state.entityType,
    id: state.id,
    genId: generation?.id,
    start,
    end,
    sensorKeys: sensorId ? sensorKeysFor(entity, state.genId, sensorId) : undefined,
    fields: [VIEW_CONFIG[state.view].table],
    agg: state.agg ?? aggregationsFor(state.entityType)[0],
  });
  const conditions: Conditions = isOrganization
    ? poolConditions(
        group.id,
        group.farmIds.slice(0, 20).map((id) => getFarmConditions(dataset, getSite(dataset, id)!, viewer)),
      )
    : getFarmConditions(
        dataset,
        site,
        viewer,
        generation?.id,
        entityFarmView(datasetFarm(dataset, site), { entityType: state.entityType, id: state.id }),
      );
  const liceWeeks = isOrganization
    ? undefined
    : v2({
        entityType: state.entityType,
        id: state.id,
        genId: generation?.id,
        start,
        end,
        fields: ['lice'],
        agg: 'week',
      });
  return {
    state,
    tier,
    entity,
    conditions: { status: 'ready', data: conditions },
    timeline: { status: 'ready', data: timeline },
    mortalityProfile:
      state.view === 'mortality' && !isOrganization
        ? { status: 'ready', data: getMortalityCategorization(dataset, site, { genId: generation?.id }) }
        : undefined,
    harvestProfile:
      state.view === 'harvest' && !isOrganization
        ? { status: 'ready', data: getHarvestCategorization(dataset, site, { genId: generation?.id }) }
        : undefined,
    weeksOverLimit:
      liceWeeks && entity.productionArea !== null ? countWeeksOverLimit(liceWeeks, entity.productionArea) : undefined,
    hrefFor: () => '#',
    onNavigate: () => undefined,
    onStateChange: () => undefined,
    onCompare: state.entityType === 'farm' ? () => undefined : undefined,
    download: () => true,
  };
}

export const ORGANIZATION_ID = group.id;
export const PRIVATE_CAGE_ID = PRIVATE_FARM.generations.at(-1)!.cages[0]!.id;
export const PRIVATE_FISH_GROUP_ID = PRIVATE_FARM.generations.at(-1)!.fishGroups[0]!.id;

/**
 * A site known only from public data (issue 34: imported from the national weekly CSV, not in the dataset), the way
 * the server answers its lice view: four weeks, the third not counted ("Har telt lakselus" = Nei).
 */
export function importedSiteProps(): EntityScreenProps {
  const site = {
    id: '99555',
    localityNumber: 99555,
    name: 'Nyskjæret',
    lat: 65.91,
    lon: 12.42,
    municipality: 'ALSTAHAUG',
    productionAreaId: 8,
    county: 'Nordland',
    isFallow: false,
  };
  const week = (number: number, female: number | null) => ({
    year: 2026,
    week: number,
    liceReported: female !== null,
    female,
    mobile: female === null ? null : 0.7,
    stationary: female === null ? null : 0.1,
    seaTemperature: 7.5,
    isFallow: false,
    hasPd: false,
    hasIla: false,
  });
  const weeks = [week(44, 0.21), week(45, 0.3), week(46, null), week(47, 0.37)];
  const state: EntityPageState = { entityType: 'farm', id: site.id, view: 'lice' };
  return {
    ...entityProps({ entityType: 'farm', id: PRIVATE_FARM.id, view: 'lice' }, { tier: 'basics' }),
    state,
    entity: publicSiteEntity(site),
    conditions: { status: 'ready', data: publicSiteConditions(site, weeks) },
    timeline: {
      status: 'ready',
      data: publicSiteTimeline(
        { entityType: 'farm', id: site.id, start: '2025-11-28', end: '2026-11-28', fields: ['lice'], agg: 'day' },
        weeks,
      ),
    },
    weeksOverLimit: undefined,
  };
}
