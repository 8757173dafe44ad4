/** Spec 2 §3 entities: entities, generations, timelines, conditions, map, risks, lab, products, recommendations, certification. */
import { z } from 'zod/mini';
import {
  Aggregation,
  DiseaseType,
  EntityPermission,
  EntityType,
  Id,
  isoDate,
  LIMITS,
  RiskLevel,
  SensorKeys,
  Species,
  inputText,
  TreatmentCategory,
  withRange,
} from './common.ts';

export const Cage = z.object({ id: z.string(), name: z.string() });
export type Cage = z.infer<typeof Cage>;

export const FishGroup = z.object({
  id: z.string(),
  name: z.string(),
  cageIds: z.array(z.string()),
  state: z.enum(['active', 'inactive', 'mixed', 'split', 'missing']),
});
export type FishGroup = z.infer<typeof FishGroup>;

export const Generation = z.object({
  id: z.string(),
  season: z.string(),
  startDate: isoDate,
  endDate: z.nullable(isoDate),
  entity: z.string(),
  group: z.string(),
  cages: z.array(Cage),
  fishGroups: z.array(FishGroup),
});
export type Generation = z.infer<typeof Generation>;

export const Operator = z.object({ id: z.string(), name: z.string(), inPerspective: z.boolean() });
export type Operator = z.infer<typeof Operator>;

/** Entity (farm or organization). Public entities carry no generations' fish groups and no cagesUsed. */
export const Entity = z.object({
  entityType: EntityType,
  id: z.string(),
  name: z.string(),
  permissions: EntityPermission,
  owned: z.boolean(),
  generations: z.array(Generation),
  cagesUsed: z.array(z.string()),
  operator: z.nullable(Operator),
  searchTerms: z.array(z.string()),
  productionArea: z.nullable(z.number()),
  municipality: z.nullable(z.string()),
  organizations: z.array(z.object({ id: z.string(), name: z.string() })),
  maxBiomass: z.nullable(z.number()),
  address: z.nullable(z.string()),
  localityNumber: z.nullable(z.number()),
  position: z.nullable(z.object({ lat: z.number(), lon: z.number() })),
  species: z.nullable(Species),
  isActive: z.boolean(),
  isFallow: z.boolean(),
});
export type Entity = z.infer<typeof Entity>;

export const SensorSelection = z.object({
  value: z.string(),
  label: z.string(),
  sensorType: z.enum(['farm', 'organization', 'cage', 'fishGroup']),
  sensorKeys: z.array(z.string()),
  fishGroups: z.array(FishGroup),
});
export type SensorSelection = z.infer<typeof SensorSelection>;

// ---------------------------------------------------------------- timeline

export const TIMELINE_KEYS = [
  'feed',
  'pcrTests',
  'treatments',
  'mortalities',
  'inventory',
  'lice',
  'oxygen',
  'salinity',
  'seaTemperature',
  'riskForecasts',
  'slaughters',
] as const;
export const TimelineKey = z.enum(TIMELINE_KEYS);
export type TimelineKey = z.infer<typeof TimelineKey>;

/** Tables visible on public entities (S2 §6); the rest are private only. */
export const PUBLIC_TIMELINE_KEYS: readonly TimelineKey[] = ['treatments', 'seaTemperature', 'lice'];

/** Entity config of POST /timeline/data/entity. */
export const TimelineRequest = z
  .object({
    entityType: EntityType,
    id: Id,
    genId: z.optional(Id),
    start: isoDate,
    end: isoDate,
    /**
     * Comma list of sensor keys: 'farm', cage ids or fish group ids (default 'farm'). For an organization: ids of
     * its farms, each answered as its own series (sensor = the farm id) beside the organization's aggregate.
     */
    sensorKeys: z.optional(SensorKeys),
    /** Timeline tables to return. */
    fields: z.array(TimelineKey).check(z.minLength(1)).check(z.maxLength(TimelineKey.options.length)),
    /** Group column to split by (the table's default group when absent, e.g. reason for mortalities). */
    group: z.optional(inputText(LIMITS.name)),
    agg: z._default(Aggregation, 'day'),
  })
  .check(z.superRefine(withRange(LIMITS.rangeDays)));
