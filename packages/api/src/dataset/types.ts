/** Plain data types of the synthetic dataset (what `createDataset` returns). */
import type { ProductionAreaId } from '../domain/productionAreas.ts';
import type { DiseaseType, Locale, OrgRole, Species, Tier, TreatmentCategory } from '../contract/common.ts';
import type { Cage, FishGroup } from '../contract/farm.ts';

export type DiseaseStatus = 'suspected' | 'confirmed';

export interface DatasetOperator {
  id: string;
  name: string;
  /** Lower-case alias used by the public certification pages (/asc/company/{alias}). */
  alias: string;
  /** Initials shown inside map markers when the operator is in perspective. */
  initials: string;
  /** Production areas where the operator mainly farms. */
  homeAreas: ProductionAreaId[];
}

export interface DiseaseOutbreak {
  type: DiseaseType;
  strain: string;
  /** First day (YYYY-MM-DD) the disease was suspected. */
  suspectedDate: string;
  /** Day it was confirmed, or null if it stayed suspected. */
  confirmedDate: string | null;
  /** Day the outbreak was declared over (or null while ongoing). */
  endDate: string | null;
}

export interface TreatmentEvent {
  date: string;
  product: string;
  category: TreatmentCategory;
  /** Cages treated (all cages of the generation when not every cage was treated: a subset). */
  cageIds: string[];
}

/** A generation (production cycle, "season") at a site. */
export interface SiteGeneration {
  id: string;
  siteId: string;
  /** Season label, e.g. 'V24' (spring 2024 stocking) or 'H23' (autumn 2023 stocking). */
  season: string;
  species: Species;
  startDate: string;
  /** First harvest (slaughter) day, or null when still growing. */
  harvestStartDate: string | null;
  /** Last day with fish in the sea, or null when still at sea on `today`. */
  endDate: string | null;
  stockedCount: number;
  /** Mean weight at stocking, kg. */
  stockingWeight: number;
  /** Thermal growth coefficient used for this generation. */
  tgc: number;
  cages: Cage[];
  fishGroups: FishGroup[];
  diseases: DiseaseOutbreak[];
  treatments: TreatmentEvent[];
}

/** Public weekly data of one site (one entry per dataset week, aligned with `Dataset.weeks`). */
export interface SiteWeek {
  year: number;
  week: number;
  /** True when no fish are in the sea. */
  isFallow: boolean;
  /** False when the site has no production this week (fallow or out of use). */
  isActive: boolean;
  /** Whether lice were reported this week. When false the lice fields are null ("not reported", not 0). */
  liceReported: boolean;
  female: number | null;
  mobile: number | null;
  stationary: number | null;
  /** Mean sea temperature at 3 m, °C. */
  seaTemperature: number;
  /** Fish, mean weight (kg) and standing biomass (tonnes) at the end of the week's last day with fish. */
  fishCount: number | null;
  fishWeight: number | null;
  biomass: number | null;
  mortalityCount: number;
  /** Dead fish this week as a percentage of fish at the start of the week (or stocked that week). */
  mortalityPercent: number;
  /** Fish harvested (slaughtered) this week and their biomass, tonnes. */
  harvestCount: number;
  harvestBiomass: number;
  /** Feed fed this week, kg. */
  feed: number;
  diseases: { type: DiseaseType; strain: string; status: DiseaseStatus; start: string; end: string | null }[];
  treatments: { product: string; category: TreatmentCategory }[];
  /** Welfare score 0–100 (null when fallow). */
  welfareScore: number | null;
  generationId: string | null;
}

export interface Site {
  id: string;
  name: string;
  localityNumber: number;
  lat: number;
  lon: number;
  productionAreaId: ProductionAreaId;
  municipality: string;
  address: string;
  operatorId: string;
  /** Maximum allowed biomass (MTB), tonnes. */
  maxBiomass: number;
  species: Species;
  /** Whether the site has fish in the sea on `today`. */
  isActive: boolean;
  /** Whether the site lies fallow on `today` (no fish, between generations). */
  isFallow: boolean;
  /** True when the site belongs to a demo organization (full private detail through `getFarmDetail`). */
  demo: boolean;
  generations: SiteGeneration[];
  /** Weekly public data aligned with `Dataset.weeks`. */
  weeks: SiteWeek[];
}

export interface DatasetWeek {
  year: number;
  week: number;
  /** 'YYYY-WW' */
  label: string;
  /** Monday of the week, YYYY-MM-DD. */
  start: string;
}

export interface DatasetOrganization {
  id: string;
  name: string;
  tier: Tier;
  umbrellaOrganizationId: string;
  parentOrganizationId: string | null;
  farmIds: string[];
}

export interface DatasetUser {
  id: string;
  name: string;
  email: string;
  title: string;
  picture: string;
  language: Locale;
  darkModeOn: boolean;
  tier: Tier;
  isConfirmed: boolean;
  verifiedEmail: boolean;
  verificationSent: boolean;
  defaultOrganizationId: string | null;
  /** Short description for the dev login page. */
  demoRole: string;
  password: string;
}

export interface DatasetMembership {
  id: string;
  organizationId: string;
  userId: string;
  orgRole: OrgRole;
  createdAt: string;
  addedBy: string | null;
}
