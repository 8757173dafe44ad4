export {
  MEASURE_DECIMALS,
  MEASURE_UNITS,
  THOUSANDS_SEPARATOR,
  NOT_A_NUMBER,
  decimalMark,
  csvSeparator,
  formatNumber,
  formatMeasure,
  formatPercent,
  formatCsvNumber,
  formatDate,
  isoWeek,
  isoWeekYear,
  greetingForHour,
  levelFromRatio,
  pageTitle,
} from './format.ts';
export type { Measure, FormatNumberOptions, Greeting, Level } from './format.ts';