export type TimelineRequest = z.input<typeof TimelineRequest>;

export const TimelineRow = z.object({
  date: isoDate,
  sensor: z.string(),
  group: z.nullable(z.string()),
  values: z.record(z.string(), z.nullable(z.number())),
  details: z.optional(z.string()),
});
export type TimelineRow = z.infer<typeof TimelineRow>;

export const TimelineTable = z.object({
  fields: z.array(z.string()),
  group: z.nullable(z.string()),
  rows: z.array(TimelineRow),
});
export type TimelineTable = z.infer<typeof TimelineTable>;

export const TimelineResponse = z.object({
  entityType: EntityType,
  id: z.string(),
  start: isoDate,
  end: isoDate,
  agg: Aggregation,
  tables: z.partialRecord(TimelineKey, TimelineTable),
});
export type TimelineResponse = z.infer<typeof TimelineResponse>;

// ---------------------------------------------------------------- conditions

/**
 * A farm's current conditions. Units of the numbers: `FIELD_UNITS` (contract/units.ts). Pooling an organization
 * needs the counts and amounts behind the ratios: stocked and dead fish (mortality), feed and biomass gained
 * (FCR), dead fish and fish at risk per month (the yearly mortality).
 */
export const Conditions = z.object({
  farmId: z.string(),
  updatedAt: z.nullable(isoDate),
  daysActive: z.nullable(z.number()),
  generation: z.nullable(z.object({ id: z.string(), label: z.string(), expectedDaysActive: z.number() })),
  currentFishCount: z.nullable(z.number()),
  /** Mean weight, kg. */
  currentFishWeight: z.nullable(z.number()),
  /** Standing biomass, kg. */
  currentFishBiomass: z.nullable(z.number()),
  /** The generation's dead fish ÷ fish stocked (the stocking event), %. */
  totalMortalityPercent: z.nullable(z.number()),
  trendDailyMortalityPercent: z.nullable(z.number()),
  /** Fish stocked at the generation's stocking event. */
  totalStockedFishCount: z.nullable(z.number()),
  /** The generation's dead fish since stocking. */
  totalMortalityCount: z.nullable(z.number()),
  /**
   * The Veterinary Institute's yearly mortality, %: the monthly rates (dead ÷ mean fish at risk) of the last 12
   * months summed, over every generation at sea.
   */
  yearlyMortalityPercent: z.nullable(z.number()),
  /** The months behind `yearlyMortalityPercent` (YYYY-MM): dead fish and mean fish at risk. */
  monthlyMortality: z.array(z.object({ month: z.string(), dead: z.number(), fishAtRisk: z.number() })),
  /** Feed fed to the generation in the data window, kg. */
  totalFeed: z.nullable(z.number()),
  /** Biomass gained by the generation in the data window (harvested, dead and standing growth), kg. */
  totalBiomassGained: z.nullable(z.number()),
  /** Biomass of the fish that died in the data window (their weight at death), kg. */
  totalDeadBiomass: z.nullable(z.number()),
  totalFeedOverBiomass: z.nullable(z.number()),
  trendFeedOverBiomass: z.nullable(z.number()),
  /** Feed ÷ biomass gained, dead fish's growth included. */
  totalBiologicalFCR: z.nullable(z.number()),
  /** Feed ÷ biomass gained less the biomass lost to mortality. */
  totalEconomicFCR: z.nullable(z.number()),
  currentSeaTemperature: z.nullable(z.number()),
  currentOxygen: z.nullable(z.number()),
  currentSalinity: z.nullable(z.number()),
  currentConfirmedDiseases: z.string(),
  currentAvgFemaleLice: z.nullable(z.number()),
  currentAvgMobileLice: z.nullable(z.number()),
  currentLastTreatmentCategory: z.nullable(z.string()),
  currentLastTreatmentDate: z.nullable(isoDate),
});
export type Conditions = z.infer<typeof Conditions>;

