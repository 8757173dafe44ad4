/** Spec 2 §3 entities: entities, generations, timelines, conditions, map, risks, lab, products, recommendations, certification. */
import { z } from 'zod';
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
  endDate: isoDate.nullable(),
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
  operator: Operator.nullable(),
  searchTerms: z.array(z.string()),
  productionArea: z.number().nullable(),
  municipality: z.string().nullable(),
  organizations: z.array(z.object({ id: z.string(), name: z.string() })),
  maxBiomass: z.number().nullable(),
  address: z.string().nullable(),
  localityNumber: z.number().nullable(),
  position: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  species: Species.nullable(),
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
    genId: Id.optional(),
    start: isoDate,
    end: isoDate,
    /**
     * Comma list of sensor keys: 'farm', cage ids or fish group ids (default 'farm'). For an organization: ids of
     * its farms, each answered as its own series (sensor = the farm id) beside the organization's aggregate.
     */
    sensorKeys: SensorKeys.optional(),
    /** Timeline tables to return. */
    fields: z.array(TimelineKey).min(1).max(TimelineKey.options.length),
    /** Group column to split by (the table's default group when absent, e.g. reason for mortalities). */
    group: inputText(LIMITS.name).optional(),
    agg: Aggregation.default('day'),
  })
  .superRefine(withRange(LIMITS.rangeDays));
export type TimelineRequest = z.input<typeof TimelineRequest>;

export const TimelineRow = z.object({
  date: isoDate,
  sensor: z.string(),
  group: z.string().nullable(),
  values: z.record(z.string(), z.number().nullable()),
  details: z.string().optional(),
});
export type TimelineRow = z.infer<typeof TimelineRow>;

export const TimelineTable = z.object({
  fields: z.array(z.string()),
  group: z.string().nullable(),
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
  updatedAt: isoDate.nullable(),
  daysActive: z.number().nullable(),
  generation: z.object({ id: z.string(), label: z.string(), expectedDaysActive: z.number() }).nullable(),
  currentFishCount: z.number().nullable(),
  /** Mean weight, kg. */
  currentFishWeight: z.number().nullable(),
  /** Standing biomass, kg. */
  currentFishBiomass: z.number().nullable(),
  /** The generation's dead fish ÷ fish stocked (the stocking event), %. */
  totalMortalityPercent: z.number().nullable(),
  trendDailyMortalityPercent: z.number().nullable(),
  /** Fish stocked at the generation's stocking event. */
  totalStockedFishCount: z.number().nullable(),
  /** The generation's dead fish since stocking. */
  totalMortalityCount: z.number().nullable(),
  /**
   * The Veterinary Institute's yearly mortality, %: the monthly rates (dead ÷ mean fish at risk) of the last 12
   * months summed, over every generation at sea.
   */
  yearlyMortalityPercent: z.number().nullable(),
  /** The months behind `yearlyMortalityPercent` (YYYY-MM): dead fish and mean fish at risk. */
  monthlyMortality: z.array(z.object({ month: z.string(), dead: z.number(), fishAtRisk: z.number() })),
  /** Feed fed to the generation in the data window, kg. */
  totalFeed: z.number().nullable(),
  /** Biomass gained by the generation in the data window (harvested, dead and standing growth), kg. */
  totalBiomassGained: z.number().nullable(),
  /** Biomass of the fish that died in the data window (their weight at death), kg. */
  totalDeadBiomass: z.number().nullable(),
  totalFeedOverBiomass: z.number().nullable(),
  trendFeedOverBiomass: z.number().nullable(),
  /** Feed ÷ biomass gained, dead fish's growth included. */
  totalBiologicalFCR: z.number().nullable(),
  /** Feed ÷ biomass gained less the biomass lost to mortality. */
  totalEconomicFCR: z.number().nullable(),
  currentSeaTemperature: z.number().nullable(),
  currentOxygen: z.number().nullable(),
  currentSalinity: z.number().nullable(),
  currentConfirmedDiseases: z.string(),
  currentAvgFemaleLice: z.number().nullable(),
  currentAvgMobileLice: z.number().nullable(),
  currentLastTreatmentCategory: z.string().nullable(),
  currentLastTreatmentDate: isoDate.nullable(),
});
export type Conditions = z.infer<typeof Conditions>;

export const ConditionsRequest = z.object({
  entities: z
    .array(z.object({ entityType: EntityType, id: Id, genId: Id.optional() }))
    .min(1)
    .max(200),
});
export type ConditionsRequest = z.infer<typeof ConditionsRequest>;
export const ConditionsResponse = z.object({ conditions: z.array(Conditions) });
export type ConditionsResponse = z.infer<typeof ConditionsResponse>;

// ---------------------------------------------------------------- benchmark categorizations

