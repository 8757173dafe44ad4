/** Farm data area: timelines, map data, conditions, categorizations, risks, lab, products, search, entities. */
import {
  dayOf,
  LIMITS,
  MAP_DATA_KEYS,
  MapDataKey,
  operatorInitials,
  PUBLIC_TIMELINE_KEYS,
  rangeIssue,
  type CallBody,
  type MapDataResponse,
  type MapV2Response,
  type TimelineResponse,
  type TimelineV2Response,
} from '@havbruk/api';
import type { Site } from '@havbruk/api/dataset';
import { badRequest, forbidden, HttpError, notFound } from '../errors.ts';
import {
  getFarmConditions,
  getFarmEntity,
  getGrowthCategorization,
  getHarvestCategorization,
  getMapRecords,
  getMortalityCategorization,
  getTreatmentMitigations,
  getTreatmentPlaces,
  searchEntities,
  type FarmView,
  type MapFarm,
  entityFarmView,
} from '../queries/farm.ts';
import { labOrdersOf, productUsagesFromStore, storedFarmRisk } from '../queries/events.ts';
import { getHarvestActions, harvestRecordCount } from '../queries/harvest.ts';
import { TimelineError, type TimelineAccess } from '../queries/timeline.ts';
import { jsonObjectInTurns, mapYielding } from '../yielding.ts';
import { farmViewOf } from '../farmStore/detail.ts';
import { inGenerations } from '../farmStore/publicGenerations.ts';
import { computeTimelineV1BodyAsync, computeTimelineV2BodyAsync } from '../farmStore/timeline.ts';
import { jsonText } from '../farmStore/map.ts';
import { FIRST_YEAR } from '../import/barentswatch/kind.ts';
import {
  publicSiteConditions,
  publicSiteEntity,
  publicSiteTimeline,
  publicSiteTimelineV1,
} from '../import/barentswatch/publicEntity.ts';
import type { PublicSite, RegisterSite } from '../import/barentswatch/publicSites.ts';
import { organizationNode, type Viewer } from '../store.ts';
import type { AreaDeps, Handlers } from './access.ts';

/** Rows of several farms summed by label (in the order the labels first appear). */
const sumByLabel = <L extends string>(rows: readonly { label: L; value: number }[]) => {
  const totals = new Map<L, number>();
  for (const row of rows) totals.set(row.label, (totals.get(row.label) ?? 0) + row.value);
  return [...totals.entries()].map(([label, value]) => ({ label, value }));
};

