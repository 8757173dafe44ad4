import { createDataset, getCurrentWeek, getMapWeek, type Dataset, type MapWeekRow } from '@havbruk/api/dataset';
import {
  defaultChartTheme,
  themeScale,
  type ChartTheme,
  type FarmMapLabels,
  type MapColorScale,
  type MapLegend,
  type MapPointFeature,
} from '@havbruk/charts';
import { welfareScores } from '../../machines/welfareScores.ts';

/**
 * Story data for the farm map: the synthetic dataset's 1,000 sites, one metric at a time, with
 * English labels (the charts package holds no UI text; in the app they come from the ui i18n).
 */
export const dataset: Dataset = createDataset({ yearsBack: 1 });
export const currentWeek = getCurrentWeek(dataset);

export type MapMetric =
  'welfareScore' | 'diseases' | 'fishWeight' | 'liceFemale' | 'liceMobile' | 'liceStationary' | 'treatments';

interface MetricSpec {
  title: string;
  start: string;
  end: string;
  min: number;
  max: number;
  direction: 'higherIsBetter' | 'higherIsWorse';
  mode?: 'step';
  value: (row: MapWeekRow) => number | null;
}

const scoresByWeek = new Map<string, Map<string, number>>();
/** The map's welfare score of a row (the machines' performance index × 100), null when fallow. */
const welfareOf = (row: MapWeekRow): number | null => {
  const key = `${row.year}-${row.week}`;
  let scores = scoresByWeek.get(key);
  if (!scores) {
    scores = welfareScores(dataset, row.year, row.week);
    scoresByWeek.set(key, scores);
  }
  const score = scores.get(row.siteId) ?? -1;
  return score < 0 ? null : score * 100;
};

export const METRICS: Record<MapMetric, MetricSpec> = {
  welfareScore: {
    title: 'Welfare score',
    start: 'Worst',
    end: 'Best',
    min: 0,
    max: 100,
    direction: 'higherIsBetter',
    value: (r) => welfareOf(r),
  },
  diseases: {
    title: 'Diseases',
    start: 'None',
    end: 'Confirmed',
    min: 0,
    max: 2,
    direction: 'higherIsWorse',
    mode: 'step',
    value: (r) => (r.isFallow ? null : r.diseases.length),
  },
  fishWeight: {
    title: 'Fish weight (kg)',
    start: '0 kg',
    end: '6 kg',
    min: 0,
    max: 6,
    direction: 'higherIsBetter',
    value: (r) => r.fishWeight,
  },
  liceFemale: {
    title: 'Adult female lice',
    start: '0',
    end: '0.5+',
    min: 0,
    max: 0.5,
    direction: 'higherIsWorse',
    value: (r) => r.female,
  },
  liceMobile: {
    title: 'Mobile lice',
    start: '0',
    end: '3+',
    min: 0,
    max: 3,
    direction: 'higherIsWorse',
    value: (r) => r.mobile,
  },
  liceStationary: {
    title: 'Stationary lice',
    start: '0',
    end: '0.08+',
    min: 0,
    max: 0.08,
    direction: 'higherIsWorse',
    value: (r) => r.stationary,
  },
  treatments: {
    title: 'Treatments',
    start: 'None',
    end: 'Treated',
    min: 0,
    max: 2,
    direction: 'higherIsWorse',
    mode: 'step',
    value: (r) => (r.isFallow ? null : r.treatments.length),
  },
};

export const scaleFor = (metric: MapMetric, theme: ChartTheme = defaultChartTheme): MapColorScale => {
  const spec = METRICS[metric];
  return themeScale(theme, spec.min, spec.max, spec.direction, spec.mode ?? 'linear');
};

export const legendFor = (metric: MapMetric): MapLegend => ({
  title: METRICS[metric].title,
  startLabel: METRICS[metric].start,
  endLabel: METRICS[metric].end,
});

const operators = new Map(dataset.operators.map((operator) => [operator.id, operator]));
/** Operators "in perspective": those of the demo organizations (the signed-in user's companies). */
const inPerspective = new Set(dataset.sites.filter((site) => site.demo).map((site) => site.operatorId));

const number = (value: number | null, decimals: number) => (value === null ? 'Not reported' : value.toFixed(decimals));

const popupRows = (row: MapWeekRow) => [
  { label: 'Livestock weight', value: row.fishWeight === null ? '–' : `${row.fishWeight.toFixed(2)} kg` },
  {
    label: 'Diseases',
    value: row.diseases.length ? row.diseases.map((d) => `${d.type} (${d.status})`).join(', ') : 'None',
  },
  { label: 'Adult female lice', value: number(row.female, 2) },
  { label: 'Mobile lice', value: number(row.mobile, 2) },
  { label: 'Stationary lice', value: number(row.stationary, 2) },
  {
    label: 'Treatments',
    value: row.treatments.length ? row.treatments.map((t) => `${t.product} (${t.category})`).join(', ') : 'None',
  },
];

/** The map points of one week, colored by a metric. */
export function farmFeatures(metric: MapMetric, year = currentWeek.year, week = currentWeek.week): MapPointFeature[] {
  return getMapWeek(dataset, year, week).map((row) => {
    const operator = operators.get(row.operatorId);
    return {
      id: row.siteId,
      lon: row.lon,
      lat: row.lat,
      value: row.isFallow ? null : METRICS[metric].value(row),
      isFallow: row.isFallow,
      label: row.name,
      ...(operator && inPerspective.has(operator.id) ? { initials: operator.initials, preferred: true } : {}),
      popupRows: row.isFallow ? [] : popupRows(row),
    };
  });
}

export const englishMapLabels: FarmMapLabels = {
  region: 'Farm map',
  search: 'Find a farm',
  resultCount: (count) => (count === 1 ? '1 farm' : `${count} farms`),
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  satellite: 'Satellite',
  closePopup: 'Close',
  loading: 'Loading map…',
  inactive: 'Inactive (fallow)',
};

export const ATTRIBUTION = 'Land: Natural Earth';