export const CategorizationRequest = z
  .object({
    entityType: EntityType,
    id: Id,
    genId: Id.optional(),
    start: isoDate.optional(),
    end: isoDate.optional(),
  })
  .superRefine(withRange(LIMITS.rangeDays));
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
  confidence: z.number().min(0).max(100),
  forecast: RiskLevel,
  explanation: z.array(z.object({ feature: z.string(), weight: z.number() })),
});
export type Risk = z.infer<typeof Risk>;
export const FarmRisk = z.object({ farmId: z.string(), confidence: z.number().min(0).max(100), risks: z.array(Risk) });
export type FarmRisk = z.infer<typeof FarmRisk>;
export const RisksRequest = z.object({ farmIds: z.array(Id).max(LIMITS.ids).optional() });
export const RisksResponse = z.object({ farms: z.array(FarmRisk) });
export type RisksResponse = z.infer<typeof RisksResponse>;

// ---------------------------------------------------------------- lab

export const PcrResult = z.object({
  disease: z.string(),
  strain: z.string().nullable(),
  /** Ct value (lower = more virus); null when negative. */
  value: z.number().nullable(),
  cages: z.array(z.string()),
  cageId: z.string(),
  fishGroup: z.string().nullable(),
  sample: z.number().int(),
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
export const EntityQuery = z.object({ entityType: EntityType, id: Id, genId: Id.optional() });
export const LabResponse = z.object({ orders: z.array(LabOrder) });
export type LabResponse = z.infer<typeof LabResponse>;

// ---------------------------------------------------------------- products

export const ProductMetric = z.enum(['overall', 'growth', 'mortality', 'feed', 'parasite']);
export type ProductMetric = z.infer<typeof ProductMetric>;
export const ProductPeriod = z.enum(['duringUse', 'immediate', 'shortTerm', 'midTerm']);
export type ProductPeriod = z.infer<typeof ProductPeriod>;
export const Score = z.object({ score: z.number().min(0).max(100), predictability: z.number().min(0).max(1) });
export const ProductUsage = z.object({
  id: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  startDaysIn: z.number(),
  endDaysIn: z.number().nullable(),
  cageId: z.string(),
  fishGroup: z.string().nullable(),
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
  diseases: z
    .object({
      count: z.number().int(),
      value: z.array(
        z.object({
          type: z.string(),
          strain: z.string().nullable(),
          status: z.enum(['suspected', 'confirmed']),
          start: isoDate,
          end: isoDate.nullable(),
        }),
      ),
    })
    .optional(),
  lice: z
    .object({
      female: z.number().nullable(),
      mobile: z.number().nullable(),
      stationary: z.number().nullable(),
      reported: z.boolean(),
    })
    .optional(),
  inventory: z.object({ weight: z.number().nullable(), estimated: z.boolean() }).optional(),
  treatments: z
    .object({ count: z.number().int(), value: z.array(z.object({ product: z.string(), category: TreatmentCategory })) })
    .optional(),
  activity: z.object({ isFallow: z.boolean(), isActive: z.boolean() }).optional(),
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
export const MapDataQuery = z.object({ data: inputText(LIMITS.name).min(1) });
export const MapDataResponse = z.object({ year: z.number().int(), data: z.record(z.string(), z.array(MapFarmRecord)) });
export type MapDataResponse = z.infer<typeof MapDataResponse>;

// ---------------------------------------------------------------- certification

export const CertificationStatus = z.enum(['certified', 'assessment', 'suspended', 'withdrawn']);
export const Certification = z.object({
  alias: z.string(),
  farmId: z.string(),
  status: CertificationStatus.nullable(),
  certificationDate: isoDate.nullable(),
  startDate: isoDate.nullable(),
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
      status: CertificationStatus.nullable(),
      unexplainedLoss: z.number(),
      unexplainedPercent: z.number(),
    }),
  ),
  diseases: z.array(z.object({ type: z.string(), start: isoDate, end: isoDate.nullable() })),
  escapes: z.array(z.object({ date: isoDate, count: z.number().int(), species: z.string(), size: z.string() })),
  wildlife: z.array(
    z.object({ type: z.string(), date: isoDate, count: z.number().int(), species: z.string(), cause: z.string() }),
  ),
  lice: z.array(
    z.object({
      week: z.number().int(),
      year: z.number().int(),
      female: z.number().nullable(),
      mobile: z.number().nullable(),
      stationary: z.number().nullable(),
    }),
  ),
  organization: z.object({ alias: z.string(), name: z.string() }),
});
export type AscFarmData = z.infer<typeof AscFarmData>;

// ---------------------------------------------------------------- search

export const SearchQuery = z.object({
  q: inputText(LIMITS.name).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  types: inputText(LIMITS.name).optional(),
});
export const SearchResult = z.object({
  entityType: EntityType,
  id: z.string(),
  label: z.string(),
  address: z.string().nullable(),
  permissions: EntityPermission,
  generations: z.array(z.object({ season: z.string(), startDate: isoDate })),
  operator: Operator.nullable(),
  umbrella: z.object({ id: z.string(), name: z.string() }).nullable(),
  search: z.object({ match: z.string(), score: z.number() }),
});
export type SearchResult = z.infer<typeof SearchResult>;
export const SearchResponse = z.object({ total: z.number().int(), results: z.array(SearchResult) });
export type SearchResponse = z.infer<typeof SearchResponse>;

// ---------------------------------------------------------------- recommendations

export const ScoreMetric = z.object({ score: z.number(), metrics: z.record(z.string(), z.number().nullable()) });
export const TreatmentRecommendation = z.object({
  farmId: z.string(),
  farmName: z.string(),
  address: z.string(),
  cageId: z.string(),
  cageName: z.string(),
  productionId: z.string(),
  /** The generation's name: its season (V24 = stocked in spring 2024), what a farmer calls it. */
  season: z.string(),
  fishGroup: z.string().nullable(),
  day: isoDate,
  currentFishCount: z.number(),
  currentFishWeight: z.number(),
  currentSpecies: z.string(),
  daysActive: z.number(),
  recommendation: z.number().min(-1).max(1),
  pass: z.array(z.string()),
  fail: z.array(z.string()),
  caveats: z.array(z.string()),
  label: z.string(),
  metrics: z.object({
    currentAvgFemaleLice: z.number().nullable(),
    currentAvgMobileLice: z.number().nullable(),
    projectedFemaleLice: z.number().nullable(),
    projectedMobileLice: z.number().nullable(),
    totalMortalityPercent: z.number(),
    totalStarvationFrequency: z.number(),
    totalTreatmentFrequency: z.number(),
    totalDiseaseFrequency: z.number(),
    daysSinceLastTreatment: z.number().nullable(),
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
  eligibleChild: z.number().int(),
  children: z.number().int(),
  recommendation: z.number(),
});
export type FarmAggregate = z.infer<typeof FarmAggregate>;
const recommendationShape = {
  entities: z
    .array(z.object({ entityType: EntityType, id: Id, genId: Id.optional() }))
    .min(1)
    .max(200),
  start: isoDate.optional(),
  end: isoDate.optional(),
};
/** Body of the recommendation calls: a range of projections (at most `LIMITS.projectionDays`). */
export const RecommendationRequest = z.object(recommendationShape).superRefine(withRange(LIMITS.projectionDays));
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
    z.object({ min: z.number().nullable(), max: z.number().nullable(), key: z.string(), formatter: z.string() }),
  ),
  samples: z.number().int(),
  recommendations: z.array(RiskOverviewOption),
});
export type MitigationResponse = z.infer<typeof MitigationResponse>;
export const MitigationsResponse = z.object({ cages: z.array(MitigationResponse) });
export type MitigationsResponse = z.infer<typeof MitigationsResponse>;

