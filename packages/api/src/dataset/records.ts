/** Generated records around the farms: lab orders, product usages, risks, certifications, notifications, pipelines. */
import type { Notification, Pipeline } from '../contract/account.ts';
import type {
  AscFarmData,
  Certification,
  FarmRisk,
  LabOrder,
  ProductPeriod,
  ProductUsage,
  Risk,
} from '../contract/farm.ts';
import { fromDayNumber, isoWeekOf, toDayNumber } from './calendar.ts';
import { FEED_PRODUCTS } from './products.ts';
import { childRandom, clamp, round, type Random } from './random.ts';
import type { DatasetOrganization, Site } from './types.ts';

interface DatasetLike {
  seed: number;
  today: string;
  sites: Site[];
  organizations: DatasetOrganization[];
  operators: { id: string; name: string; alias: string }[];
}

const memo = new WeakMap<object, Map<string, unknown>>();
const remember = <T>(dataset: object, key: string, build: () => T): T => {
  let map = memo.get(dataset);
  if (!map) {
    map = new Map();
    memo.set(dataset, map);
  }
  if (!map.has(key)) map.set(key, build());
  return map.get(key) as T;
};

/** The diseases a lab order tests for, in the order its results list them. */
export const DISEASES_TESTED = ['PD', 'ILA', 'CMS', 'HSMI', 'AGD'] as const;

// ---------------------------------------------------------------- lab

/** Lab orders of a farm (PCR per sample and attachments), newest first. */
export const getLabOrders = (dataset: DatasetLike, site: Site): LabOrder[] =>
  remember(dataset, `lab:${site.id}`, () => {
    const random = childRandom(dataset.seed, `lab:${site.id}`);
    const todayDay = toDayNumber(dataset.today);
    const firstDay = toDayNumber(`${dataset.today.slice(0, 4)}-01-01`) - 3 * 365;
    const orders: LabOrder[] = [];
    let counter = 0;
    for (const generation of site.generations) {
      const start = Math.max(toDayNumber(generation.startDate) + 21, firstDay);
      const end = Math.min(generation.endDate ? toDayNumber(generation.endDate) : todayDay, todayDay - 4);
      for (let day = start + random.int(0, 20); day <= end; day += random.int(28, 56)) {
        counter += 1;
        const orderId = `LAB-${site.localityNumber}-${String(counter).padStart(3, '0')}`;
        const tested = day + random.int(2, 6);
        const diseasesTested = DISEASES_TESTED.filter((_, index) => index < 2 || random.chance(0.4));
        const cages = generation.cages.filter(() => random.chance(0.35)).slice(0, 4);
        if (cages.length === 0) cages.push(generation.cages[0]!);
        const active = generation.diseases.filter(
          (entry) =>
            entry.suspectedDate <= fromDayNumber(day) &&
            (entry.endDate === null || entry.endDate >= fromDayNumber(day)),
        );
        const pcr: LabOrder['pcr'] = [];
        for (const cage of cages) {
          const group = generation.fishGroups.find((entry) => entry.cageIds.includes(cage.id));
          for (let sample = 1; sample <= random.int(5, 10); sample += 1) {
            for (const disease of diseasesTested) {
              const outbreak = active.find((entry) => entry.type === disease);
              const positive = outbreak ? random.chance(0.75) : random.chance(disease === 'HSMI' ? 0.15 : 0.02);
              pcr.push({
                disease,
                strain: outbreak?.strain ?? (disease === 'PD' ? 'SAV3' : disease === 'ILA' ? 'HPR0' : null),
                value: positive ? round(random.range(outbreak ? 16 : 28, outbreak ? 30 : 37), 1) : null,
                cages: [cage.name],
                cageId: cage.id,
                fishGroup: group?.name ?? null,
                sample,
              });
            }
          }
        }
        const attachments: LabOrder['attachments'] = [
          {
            filename: `${orderId}-report.pdf`,
            url: `/files/lab/${orderId}/${orderId}-report.pdf`,
            cages: cages.map((cage) => cage.name),
            kind: 'pdf',
          },
        ];
        const histology = random.chance(0.35);
        if (histology) {
          for (let index = 1; index <= random.int(1, 3); index += 1) {
            attachments.push({
              filename: `${orderId}-histology-${index}.png`,
              url: `/files/lab/${orderId}/${orderId}-histology-${index}.png`,
              cages: [cages[0]!.name],
              kind: 'image',
            });
          }
        }
        orders.push({
          orderId,
          sampledAt: fromDayNumber(day),
          testedAt: fromDayNumber(tested),
          date: fromDayNumber(tested),
          histology,
          species: generation.species,
          diseasesTested: [...diseasesTested],
          pcr,
          attachments,
        });
      }
    }
    return orders.reverse();
  });

