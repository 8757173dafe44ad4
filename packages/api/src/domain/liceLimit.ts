/**
 * The legal limit for adult female lice per fish (data-facts: 0.5; 0.2 in the spring weeks 16–21 in production
 * areas 1–7 and weeks 21–26 in areas 8–13).
 */
export const LICE_LIMIT = 0.5;
export const LICE_SPRING_LIMIT = 0.2;

/** Whether an ISO week is a spring-limit week in a production area. */
export const isSpringLimitWeek = (productionArea: number, isoWeek: number): boolean =>
  productionArea <= 7 ? isoWeek >= 16 && isoWeek <= 21 : isoWeek >= 21 && isoWeek <= 26;

/** The limit for an ISO week in a production area. */
export const liceLimitFor = (productionArea: number, isoWeek: number): number =>
  isSpringLimitWeek(productionArea, isoWeek) ? LICE_SPRING_LIMIT : LICE_LIMIT;