const Band = z.object({ value: z.number(), upper: z.number(), lower: z.number() });
const MarketBand = Band.extend({ info: z.object({ currency: z.string(), fallback: z.boolean(), species: Species }) });
export const HarvestRecord = z.object({
  farmId: z.string(),
  farmName: z.string(),
  cageId: z.string().nullable(),
  /** The cage's name for a per-cage record; null for a farm record. */
  cageName: z.string().nullable(),
  productionId: z.string(),
  day: isoDate,
  populations: z.array(
    z.object({ cageId: z.string(), weight: z.object({ value: z.number() }), count: z.object({ value: z.number() }) }),
  ),
  scores: z.object({ fresh: MarketBand, frozen: MarketBand, count: Band, weight: Band, biomass: Band, superior: Band }),
  quality: z.record(z.enum(['superior', 'ordinary', 'production', 'wreck']), z.number()),
  earnings: z.number(),
  fail: z.enum(['weight', 'hard']).nullable(),
  score: z.number(),
});
export type HarvestRecord = z.infer<typeof HarvestRecord>;
export const HarvestResponse = z.object({ records: z.array(HarvestRecord) });
/** Harvest projections: per farm, or with `perCage` one record set per cage of each farm (spec S2 §2). */
export const HarvestRequest = z
  .object({ ...recommendationShape, perCage: z.boolean().optional() })
  .superRefine(withRange(LIMITS.projectionDays));
export type HarvestRequest = z.infer<typeof HarvestRequest>;
export type HarvestResponse = z.infer<typeof HarvestResponse>;
export { DiseaseType };