// ---------------------------------------------------------------- products

const PERIODS: ProductPeriod[] = ['duringUse', 'immediate', 'shortTerm', 'midTerm'];

const periodScores = (random: Random, base: number) =>
  Object.fromEntries(
    PERIODS.map((period) => [
      period,
      {
        score: Math.round(clamp(base + random.normal() * 12, 3, 99)),
        predictability: round(random.range(0.3, 0.95), 2),
      },
    ]),
  ) as Record<ProductPeriod, { score: number; predictability: number }>;

/** What the product usages of a generation are made from (a dataset generation, or one read from stored data). */
export interface UsageGeneration {
  id: string;
  startDate: string;
  /** Last day with fish in the sea, or null while at sea. */
  endDate: string | null;
  cages: readonly { id: string }[];
  fishGroups: readonly { name: string; cageIds: readonly string[] }[];
  treatments: readonly {
    date: string;
    product: string;
    category: string;
    cageIds: readonly string[];
  }[];
}

/**
 * Product usages (treatments and feeds per cage) with scores per metric and period, of a farm's generations (in
 * stocking order): a treatment is a usage per treated cage; feeds change with fish size (0, 120 and 300 days after
 * stocking). The scores are the synthetic model's, drawn from `seed` per usage (and per generation and product), so
 * a usage scores the same whatever else the farm holds.
 */