export const farmDataHandlers = ({ dataset, access, context, store }: AreaDeps) => {
  const { requireViewer } = access;
  const { farmStore, mapStore } = context;
  const { getOrg, registerSite, siteOf, privateSites, expandEntities, queryViewer } = access;
  /** A farm known only from public data (issue 34: not in the register): its entity page reads `site_weeks`. */
  const publicOnly = (entity: { entityType: string; id: string }) =>
    entity.entityType === 'farm' ? context.publicSites.find(entity.id) : undefined;
  /** The public weeks of such a farm in the years of a timeline request. */
  const publicTimelineWeeks = (site: PublicSite, body: { start: string; end: string }) =>
    context.publicSites.weeks(site, Number(body.start.slice(0, 4)), Number(body.end.slice(0, 4)) + 1);
  /** The dataset's weeks (the map store's farms' rows are aligned with them) with their index. */
  const weeksOf = () =>
    dataset.weeks.map((week, index) => ({ year: week.year, week: week.week, label: week.label, index }));

  /**
   * The farms of the v1 map answer: the v2 answer's (the map store's weekly rows, read from the farm data tables) with
   * their site's facts from the register (`sites`: name, position, production area, the operator `operator_name`
   * names) or, for a site known only from public data, without an operator. A farm the `sites` table does not hold
   * has no facts to show and is left out.
   */
  const mapFarms = (): MapFarm[] => {
    const { publicSites } = context;
    const operatorOf = ({ operatorId }: RegisterSite) => {
      const name = publicSites.operators.get(operatorId);
      // An operator the register does not name is none (as in `/config/farms`).
      return name === undefined ? null : { id: operatorId, name, initials: operatorInitials(name) };
    };
    return mapStore.farms.flatMap((farm) => {
      const register = publicSites.site(farm.id);
      const site = register ?? publicSites.find(farm.id);
      if (!site) return [];
      const { name, productionAreaId, lat, lon } = site;
      const operator = register ? operatorOf(register) : null;
      return [{ id: farm.id, weeks: farm.weeks, name, productionAreaId, lat, lon, operator }];
    });
  };

  /** A year or a week of v1 map records, one week per turn of the event loop, serialised week by week. */
  const mapData = async (viewer: Viewer | null, year: number, weeks: ReturnType<typeof weeksOf>, data: string) => {
    const keys = data
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    if (keys.length === 0) throw badRequest('Invalid query: data: at least one data key is required');
    if (keys.length > 2) throw badRequest('Invalid query: data: at most 2 data keys per request');
    const parsed = keys.map((key) => {
      const result = MapDataKey.safeParse(key);
      if (!result.success) throw badRequest(`Invalid query: data: unknown data key "${key}"`);
      return result.data;
    });
    const farms = mapFarms();
    const records = await jsonObjectInTurns(weeks, (week) => [
      week.label,
      getMapRecords(farms, week.index, parsed, queryViewer(viewer)),
    ]);
    return jsonText<MapDataResponse>([`{"year":${year},"data":`, ...records, '}']);
  };

  /**
   * A farm's daily per-cage detail and generations as the readers read them: from its columns in the farm store,
   * loaded from the farm data tables (issue 33; a farm the database holds no private data of has an empty view, but
   * on a unit-test server, which builds it from the dataset in slices between other requests' work: `FarmStore.ready`).
   */
  const farmView = async (site: Site): Promise<FarmView> => farmViewOf(await farmStore.ready(site.id), site);
  /** The views of these farms, one farm per turn of the event loop. */
  const farmViews = async (sites: readonly Site[]): Promise<Map<string, FarmView>> =>
    new Map(await mapYielding(sites, async (site) => [site.id, await farmView(site)] as const));
  /** The generations of a farm's stockings in the tables (its farm view's), undefined when they hold none. */
  const stockingsOf = async (site: Site) =>
    (await farmStore.stocked(site.id)) ? (await farmView(site)).generations : undefined;
  /**
   * A farm's view for a viewer: its view where the viewer sees it privately; else no daily detail and the generations
   * a viewer who sees it publicly sees (`FarmStore.publicGenerations`: the tables' stockings where they hold the
   * farm's, else the runs of its stored public weeks between fallow weeks).
   */
  const viewerFarm = async (viewer: Viewer, site: Site): Promise<FarmView> => {
    if (viewer.privateFarmIds.has(site.id)) return farmView(site);
    return {
      ...(await farmViewOf(undefined, site)),
      generations: await farmStore.publicGenerations(site, await stockingsOf(site)),
    };
  };

  /** The access of a timeline request (403 for a basics user asking private tables, public cages, foreign orgs). */
  const timelineAccess = (current: Viewer, body: CallBody<'getTimeline'>): TimelineAccess => {
    if (current.user.tier !== 'essentials' && body.fields.some((field) => !PUBLIC_TIMELINE_KEYS.includes(field)))
      throw forbidden('This view requires the essentials tier');
    let organizationFarmIds: string[] | undefined;
    if (body.entityType === 'organization') {
      const organization = getOrg(current, body.id);
      if (!current.roles.has(organization.id)) throw forbidden('You have no role in this organization');
      organizationFarmIds = current.directory.farms.get(organization.id) ?? [];
    } else {
      const site = siteOf(body);
      if (body.entityType !== 'farm' && !current.privateFarmIds.has(site.id))
        throw forbidden('Cage and fish group data is private');
    }
    return {
      isPrivate: (farmId) => body.entityType === 'organization' || current.privateFarmIds.has(farmId),
      organizationFarmIds,
      siteOf: registerSite,
    };
  };
  /**
   * The access with the public weeks of `site_weeks` when the viewer sees the entity's site publicly: each week's
   * generation one of those the viewer sees (the stockings' where the tables hold the farm's, else the weeks' runs).
   */
  const withPublicWeeks = async (current: Viewer, body: CallBody<'getTimeline'>, access: TimelineAccess) => {
    if (body.entityType === 'organization') return access;
    const site = siteOf(body);
    if (current.privateFarmIds.has(site.id)) return access;
    const [weeks, stockings] = await Promise.all([farmStore.storedWeeks(site), stockingsOf(site)]);
    return { ...access, publicWeeks: stockings ? inGenerations(weeks, stockings) : weeks };
  };
  const timelineErrors = async <T>(compute: () => Promise<T>): Promise<T> => {
    try {
      return await compute();
    } catch (error) {
      if (error instanceof TimelineError) throw new HttpError(error.status, error.message);
      throw error;
    }
  };
  const timeline = async (current: Viewer, body: CallBody<'getTimeline'>) => {
    const access = await withPublicWeeks(current, body, timelineAccess(current, body));
    // The answer-size ceilings, before any work: days × tables and farm-days × tables.
    const dayTables = (dayOf(body.end) - dayOf(body.start) + 1) * body.fields.length;
    if (dayTables > LIMITS.timelineDayTables)
      throw badRequest(
        `The answer would cover ${dayTables} days × tables (at most ${LIMITS.timelineDayTables}): ask for fewer tables or a shorter range, or use the v2 timeline`,
      );
    const farmDays = (access.organizationFarmIds?.length ?? 1) * dayTables;
    if (farmDays > LIMITS.timelineFarmDays)
      throw badRequest(
        `The answer would cover ${farmDays} farm-days × tables (at most ${LIMITS.timelineFarmDays}): ask for fewer tables or a shorter range, or use the v2 timeline`,
      );
    // From the column store, as the v2 answer, in slices of the event loop; written as v1 rows.
    return timelineErrors(async () =>
      jsonText<TimelineResponse>(await computeTimelineV1BodyAsync(farmStore, body, access)),
    );
  };

  const mapDataV2 = async (viewer: Viewer | null, year: number, week: number | undefined, data: string | undefined) => {
    const keys = (data ?? MAP_DATA_KEYS.join(','))
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
      .map((key) => {
        const result = MapDataKey.safeParse(key);
        if (!result.success) throw badRequest(`Invalid query: data: unknown data key "${key}"`);
        return result.data;
      });
    if (keys.length === 0) throw badRequest('Invalid query: data: at least one data key is required');
    if (week === undefined) await mapStore.ready(year);
    return jsonText<MapV2Response>(mapStore.answer(year, week, keys, queryViewer(viewer)));
  };
  return {
    getTimeline: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const publicSite = publicOnly(body);
      if (publicSite) return publicSiteTimelineV1(body, await publicTimelineWeeks(publicSite, body));
      return timeline(current, body);
    },
    getTimelineV2: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const publicSite = publicOnly(body);
      if (publicSite) return publicSiteTimeline(body, await publicTimelineWeeks(publicSite, body));
      const access = await withPublicWeeks(current, body, timelineAccess(current, body));
      // Dense tables are dense for private entities (an organization is private to its members).
      const dense = body.entityType === 'organization' || current.privateFarmIds.has(siteOf(body).id);
      return timelineErrors(async () =>
        jsonText<TimelineV2Response>(await computeTimelineV2BodyAsync(farmStore, body, access, dense)),
      );
    },
    getConditions: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      // Each farm (and generation) once, however often the entities name it; one farm per turn of the event loop.
      const farms = new Map<string, { site: Site; genId: string | undefined }>();
      for (const entity of body.entities) {
        const sites = entity.entityType === 'organization' ? privateSites(current, entity) : [siteOf(entity)];
        const genId = entity.entityType === 'farm' ? entity.genId : undefined;
        for (const site of sites) farms.set(`${site.id} ${genId ?? ''}`, { site, genId });
      }
      const conditions = await mapYielding([...farms.values()], async ({ site, genId }) =>
        getFarmConditions(
          dataset,
          site,
          queryViewer(current),
          genId,
          await viewerFarm(current, site),
          await farmStore.storedWeeks(site),
        ),
      );
      return { conditions };
    },
    getEntityConditions: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      if (body.entityType === 'organization')
        throw badRequest('Invalid body: entityType: conditions are per farm, cage or fish group');
      const publicSite = publicOnly(body);
      if (publicSite)
        return publicSiteConditions(publicSite, await context.publicSites.weeks(publicSite, FIRST_YEAR, 9999));
      const site = siteOf(body);
      if (body.entityType !== 'farm' && !current.privateFarmIds.has(site.id))
        throw forbidden('Cage and fish group data is private');
      return getFarmConditions(
        dataset,
        site,
        queryViewer(current),
        body.genId,
        entityFarmView(await viewerFarm(current, site), body),
        await farmStore.storedWeeks(site),
      );
    },
    getGrowthCategorization: async ({ viewer, body }) => {
      const rows = await mapYielding(privateSites(requireViewer(viewer), body), async (site) =>
        getGrowthCategorization(
          dataset,
          site,
          body.entityType === 'organization' ? undefined : body.genId,
          await farmView(site),
        ),
      );
      return { rows: rows.flat() };
    },
    getMortalityCategorization: async ({ viewer, body }) => {
      const genId = body.entityType === 'organization' ? undefined : body.genId;
      const rows = await mapYielding(privateSites(requireViewer(viewer), body), async (site) =>
        getMortalityCategorization(dataset, site, { genId, start: body.start, end: body.end }, await farmView(site)),
      );
      return { rows: sumByLabel(rows.flat()) };
    },
    getHarvestCategorization: async ({ viewer, body }) => {
      const genId = body.entityType === 'organization' ? undefined : body.genId;
      const rows = await mapYielding(privateSites(requireViewer(viewer), body), async (site) =>
        getHarvestCategorization(dataset, site, { genId, start: body.start, end: body.end }, await farmView(site)),
      );
      return { rows: sumByLabel(rows.flat()) };
    },
    getRisks: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const ids = body.farmIds ?? [...current.privateFarmIds];
      const sites = ids.map((id) => {
        const site = registerSite(id);
        if (!site) throw notFound(`Farm ${id} not found`);
        if (!current.privateFarmIds.has(id)) throw forbidden(`${site.name} is public: risk forecasts are private`);
        return site;
      });
      // From the stored public weeks and disease cases, one farm per turn of the event loop.
      const farms = await mapYielding(sites, (site) => storedFarmRisk(store.db, dataset, site));
      return { farms: farms.sort((a, b) => b.confidence - a.confidence) };
    },
    getLabOrders: async ({ viewer, query }) => {
      const sites = privateSites(requireViewer(viewer), query);
      const orders = (await mapYielding(sites, (site) => labOrdersOf(store.db, site.localityNumber))).flat();
      // The generation from the farm's view (the tables' stockings): one they do not hold has no orders, so orders
      // sampled before the first stored stocking are listed without a generation only.
      const generation =
        query.genId && sites[0]
          ? (await farmView(sites[0])).generations.find((entry) => entry.id === query.genId)
          : undefined;
      // A generation's orders: sampled while its fish were in the sea (cages are reused by later generations,
      // so the cage alone would bring in the orders of every generation).
      const filtered = orders.filter(
        (order) =>
          !query.genId ||
          (generation !== undefined &&
            order.sampledAt >= generation.startDate &&
            order.sampledAt <= (generation.endDate ?? dataset.today)),
      );
      return { orders: filtered };
    },
    getProductUsages: async ({ viewer, query }) => {
      const sites = privateSites(requireViewer(viewer), query);
      // The generation from the farm's view (the tables'): one the farm's columns do not hold has no usages.
      const generation =
        query.genId && sites[0]
          ? (await farmView(sites[0])).generations.find((entry) => entry.id === query.genId)
          : undefined;
      const cageIds = query.genId ? new Set(generation?.cages.map((cage) => cage.id)) : null;
      // A generation's usages: in its cages and while its fish were in the sea (cages are reused by later
      // generations, so the cage alone would bring in usages of earlier ones).
      const inGeneration = (usage: { startDate: string; endDate: string | null }) =>
        !generation ||
        (usage.startDate <= (generation.endDate ?? dataset.today) &&
          (usage.endDate ?? dataset.today) >= generation.startDate);
      // From the stored treatments (the column store, loaded again after every import), one farm per turn.
      const usages = await mapYielding(sites, (site) => productUsagesFromStore(dataset, site, farmStore.farm(site.id)));
      return {
        usages: usages
          .flat()
          .filter(
            (usage) =>
              (!cageIds || cageIds.has(usage.cageId)) &&
              inGeneration(usage) &&
              (query.entityType !== 'cage' || usage.cageId === query.id),
          ),
      };
    },
    getMapYear: async ({ viewer, params, query }) =>
      mapData(
        viewer,
        params.year,
        weeksOf().filter((week) => week.year === params.year),
        query.data,
      ),
    getMapWeek: async ({ viewer, params, query }) =>
      mapData(
        viewer,
        params.year,
        weeksOf().filter((week) => week.year === params.year && week.week === params.week),
        query.data,
      ),
    getMapYearV2: async ({ viewer, params, query }) => mapDataV2(viewer, params.year, undefined, query.data),
    getMapWeekV2: async ({ viewer, params, query }) => mapDataV2(viewer, params.year, params.week, query.data),
    getTreatmentPlaces: async ({ viewer, body }) => {
      const sites = expandEntities(requireViewer(viewer), body.entities);
      const farms = await farmViews(sites);
      return getTreatmentPlaces(dataset, sites, (site) => farms.get(site.id)!);
    },
    getTreatmentMitigations: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const cageIds = body.entities.filter((entity) => entity.entityType === 'cage').map((entity) => entity.id);
      const sites = expandEntities(current, body.entities);
      const cages = await mapYielding(sites, async (site) =>
        getTreatmentMitigations(
          dataset,
          site,
          cageIds.filter((id) => id.startsWith(`${site.id}-`)),
          await farmView(site),
        ),
      );
      return { cages: cages.flat() };
    },
    getHarvestActions: async ({ viewer, body }) => {
      const start = body.start ?? dataset.today;
      const end = body.end ?? new Date(Date.parse(`${start}T00:00:00Z`) + 89 * 86_400_000).toISOString().slice(0, 10);
      // The schema checks a range the request states; this one may be completed with the defaults.
      const issue = rangeIssue(start, end, LIMITS.projectionDays);
      if (issue) throw badRequest(`Invalid body: end: ${issue}`);
      const sites = expandEntities(requireViewer(viewer), body.entities);
      const perCage = body.perCage ?? false;
      const farms = await farmViews(sites);
      const count = harvestRecordCount(sites, start, end, perCage, (site) => farms.get(site.id)!.generations);
      if (count > LIMITS.harvestRecords)
        throw badRequest(
          `The answer would hold ${count} projections (at most ${LIMITS.harvestRecords}): ask for fewer farms or a shorter range`,
        );
      // Farm by farm, one turn of the event loop each (a farm's fails and scores depend on its own records only).
      const records = await mapYielding(sites, (site) =>
        getHarvestActions(dataset, [site], start, end, { perCage }, () => farms.get(site.id)!),
      );
      return { records: records.flat() };
    },
    search: async ({ viewer, query }) => {
      const current = requireViewer(viewer);
      const organizations = [...current.roles.keys()].map((id) => {
        const row = current.directory.organizations.get(id)!;
        const umbrella = current.directory.organizations.get(row.umbrella_organization_id);
        return { id: row.id, name: row.name, umbrella: umbrella ? { id: umbrella.id, name: umbrella.name } : null };
      });
      const umbrellaByFarm = new Map<string, { id: string; name: string }>();
      for (const id of current.roles.keys()) {
        const row = current.directory.organizations.get(id)!;
        const umbrella = current.directory.organizations.get(row.umbrella_organization_id);
        for (const farmId of current.directory.farms.get(id) ?? [])
          if (umbrella) umbrellaByFarm.set(farmId, { id: umbrella.id, name: umbrella.name });
      }
      // The register's farms and operators (then the sites known only from public data); a farm found shows its latest three
      // generations as the viewer sees them (`viewerFarm`), one farm per turn of the event loop.
      const found = searchEntities(
        dataset,
        query.q,
        { ...queryViewer(current), organizations, umbrellaOf: (farmId) => umbrellaByFarm.get(farmId) ?? null },
        query.limit,
        context.publicSites.sites,
        context.publicSites.register.map((site) => ({ ...site, generations: [] })),
        (id) => {
          const name = context.publicSites.operators.get(id);
          return name === undefined ? undefined : { id, name };
        },
      );
      const results = await mapYielding(found.results, async (entry) => {
        const site = entry.entityType === 'farm' ? registerSite(entry.id) : undefined;
        if (!site) return entry;
        const { generations } = await viewerFarm(current, site);
        return {
          ...entry,
          generations: generations
            .slice(-3)
            .map((generation) => ({ season: generation.season, startDate: generation.startDate })),
        };
      });
      const types = query.types ? new Set(query.types.split(',')) : null;
      const shown = types ? results.filter((entry) => types.has(entry.entityType)) : results;
      return { total: types ? shown.length : found.total, results: shown };
    },
    getEntity: async ({ viewer, params }) => {
      const current = requireViewer(viewer);
      if (params.entityType === 'organization') {
        const organization = getOrg(current, params.id);
        if (!current.roles.has(organization.id)) throw forbidden('You have no role in this organization');
        const node = organizationNode(context.publicSites, current, organization);
        return {
          entityType: 'organization' as const,
          id: node.id,
          name: node.name,
          permissions: 'private' as const,
          owned: true,
          generations: [],
          cagesUsed: [],
          operator: null,
          searchTerms: [node.name],
          productionArea: node.productionArea[0] ?? null,
          municipality: node.municipality[0] ?? null,
          organizations: [{ id: node.id, name: node.name }],
          maxBiomass: node.maxBiomass,
          address: null,
          localityNumber: null,
          position: null,
          species: node.species[0] ?? null,
          isActive: node.isActive,
          isFallow: node.isFallow,
        };
      }
      const publicSite = publicOnly(params);
      if (publicSite) return publicSiteEntity(publicSite);
      const site = siteOf(params);
      if (params.entityType !== 'farm' && !current.privateFarmIds.has(site.id))
        throw forbidden('Cage and fish group data is private');
      // Fallow as its latest stored public week says (as the map draws it), when the register holds it.
      const stored = context.publicSites.site(site.id);
      const entity = getFarmEntity(
        dataset,
        site,
        queryViewer(current),
        (await viewerFarm(current, site)).generations,
        stored && { isFallow: stored.isFallow, isActive: !stored.isFallow },
      );
      return params.entityType === 'farm' ? entity : { ...entity, entityType: params.entityType, id: params.id };
    },
  } satisfies Partial<Handlers>;
};
