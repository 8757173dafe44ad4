/**
 * The legal sea-lice limit (adult female lice per fish, weekly average): 0.5, and 0.2 in the spring weeks
 * that protect the wild salmon smolt run — weeks 16–21 from Nord-Trøndelag (production area 7) southward,
 * weeks 21–26 further north.
 */
export const LICE_LIMIT = 0.5;
export const SPRING_LICE_LIMIT = 0.2;

/** Whether an ISO week is a spring-limit week in a production area (1–13). */
export function isSpringLiceWeek(productionAreaId: number, week: number): boolean {
  return productionAreaId <= 7 ? week >= 16 && week <= 21 : week >= 21 && week <= 26;
}

/** The limit of adult female lice per fish that applies in a production area in an ISO week. */
export function liceLimitFor(productionAreaId: number, week: number): number {
  return isSpringLiceWeek(productionAreaId, week) ? SPRING_LICE_LIMIT : LICE_LIMIT;
}