export const productUsagesOf = (
  seed: number,
  siteId: string,
  today: string,
  generations: readonly UsageGeneration[],
): ProductUsage[] => {
  const firstDate = `${Number(today.slice(0, 4)) - 3}-01-01`;
  const usages: ProductUsage[] = [];
  for (const generation of generations) {
    if (generation.endDate !== null && generation.endDate < firstDate) continue;
    const genStart = toDayNumber(generation.startDate);
    const productBase = new Map<string, number>();
    const baseOf = (product: string) => {
      if (!productBase.has(product))
        productBase.set(product, childRandom(seed, `products:${siteId}:${generation.id}:${product}`).range(35, 85));
      return productBase.get(product) as number;
    };
    const fishGroupOf = (cageId: string) =>
      generation.fishGroups.find((group) => group.cageIds.includes(cageId))?.name ?? null;
    for (const treatment of generation.treatments) {
      const day = toDayNumber(treatment.date);
      const length = treatment.category === 'medicinalFeed' ? 7 : treatment.category === 'cleanerFish' ? 70 : 1;
      for (const cageId of treatment.cageIds) {
        const base = baseOf(treatment.product);
        const id = `${cageId}-${treatment.date}-${treatment.product}`;
        const random = childRandom(seed, `products:${id}`);
        usages.push({
          id,
          startDate: treatment.date,
          endDate: fromDayNumber(day + length - 1),
          startDaysIn: day - genStart,
          endDaysIn: day - genStart + length - 1,
          cageId,
          fishGroup: fishGroupOf(cageId),
          product: treatment.product,
          category: treatment.category,
          scores: {
            overall: { score: Math.round(base), predictability: round(random.range(0.4, 0.9), 2) },
            growth: periodScores(random, base - 5),
            mortality: periodScores(random, base - 10),
            feed: periodScores(random, base),
            parasite: periodScores(random, base + 10),
          },
        });
      }
    }
    // Feed products: one usage per cage per feed change (by fish size).
    const end = generation.endDate ? toDayNumber(generation.endDate) : toDayNumber(today);
    const phases = [0, 120, 300].map((offset) => genStart + offset).filter((day) => day < end);
    for (const cage of generation.cages) {
      phases.forEach((day, index) => {
        const product = FEED_PRODUCTS[
          (FEED_PRODUCTS.length - 1 - index + FEED_PRODUCTS.length) % FEED_PRODUCTS.length
        ] as string;
        const next = phases[index + 1];
        const base = baseOf(product);
        const id = `${cage.id}-${fromDayNumber(day)}-${product}`;
        const random = childRandom(seed, `products:${id}`);
        usages.push({
          id,
          startDate: fromDayNumber(day),
          endDate: next === undefined ? (generation.endDate ?? null) : fromDayNumber(next - 1),
          startDaysIn: day - genStart,
          endDaysIn: next === undefined ? (generation.endDate ? end - genStart : null) : next - 1 - genStart,
          cageId: cage.id,
          fishGroup: fishGroupOf(cage.id),
          product,
          category: 'feed',
          scores: {
            overall: { score: Math.round(base), predictability: round(random.range(0.4, 0.9), 2) },
            growth: periodScores(random, base + 5),
            mortality: periodScores(random, base),
            feed: periodScores(random, base + 3),
            parasite: periodScores(random, base - 15),
          },
        });
      });
    }
  }
  return usages
    .filter((usage) => usage.endDate === null || usage.endDate >= firstDate)
    .sort((a, b) => (a.startDate < b.startDate ? 1 : -1));
};

/** Product usages of a dataset farm (`productUsagesOf` over its generations). */
export const getProductUsages = (dataset: DatasetLike, site: Site): ProductUsage[] =>
  remember(dataset, `products:${site.id}`, () =>
    productUsagesOf(dataset.seed, site.id, dataset.today, site.generations),
  );

// ---------------------------------------------------------------- risks

const levelOf = (confidence: number): Risk['forecast'] =>
  confidence >= 65 ? 'high' : confidence >= 35 ? 'moderate' : 'low';

/** What a risk forecast reads of a farm's week: public weekly data and the disease cases active that week. */
export interface RiskWeek {
  /** False when the farm lies fallow (no fish in the sea). */
  isActive: boolean;
  /** Adult female lice per fish, null when not reported. */
  female: number | null;
  seaTemperature: number;
  diseases: readonly { type: string }[];
}

/**
 * Disease risk forecasts (lice, pd, ila) for a farm from its weeks (the last is this week): the synthetic model's,
 * its noise drawn from `seed` per farm.
 */
