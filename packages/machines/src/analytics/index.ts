export {
  ANALYTICS_FLUSH_MS,
  analyticsMachine,
  type AnalyticsBatch,
  type AnalyticsContext,
  type AnalyticsEvent,
  type AnalyticsVisit,
} from './analytics.ts';