export const ConditionsRequest = z.object({
  entities: z
    .array(z.object({ entityType: EntityType, id: Id, genId: z.optional(Id) }))
    .check(z.minLength(1))
    .check(z.maxLength(200)),
});
export type ConditionsRequest = z.infer<typeof ConditionsRequest>;
export const ConditionsResponse = z.object({ conditions: z.array(Conditions) });
export type ConditionsResponse = z.infer<typeof ConditionsResponse>;

// ---------------------------------------------------------------- benchmark categorizations

export const CategorizationRequest = z
  .object({
    entityType: EntityType,
    id: Id,
    genId: z.optional(Id),
    start: z.optional(isoDate),
    end: z.optional(isoDate),
  })
  .check(z.superRefine(withRange(LIMITS.rangeDays)));
export type CategorizationRequest = z.infer<typeof CategorizationRequest>;
export const GrowthRow = z.object({ weight: z.number(), label: z.string(), value: z.number(), cageId: z.string() });
export type GrowthRow = z.infer<typeof GrowthRow>;
export const MortalityRow = z.object({ label: z.string(), value: z.number() });
export type MortalityRow = z.infer<typeof MortalityRow>;
export const GrowthCategorization = z.object({ rows: z.array(GrowthRow) });
export const MortalityCategorization = z.object({ rows: z.array(MortalityRow) });
/** Harvest quality classes (best to worst). */
export const QualityClass = z.enum(['superior', 'ordinary', 'production', 'wreck']);
export type QualityClass = z.infer<typeof QualityClass>;
/** Harvested fish per quality class (the harvest view's profiler pie). */
export const HarvestQualityRow = z.object({ label: QualityClass, value: z.number() });
export type HarvestQualityRow = z.infer<typeof HarvestQualityRow>;
export const HarvestCategorization = z.object({ rows: z.array(HarvestQualityRow) });

// ---------------------------------------------------------------- risks

export const RiskLabel = z.enum(['lice', 'pd', 'ila']);
export type RiskLabel = z.infer<typeof RiskLabel>;
export const Risk = z.object({
  label: RiskLabel,
  confidence: z.number().check(z.gte(0)).check(z.lte(100)),
  forecast: RiskLevel,
  explanation: z.array(z.object({ feature: z.string(), weight: z.number() })),
});
export type Risk = z.infer<typeof Risk>;
export const FarmRisk = z.object({
  farmId: z.string(),
  confidence: z.number().check(z.gte(0)).check(z.lte(100)),
  risks: z.array(Risk),
});
export type FarmRisk = z.infer<typeof FarmRisk>;
export const RisksRequest = z.object({ farmIds: z.optional(z.array(Id).check(z.maxLength(LIMITS.ids))) });
export const RisksResponse = z.object({ farms: z.array(FarmRisk) });
export type RisksResponse = z.infer<typeof RisksResponse>;

// ---------------------------------------------------------------- lab

export const PcrResult = z.object({
  disease: z.string(),
  strain: z.nullable(z.string()),
  /** Ct value (lower = more virus); null when negative. */
  value: z.nullable(z.number()),
  cages: z.array(z.string()),
  cageId: z.string(),
  fishGroup: z.nullable(z.string()),
  sample: z.number().check(z.int()),
});
export type PcrResult = z.infer<typeof PcrResult>;
export const Attachment = z.object({
  filename: z.string(),
  url: z.string(),
  cages: z.array(z.string()),
  kind: z.enum(['pdf', 'image']),
});
export type Attachment = z.infer<typeof Attachment>;
export const LabOrder = z.object({
  orderId: z.string(),
  sampledAt: isoDate,
  testedAt: isoDate,
  date: isoDate,
  histology: z.boolean(),
  species: Species,
  diseasesTested: z.array(z.string()),
  pcr: z.array(PcrResult),
  attachments: z.array(Attachment),
});
export type LabOrder = z.infer<typeof LabOrder>;
export const EntityQuery = z.object({ entityType: EntityType, id: Id, genId: z.optional(Id) });
export const LabResponse = z.object({ orders: z.array(LabOrder) });
export type LabResponse = z.infer<typeof LabResponse>;