export const farmRiskOf = (
  seed: number,
  site: { id: string; productionAreaId: number },
  weeks: readonly RiskWeek[],
): FarmRisk => {
  const random = childRandom(seed, `risk:${site.id}`);
  const last = weeks[weeks.length - 1];
  const recent = weeks.slice(-6).filter((week) => week.female !== null);
  if (!last || !last.isActive) {
    return {
      farmId: site.id,
      confidence: 0,
      risks: (['lice', 'pd', 'ila'] as const).map((label) => ({
        label,
        confidence: 0,
        forecast: 'unknown' as const,
        explanation: [],
      })),
    };
  }
  const female = recent.length ? recent.reduce((sum, week) => sum + (week.female as number), 0) / recent.length : 0;
  const trend = recent.length > 1 ? (recent[recent.length - 1]!.female as number) - (recent[0]!.female as number) : 0;
  const pdActive = last.diseases.some((disease) => disease.type === 'PD');
  const pdArea = site.productionAreaId >= 2 && site.productionAreaId <= 7;
  const neighbours = last.diseases.length;
  const lice = clamp(
    Math.round(female * 110 + trend * 80 + (last.seaTemperature - 6) * 3 + random.normal() * 6),
    2,
    98,
  );
  const pd = clamp(Math.round((pdActive ? 80 : pdArea ? 30 : 6) + random.normal() * 8), 1, 99);
  const ila = clamp(
    Math.round(
      (last.diseases.some((disease) => disease.type === 'ILA') ? 85 : 4 + neighbours * 5) + random.normal() * 3,
    ),
    1,
    99,
  );
  const risks: Risk[] = [
    {
      label: 'lice',
      confidence: lice,
      forecast: levelOf(lice),
      explanation: [
        { feature: 'currentAvgFemaleLice', weight: round(clamp(female * 1.4, 0.05, 0.6), 2) },
        { feature: 'seaTemperature', weight: round(clamp((last.seaTemperature - 4) / 25, 0.02, 0.4), 2) },
        { feature: 'liceTrend', weight: round(clamp(Math.abs(trend) * 2, 0.02, 0.3), 2) },
        { feature: 'daysSinceLastTreatment', weight: round(random.range(0.05, 0.2), 2) },
      ],
    },
    {
      label: 'pd',
      confidence: pd,
      forecast: levelOf(pd),
      explanation:
        pdActive || pdArea
          ? [
              { feature: 'productionArea', weight: round(pdArea ? 0.35 : 0.05, 2) },
              { feature: 'nearbyOutbreaks', weight: round(random.range(0.1, 0.3), 2) },
              { feature: 'seaTemperature', weight: round(random.range(0.05, 0.2), 2) },
            ]
          : [],
    },
    {
      label: 'ila',
      confidence: ila,
      forecast: levelOf(ila),
      explanation:
        ila > 20
          ? [
              { feature: 'nearbyOutbreaks', weight: 0.5 },
              { feature: 'fishMovements', weight: 0.2 },
            ]
          : [],
    },
  ];
  return { farmId: site.id, confidence: Math.max(lice, pd, ila), risks };
};

/** Disease risk forecasts (lice, pd, ila) for a dataset farm on the dataset's today. */
export const getFarmRisk = (dataset: DatasetLike, site: Site): FarmRisk =>
  remember(dataset, `risk:${site.id}`, () => farmRiskOf(dataset.seed, site, site.weeks));

// ---------------------------------------------------------------- certification

/** Unexplained loss of a generation: the percentage and the count it means for the fish stocked. */
const unexplainedLoss = (stockedCount: number, percent: number) =>
  stockedCount > 0
    ? { unexplainedLoss: Math.round((stockedCount * percent) / 100), unexplainedPercent: percent }
    : { unexplainedLoss: 0, unexplainedPercent: 0 };

/** Operators (by index) whose farms hold ASC certificates, with the share of their farms certified. */
const CERTIFIED_OPERATORS = [0, 1, 3, 4, 7];

export const getCertifications = (dataset: DatasetLike): Certification[] =>
  remember(dataset, 'certs', () => {
    const random = childRandom(dataset.seed, 'certs');
    const certs: Certification[] = [];
    for (const index of CERTIFIED_OPERATORS) {
      const operator = dataset.operators[index];
      if (!operator) continue;
      for (const site of dataset.sites.filter((entry) => entry.operatorId === operator.id)) {
        if (!random.chance(0.65)) continue;
        const roll = random.next();
        const status =
          roll < 0.7
            ? 'certified'
            : roll < 0.82
              ? 'assessment'
              : roll < 0.92
                ? 'suspended'
                : roll < 0.96
                  ? 'withdrawn'
                  : null;
        // The current certification covers the farm's latest generation (its start is that generation's start).
        const start = site.generations.at(-1)?.startDate ?? null;
        certs.push({
          alias: operator.alias,
          farmId: site.id,
          status,
          certificationDate: status === 'certified' ? start : null,
          startDate: start,
          ...unexplainedLoss(
            site.generations.at(-1)?.stockedCount ?? 0,
            round(childRandom(dataset.seed, `asc-loss:${site.id}`).range(0, 1.8), 2),
          ),
          farm: {
            id: site.id,
            label: site.name,
            municipality: site.municipality,
            productionArea: site.productionAreaId,
            regions: [site.municipality],
            location: { lat: site.lat, lon: site.lon },
            operator: { inPerspective: false },
            owned: false,
          },
        });
      }
    }
    return certs;
  });

