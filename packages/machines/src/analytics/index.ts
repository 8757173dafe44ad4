export {
  ANALYTICS_FLUSH_MS,
  ANALYTICS_URL_MAX,
  analyticsMachine,
  storyUrl,
  type AnalyticsBatch,
  type AnalyticsContext,
  type AnalyticsEvent,
  type AnalyticsVisit,
} from './analytics.ts';
