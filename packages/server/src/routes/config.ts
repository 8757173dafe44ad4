/** Config area: application, farms, graph, weeks and the viewer's organizations. */
import { operatorAlias, operatorInitials, PRODUCTION_AREAS, TIMELINE_KEYS, type ConfigGraph } from '@havbruk/api';
import type { AreaDeps, Handlers } from './access.ts';

export const configHandlers = ({ context, store, dataset, access }: AreaDeps) => {
  const { requireViewer } = access;
  const weeksOf = () => dataset.weeks.map((week) => ({ year: week.year, week: week.week, label: week.label }));

  /** The seasons of the stored generations (`generations`: every stocking imported), spring before autumn a year. */
  /** Spring (`V`, vår) before autumn (`H`, høst); any other letter after them. */
  const seasonRank = (season: string) => {
    const rank = ['V', 'H'].indexOf(season[0] ?? '');
    return rank < 0 ? 2 : rank;
  };
  const seasonsOf = async () =>
    (await store.db.query<{ season: string }>('select distinct season from generations')).rows
      .map((row) => row.season)
      .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || seasonRank(a) - seasonRank(b) || a.localeCompare(b));

  return {
    getConfigApp: async ({ viewer }) => ({
      application: {
        name: 'Havbruk',
        version: context.version,
        supportEmail: 'support@havbruk.example',
        today: dataset.today,
      },
      seasons: await seasonsOf(),
      municipalities: [
        ...new Map(context.publicSites.register.map((site) => [site.municipality, site.productionAreaId])).entries(),
      ].map(([name, productionArea]) => ({ name, productionArea })),
      // The operators the register names (`sites.operator_id` and `operator_name`), by id.
      companies: [...context.publicSites.operators]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, name]) => ({
          id,
          name,
          alias: operatorAlias(name),
          initials: operatorInitials(name),
          inPerspective: requireViewer(viewer).perspectiveOperators.has(id),
        })),
      productionAreas: PRODUCTION_AREAS.map((area) => ({ id: area.id, name: area.name })),
    }),
    getConfigFarms: async ({ viewer }) => {
      const current = requireViewer(viewer);
      const organizationsOf = new Map<string, string[]>();
      for (const id of current.roles.keys())
        for (const farmId of current.directory.farms.get(id) ?? [])
          organizationsOf.set(farmId, [...(organizationsOf.get(farmId) ?? []), id]);
      const { operators } = context.publicSites;
      const farms = [
        // The register's sites (`sites` table), then those known only from public data.
        ...context.publicSites.register.map((site) => {
          const isPrivate = current.privateFarmIds.has(site.id);
          const operatorName = operators.get(site.operatorId);
          return {
            id: site.id,
            name: site.name,
            localityNumber: site.localityNumber,
            productionArea: site.productionAreaId,
            municipality: site.municipality,
            // An operator the register does not name is shown as none.
            operator:
              operatorName === undefined
                ? null
                : {
                    id: site.operatorId,
                    name: operatorName,
                    inPerspective: current.perspectiveOperators.has(site.operatorId),
                  },
            permissions: isPrivate ? ('private' as const) : ('public' as const),
            owned: isPrivate,
            position: { lat: site.lat, lon: site.lon },
            maxBiomass: site.maxBiomass,
            isActive: !site.isFallow,
            isFallow: site.isFallow,
            species: site.species,
            organizations: organizationsOf.get(site.id) ?? [],
          };
        }),
        // Sites known only from public data: no operator, capacity or species; public to everyone.
        ...context.publicSites.sites.map((site) => ({
          id: site.id,
          name: site.name,
          localityNumber: site.localityNumber,
          productionArea: site.productionAreaId,
          municipality: site.municipality,
          operator: null,
          permissions: 'public' as const,
          owned: false,
          position: { lat: site.lat, lon: site.lon },
          maxBiomass: null,
          isActive: !site.isFallow,
          isFallow: site.isFallow,
          species: null,
          organizations: [],
        })),
      ];
      return { farms };
    },
    getConfigGraph: async () => ({ graph: GRAPH }),
    getConfigWeeks: async ({ params }) => {
      const weeks = weeksOf();
      return {
        current: weeks[weeks.length - 1]!,
        requested: weeks.find((week) => week.year === params.year && week.week === params.week) ?? null,
        weeks,
      };
    },
    getConfigOrganizations: async ({ viewer }) => {
      const current = requireViewer(viewer);
      const organizations = [...current.roles.keys()].map((id) => {
        const row = current.directory.organizations.get(id)!;
        return {
          id: row.id,
          name: row.name,
          tier: row.tier,
          umbrellaOrganizationId: row.umbrella_organization_id,
          parentOrganizationId: row.parent_organization_id,
          privelege: current.roles.get(id) ?? null,
        };
      });
      const fallback =
        organizations.find((organization) => organization.parentOrganizationId === null) ?? organizations[0];
      const defaultId =
        current.user.default_organization_id && current.roles.has(current.user.default_organization_id)
          ? current.user.default_organization_id
          : (fallback?.id ?? null);
      return { organizations, defaultOrganizationId: defaultId };
    },
  } satisfies Partial<Handlers>;
};

const field = (key: string, unit: string, decimals: number, isPublic = false) => ({
  key,
  unit,
  decimals,
  public: isPublic,
});

/** Graph configuration: the timeline tables, their fields, units, decimals and public flags (S2 §6, S1 §9). */
const GRAPH: ConfigGraph['graph'] = {
  tables: [
    { key: 'feed', group: null, public: false, fields: [field('amount', 'kg', 0), field('percent', '%', 2)] },
    {
      key: 'pcrTests',
      group: 'disease',
      public: false,
      fields: [field('avgCtValue', 'Ct', 1), field('positivityRate', '%', 1)],
    },
    {
      key: 'treatments',
      group: 'product',
      public: true,
      fields: [field('treatment', 'count', 0, true), field('accumulatedTreatments', 'count', 0, true)],
    },
    {
      key: 'mortalities',
      group: 'reason',
      public: false,
      fields: [
        field('count', 'fish', 0),
        field('biomass', 'kg', 0),
        field('weight', 'kg', 2),
        field('percent', '%', 3),
        field('accumulated', '%', 3),
      ],
    },
    {
      key: 'inventory',
      group: null,
      public: false,
      fields: [
        field('closeCount', 'fish', 0),
        field('closeBiomass', 'kg', 0),
        field('closeWeight', 'kg', 2),
        field('sgr', '%/day', 2),
      ],
    },
    {
      key: 'lice',
      group: null,
      public: true,
      fields: [
        field('female', 'lice/fish', 2, true),
        field('mobile', 'lice/fish', 2, true),
        field('stationary', 'lice/fish', 2, true),
      ],
    },
    { key: 'oxygen', group: 'depth', public: false, fields: [field('value', '%', 1)] },
    { key: 'salinity', group: 'depth', public: false, fields: [field('value', '‰', 1)] },
    { key: 'seaTemperature', group: 'depth', public: true, fields: [field('value', '°C', 1, true)] },
    { key: 'riskForecasts', group: 'label', public: false, fields: [field('confidence', '%', 0)] },
    {
      key: 'slaughters',
      group: null,
      public: false,
      fields: [
        field('count', 'fish', 0),
        field('weight', 'kg', 2),
        field('biomass', 'kg', 0),
        field('accumulated', '%', 2),
        field('accumulatedCount', 'fish', 0),
        field('accumulatedBiomass', 'kg', 0),
      ],
    },
  ].filter((table) => (TIMELINE_KEYS as readonly string[]).includes(table.key)),
};