/** The wild animals met at farms, each with its kind. */
const WILDLIFE = [
  { species: 'Grey heron', type: 'Bird' },
  { species: 'Great cormorant', type: 'Bird' },
  { species: 'Harbour seal', type: 'Mammal' },
  { species: 'Grey seal', type: 'Mammal' },
  { species: 'European otter', type: 'Mammal' },
] as const;

/** The confirmed disease cases of every generation of a farm (the certification page's diseases). */
export const getConfirmedDiseases = (site: Site): AscFarmData['diseases'] =>
  site.generations.flatMap((generation) =>
    generation.diseases
      .filter((entry) => entry.confirmedDate !== null)
      .map((entry) => ({ type: entry.type, start: entry.confirmedDate as string, end: entry.endDate })),
  );

/** Public certification page data of one farm (undefined when the farm holds no certificate). */
export const getAscFarmData = (dataset: DatasetLike, site: Site): AscFarmData | undefined => {
  const certification = getCertifications(dataset).find((cert) => cert.farmId === site.id);
  if (!certification) return undefined;
  const operator = dataset.operators.find((entry) => entry.id === site.operatorId)!;
  const random = childRandom(dataset.seed, `asc:${site.id}`);
  // The generations before the one the current certification covers.
  const histories = site.generations
    .slice(0, -1)
    .filter((generation) => generation.endDate !== null)
    .slice(-4)
    .map((generation) => ({
      startDate: generation.startDate,
      status: random.chance(0.85) ? ('certified' as const) : ('suspended' as const),
      ...unexplainedLoss(generation.stockedCount, round(random.range(0, 2.2), 2)),
    }));
  const escapes = site.generations.flatMap((generation) =>
    random.chance(0.12)
      ? [
          {
            date: fromDayNumber(toDayNumber(generation.startDate) + random.int(30, 300)),
            count: random.int(5, 4000),
            species: 'Atlantic salmon',
            size: random.pick(['0.5–1 kg', '1–2 kg', '2–4 kg']),
          },
        ]
      : [],
  );
  const wildlife = site.generations.flatMap((generation) =>
    Array.from({ length: random.int(0, 3) }, () => {
      const { species, type } = random.pick(WILDLIFE);
      return {
        type,
        date: fromDayNumber(toDayNumber(generation.startDate) + random.int(10, 400)),
        count: random.int(1, 4),
        species,
        cause: random.pick(['Entanglement', 'Lethal action', 'Drowning']),
      };
    }),
  );
  return {
    certification,
    histories,
    diseases: getConfirmedDiseases(site),
    escapes: escapes.filter((entry) => entry.date <= dataset.today),
    wildlife: wildlife.filter((entry) => entry.date <= dataset.today).sort((a, b) => (a.date < b.date ? -1 : 1)),
    lice: site.weeks.slice(-52).map((week) => ({
      week: week.week,
      year: week.year,
      female: week.female,
      mobile: week.mobile,
      stationary: week.stationary,
    })),
    organization: { alias: operator.alias, name: operator.name },
  };
};

// ---------------------------------------------------------------- notifications

interface Place {
  lat: number;
  lon: number;
}