// ---------------------------------------------------------------- products

export const ProductMetric = z.enum(['overall', 'growth', 'mortality', 'feed', 'parasite']);
export type ProductMetric = z.infer<typeof ProductMetric>;
export const ProductPeriod = z.enum(['duringUse', 'immediate', 'shortTerm', 'midTerm']);
export type ProductPeriod = z.infer<typeof ProductPeriod>;
export const Score = z.object({
  score: z.number().check(z.gte(0)).check(z.lte(100)),
  predictability: z.number().check(z.gte(0)).check(z.lte(1)),
});
export const ProductUsage = z.object({
  id: z.string(),
  startDate: isoDate,
  endDate: z.nullable(isoDate),
  startDaysIn: z.number(),
  endDaysIn: z.nullable(z.number()),
  cageId: z.string(),
  fishGroup: z.nullable(z.string()),
  product: z.string(),
  category: z.string(),
  scores: z.object({
    overall: Score,
    growth: z.record(ProductPeriod, Score),
    mortality: z.record(ProductPeriod, Score),
    feed: z.record(ProductPeriod, Score),
    parasite: z.record(ProductPeriod, Score),
  }),
});
export type ProductUsage = z.infer<typeof ProductUsage>;
export const ProductsResponse = z.object({ usages: z.array(ProductUsage) });
export type ProductsResponse = z.infer<typeof ProductsResponse>;

// ---------------------------------------------------------------- map

export const MAP_DATA_KEYS = ['diseases', 'lice', 'treatments', 'inventory', 'activity'] as const;
export const MapDataKey = z.enum(MAP_DATA_KEYS);
export type MapDataKey = z.infer<typeof MapDataKey>;
export const MAX_MAP_KEYS_PER_REQUEST = 2;

export const MapMarkerInfo = z.object({
  diseases: z.optional(
    z.object({
      count: z.number().check(z.int()),
      value: z.array(
        z.object({
          type: z.string(),
          strain: z.nullable(z.string()),
          status: z.enum(['suspected', 'confirmed']),
          start: isoDate,
          end: z.nullable(isoDate),
        }),
      ),
    }),
  ),
  lice: z.optional(
    z.object({
      female: z.nullable(z.number()),
      mobile: z.nullable(z.number()),
      stationary: z.nullable(z.number()),
      reported: z.boolean(),
    }),
  ),
  inventory: z.optional(z.object({ weight: z.nullable(z.number()), estimated: z.boolean() })),
  treatments: z.optional(
    z.object({
      count: z.number().check(z.int()),
      value: z.array(z.object({ product: z.string(), category: TreatmentCategory })),
    }),
  ),
  activity: z.optional(z.object({ isFallow: z.boolean(), isActive: z.boolean() })),
});
export type MapMarkerInfo = z.infer<typeof MapMarkerInfo>;
export const MapFarmRecord = z.object({
  key: z.string(),
  mainTitle: z.string(),
  area: z.number(),
  position: z.object({ lat: z.number(), lon: z.number() }),
  operator: z.object({ id: z.string(), name: z.string(), initials: z.string(), inPerspective: z.boolean() }),
  info: MapMarkerInfo,
});
export type MapFarmRecord = z.infer<typeof MapFarmRecord>;
export const MapDataQuery = z.object({ data: inputText(LIMITS.name).check(z.minLength(1)) });
export const MapDataResponse = z.object({
  year: z.number().check(z.int()),
  data: z.record(z.string(), z.array(MapFarmRecord)),
});
export type MapDataResponse = z.infer<typeof MapDataResponse>;

// ---------------------------------------------------------------- certification