const distanceKm = (a: Place, b: Place): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
};

/** A farm of the organization as the notifications read it. */
export interface NotifiedFarm extends Place {
  id: string;
  name: string;
  /** The id of its latest generation, or null. */
  lastGenerationId: string | null;
}

/** A disease case as the "disease detected" notifications read it. */
export interface NotifiedCase {
  site: Place & { id: string; name: string };
  type: string;
  strain: string | null;
  suspectedDate: string;
  confirmedDate: string | null;
  /** The generation at sea at the site when the case was suspected, and its first cages (ids). */
  generationId: string | null;
  cageIds: string[];
}

/** The notifications' window: the last year up to today; older than 4 weeks are read at first. */
const notificationWindow = (today: string) => ({
  since: fromDayNumber(toDayNumber(today) - 365),
  readBefore: fromDayNumber(toDayNumber(today) - 28),
});

/**
 * "Disease detected": a disease case suspected or confirmed in the last year within 60 km of one of the farms (or at
 * it: then with its generation and first three cages), one notification per site, disease and day.
 */
export const diseaseDetectedNotifications = (
  today: string,
  own: readonly NotifiedFarm[],
  cases: Iterable<NotifiedCase>,
): Notification[] => {
  const { since, readBefore } = notificationWindow(today);
  const values: Notification[] = [];
  for (const outbreak of cases) {
    const { site } = outbreak;
    const date = outbreak.confirmedDate ?? outbreak.suspectedDate;
    if (date < since || date > today) continue;
    let nearest: { farm: NotifiedFarm; distance: number } | null = null;
    for (const farm of own) {
      const distance = farm.id === site.id ? 0 : distanceKm(farm, site);
      if (distance <= 60 && (!nearest || distance < nearest.distance)) nearest = { farm, distance };
    }
    if (!nearest) continue;
    const { year, week } = isoWeekOf(toDayNumber(date));
    values.push({
      id: `ntf-${site.id}-${outbreak.type}-${date}`,
      event: 'disease-detected',
      type: outbreak.type,
      isRead: date < readBefore,
      week,
      year,
      farmId: nearest.farm.id,
      productionId: nearest.distance === 0 ? outbreak.generationId : null,
      distance: round(nearest.distance, 1),
      doc: {
        date: `${date}T08:00:00Z`,
        severity: outbreak.confirmedDate ? 'severe' : 'warning',
        cageIds: nearest.distance === 0 ? outbreak.cageIds.slice(0, 3) : [],
        disease: { type: outbreak.type, strain: outbreak.strain },
        label: `${outbreak.type} ${outbreak.confirmedDate ? 'confirmed' : 'suspected'} at ${site.name}`,
        change: null,
      },
    });
  }
  return values;
};

/** "Risk changed": the synthetic risk model's level changes of each farm over the last year (drawn per umbrella). */
export const riskChangeNotifications = (
  seed: number,
  umbrellaOrganizationId: string,
  today: string,
  own: readonly NotifiedFarm[],
): Notification[] => {
  const random = childRandom(seed, `notifications:${umbrellaOrganizationId}`);
  const { readBefore } = notificationWindow(today);
  const values: Notification[] = [];
  const levels = ['low', 'moderate', 'high'] as const;
  for (const farm of own) {
    let previous: (typeof levels)[number] = 'low';
    for (let offset = 364; offset >= 0; offset -= random.int(10, 40)) {
      const date = fromDayNumber(toDayNumber(today) - offset);
      const label = random.pick(['lice', 'pd', 'ila'] as const);
      const current = levels[clamp(levels.indexOf(previous) + random.pick([-1, 1]), 0, 2)] as (typeof levels)[number];
      if (current === previous) continue;
      const { year, week } = isoWeekOf(toDayNumber(date));
      values.push({
        id: `ntf-${farm.id}-risk-${label}-${date}`,
        event: 'risk-disease',
        type: label,
        isRead: date < readBefore,
        week,
        year,
        farmId: farm.id,
        productionId: farm.lastGenerationId,
        distance: null,
        doc: {
          date: `${date}T06:00:00Z`,
          severity: current === 'high' ? 'severe' : 'warning',
          cageIds: [],
          disease: { type: label.toUpperCase(), strain: null },
          label: `${label.toUpperCase()} risk ${current} at ${farm.name}`,
          change: { current, previous },
        },
      });
      previous = current;
    }
  }
  return values;
};

/** Notifications newest first, one per id. */
export const sortNotifications = (values: readonly Notification[]): Notification[] =>
  [...new Map(values.map((value) => [value.id, value])).values()].sort((a, b) =>
    a.doc.date < b.doc.date ? 1 : a.doc.date > b.doc.date ? -1 : a.id.localeCompare(b.id),
  );

/** Notifications of an umbrella organization over the last year, newest first (initial read state: older than 4 weeks are read). */
export const getNotifications = (dataset: DatasetLike, umbrellaOrganizationId: string): Notification[] =>
  remember(dataset, `notifications:${umbrellaOrganizationId}`, () => {
    const umbrella = dataset.organizations.find((org) => org.id === umbrellaOrganizationId);
    if (!umbrella) return [];
    const farmIds = new Set(
      dataset.organizations
        .filter((org) => org.umbrellaOrganizationId === umbrellaOrganizationId)
        .flatMap((org) => org.farmIds),
    );
    const own = dataset.sites
      .filter((site) => farmIds.has(site.id))
      .map((site) => ({ ...site, lastGenerationId: site.generations.at(-1)?.id ?? null }));
    const cases = dataset.sites.flatMap((site) =>
      site.generations.flatMap((generation) =>
        generation.diseases.map((outbreak) => ({
          site,
          type: outbreak.type,
          strain: outbreak.strain,
          suspectedDate: outbreak.suspectedDate,
          confirmedDate: outbreak.confirmedDate,
          generationId: generation.id,
          cageIds: generation.cages.slice(0, 3).map((cage) => cage.id),
        })),
      ),
    );
    return sortNotifications([
      ...diseaseDetectedNotifications(dataset.today, own, cases),
      ...riskChangeNotifications(dataset.seed, umbrellaOrganizationId, dataset.today, own),
    ]);
  });

// ---------------------------------------------------------------- pipelines

/** The import pipelines of an organization, one per kind of record (as the server's import templates). */
const PIPELINES = [
  { kind: 'cageDays', name: 'Daily cage data' },
  { kind: 'treatments', name: 'Treatments' },
  { kind: 'liceCounts', name: 'Lice counts' },
  { kind: 'labResults', name: 'Lab results' },
  { kind: 'harvests', name: 'Harvests' },
];

/** Data pipeline status rows of an organization (freshness varies: okay, warning, severe, disabled). */
export const getPipelines = (dataset: DatasetLike, organization: DatasetOrganization): Pipeline[] =>
  remember(dataset, `pipelines:${organization.id}`, () => {
    if (organization.farmIds.length === 0) return [];
    const random = childRandom(dataset.seed, `pipelines:${organization.id}`);
    const today = toDayNumber(dataset.today);
    return PIPELINES.map(({ kind, name }, index) => {
      const age = [0, 1, 4, 12, 2][index] as number;
      const disabled = index === 4 && random.chance(0.5);
      const at = (days: number, hour: number) =>
        `${fromDayNumber(today - days)}T${String(hour).padStart(2, '0')}:15:00Z`;
      return {
        kind,
        organization: { id: organization.id, name: organization.name },
        pipeline: name,
        lastSuccess: at(age, 4 + index),
        lastExtract: at(Math.max(0, age - 1), 3 + index),
        mostRecentDataPoint: at(age + 1, 23),
        isDisabled: disabled,
      };
    });
  });