export const CertificationStatus = z.enum(['certified', 'assessment', 'suspended', 'withdrawn']);
export const Certification = z.object({
  alias: z.string(),
  farmId: z.string(),
  status: z.nullable(CertificationStatus),
  certificationDate: z.nullable(isoDate),
  startDate: z.nullable(isoDate),
  unexplainedLoss: z.number(),
  unexplainedPercent: z.number(),
  farm: z.object({
    id: z.string(),
    label: z.string(),
    municipality: z.string(),
    productionArea: z.number(),
    regions: z.array(z.string()),
    location: z.object({ lat: z.number(), lon: z.number() }),
    operator: z.object({ inPerspective: z.boolean() }),
    owned: z.boolean(),
  }),
});
export type Certification = z.infer<typeof Certification>;
export const AscCompany = z.object({
  organization: z.object({ alias: z.string(), name: z.string() }),
  certs: z.array(Certification),
});
export type AscCompany = z.infer<typeof AscCompany>;
export const AscFarmData = z.object({
  certification: Certification,
  histories: z.array(
    z.object({
      startDate: isoDate,
      status: z.nullable(CertificationStatus),
      unexplainedLoss: z.number(),
      unexplainedPercent: z.number(),
    }),
  ),
  diseases: z.array(z.object({ type: z.string(), start: isoDate, end: z.nullable(isoDate) })),
  escapes: z.array(
    z.object({ date: isoDate, count: z.number().check(z.int()), species: z.string(), size: z.string() }),
  ),
  wildlife: z.array(
    z.object({
      type: z.string(),
      date: isoDate,
      count: z.number().check(z.int()),
      species: z.string(),
      cause: z.string(),
    }),
  ),
  lice: z.array(
    z.object({
      week: z.number().check(z.int()),
      year: z.number().check(z.int()),
      female: z.nullable(z.number()),
      mobile: z.nullable(z.number()),
      stationary: z.nullable(z.number()),
    }),
  ),
  organization: z.object({ alias: z.string(), name: z.string() }),
});
export type AscFarmData = z.infer<typeof AscFarmData>;

// ---------------------------------------------------------------- search

export const SearchQuery = z.object({
  q: z._default(inputText(LIMITS.name), ''),
  limit: z._default(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(200)), 50),
  types: z.optional(inputText(LIMITS.name)),
});
export const SearchResult = z.object({
  entityType: EntityType,
  id: z.string(),
  label: z.string(),
  address: z.nullable(z.string()),
  permissions: EntityPermission,
  generations: z.array(z.object({ season: z.string(), startDate: isoDate })),
  operator: z.nullable(Operator),
  umbrella: z.nullable(z.object({ id: z.string(), name: z.string() })),
  search: z.object({ match: z.string(), score: z.number() }),
});
export type SearchResult = z.infer<typeof SearchResult>;
export const SearchResponse = z.object({ total: z.number().check(z.int()), results: z.array(SearchResult) });
export type SearchResponse = z.infer<typeof SearchResponse>;

// ---------------------------------------------------------------- recommendations

export const ScoreMetric = z.object({ score: z.number(), metrics: z.record(z.string(), z.nullable(z.number())) });
export const TreatmentRecommendation = z.object({
  farmId: z.string(),
  farmName: z.string(),
  address: z.string(),
  cageId: z.string(),
  cageName: z.string(),
  productionId: z.string(),
  /** The generation's name: its season (V24 = stocked in spring 2024), what a farmer calls it. */
  season: z.string(),
  fishGroup: z.nullable(z.string()),
  day: isoDate,
  currentFishCount: z.number(),
  currentFishWeight: z.number(),
  currentSpecies: z.string(),
  daysActive: z.number(),
  recommendation: z.number().check(z.gte(-1)).check(z.lte(1)),
  pass: z.array(z.string()),
  fail: z.array(z.string()),
  caveats: z.array(z.string()),
  label: z.string(),
  metrics: z.object({
    currentAvgFemaleLice: z.nullable(z.number()),
    currentAvgMobileLice: z.nullable(z.number()),
    projectedFemaleLice: z.nullable(z.number()),
    projectedMobileLice: z.nullable(z.number()),
    totalMortalityPercent: z.number(),
    totalStarvationFrequency: z.number(),
    totalTreatmentFrequency: z.number(),
    totalDiseaseFrequency: z.number(),
    daysSinceLastTreatment: z.nullable(z.number()),
    currentFishBiomass: z.number(),
  }),
  scores: z.record(z.string(), z.number()),
  totalStarvationDays: z.number(),
  totalTreatmentDays: z.number(),
  totalDiseaseDays: z.number(),
});
export type TreatmentRecommendation = z.infer<typeof TreatmentRecommendation>;
export const FarmAggregate = z.object({
  farmId: z.string(),
  totalFish: z.number(),
  eligibleFish: z.number(),
  eligibleFishPercent: z.number(),
  eligibleChild: z.number().check(z.int()),
  children: z.number().check(z.int()),
  recommendation: z.number(),
});
export type FarmAggregate = z.infer<typeof FarmAggregate>;
const recommendationShape = {
  entities: z
    .array(z.object({ entityType: EntityType, id: Id, genId: z.optional(Id) }))
    .check(z.minLength(1))
    .check(z.maxLength(200)),
  start: z.optional(isoDate),
  end: z.optional(isoDate),
};
/** Body of the recommendation calls: a range of projections (at most `LIMITS.projectionDays`). */
export const RecommendationRequest = z
  .object(recommendationShape)
  .check(z.superRefine(withRange(LIMITS.projectionDays)));
export type RecommendationRequest = z.infer<typeof RecommendationRequest>;
export const TreatmentPlacesResponse = z.object({
  records: z.array(TreatmentRecommendation),
  farms: z.array(FarmAggregate),
});
export type TreatmentPlacesResponse = z.infer<typeof TreatmentPlacesResponse>;

export const RiskOverviewOption = z.object({
  product: z.string(),
  category: z.string(),
  scores: z.object({
    growth: ScoreMetric,
    mortality: ScoreMetric,
    feed: ScoreMetric,
    lice: ScoreMetric,
    overall: ScoreMetric,
  }),
  profile: z.object({ immediate: z.number(), shortTerm: z.number() }),
  caution: z.boolean(),
});
export type RiskOverviewOption = z.infer<typeof RiskOverviewOption>;
export const MitigationResponse = z.object({
  cageId: z.string(),
  filters: z.array(
    z.object({ min: z.nullable(z.number()), max: z.nullable(z.number()), key: z.string(), formatter: z.string() }),
  ),
  samples: z.number().check(z.int()),
  recommendations: z.array(RiskOverviewOption),
});
export type MitigationResponse = z.infer<typeof MitigationResponse>;
export const MitigationsResponse = z.object({ cages: z.array(MitigationResponse) });
export type MitigationsResponse = z.infer<typeof MitigationsResponse>;

const Band = z.object({ value: z.number(), upper: z.number(), lower: z.number() });
const MarketBand = z.extend(Band, {
  info: z.object({ currency: z.string(), fallback: z.boolean(), species: Species }),
});
export const HarvestRecord = z.object({
  farmId: z.string(),
  farmName: z.string(),
  cageId: z.nullable(z.string()),
  /** The cage's name for a per-cage record; null for a farm record. */
  cageName: z.nullable(z.string()),
  productionId: z.string(),
  day: isoDate,
  populations: z.array(
    z.object({ cageId: z.string(), weight: z.object({ value: z.number() }), count: z.object({ value: z.number() }) }),
  ),
  scores: z.object({ fresh: MarketBand, frozen: MarketBand, count: Band, weight: Band, biomass: Band, superior: Band }),
  quality: z.record(z.enum(['superior', 'ordinary', 'production', 'wreck']), z.number()),
  earnings: z.number(),
  fail: z.nullable(z.enum(['weight', 'hard'])),
  score: z.number(),
});
export type HarvestRecord = z.infer<typeof HarvestRecord>;
export const HarvestResponse = z.object({ records: z.array(HarvestRecord) });
/** Harvest projections: per farm, or with `perCage` one record set per cage of each farm (spec S2 §2). */
export const HarvestRequest = z
  .object({ ...recommendationShape, perCage: z.optional(z.boolean()) })
  .check(z.superRefine(withRange(LIMITS.projectionDays)));
export type HarvestRequest = z.infer<typeof HarvestRequest>;
export type HarvestResponse = z.infer<typeof HarvestResponse>;
export { DiseaseType };
