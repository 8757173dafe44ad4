/*
 * Plain numbers without zod: the app's entry (the error report's cut to length) imports them without loading the
 * contract chunk (zod and the schemas), which the app loads with the first API call.
 */

/**
 * Limits of everything a client sends (issue 13 item 7): every string and array of a call's path, query and body
 * has a maximum (a test walks the contract), and the server takes at most 16 KB of body per call.
 */
export const LIMITS = {
  /** Ids: organizations, users, farms, cages, fish groups, generations, notifications. */
  id: 100,
  /** Names, labels, short fields. */
  name: 200,
  /** Free text (an error message). */
  text: 4000,
  /** URLs and paths. */
  url: 2000,
  /** Tokens (id tokens, verification and unsubscribe tokens). */
  token: 4096,
  /** A comma list in a query string or body. */
  commaList: 8000,
  /** Ids in one request (farms, users). */
  ids: 1000,
  /** Sensor keys of one timeline request, after de-duplication. */
  sensorKeys: 500,
  /** First and last calendar date a request may name (issue 36 item 1): the data starts well after the first. */
  firstDate: '2000-01-01',
  lastDate: '2100-12-31',
  /**
   * Days a date range (start … end, both counted) may span in a history call (timelines, categorizations): five
   * years, the dataset's four years of history with room to spare.
   */
  rangeDays: 1830,
  /** Days a range of projections may span (harvest, treatment recommendations): one year ahead. */
  projectionDays: 366,
  /**
   * Answer-size ceilings (issue 36 item 1), checked before the work starts: harvest projections in one answer
   * (about 0.8 MB: the app's 90 days for 40 farms is 520, per cage a farm's 90 days about 130; a year for 40 farms,
   * 2,120, is refused) …
   */
  harvestRecords: 1000,
  /**
   * … and farm-days × tables of one v1 timeline (the health page's 90 days of lice and feed for 40 farms is 7,200;
   * longer or wider views use the v2 timeline, whose answer the range bounds).
   */
  timelineFarmDays: 20_000,
  /**
   * Days × tables of one v1 timeline request (the farm health page's 90 days of lice and feed is 180; longer or wider
   * views use the v2 timeline).
   */
  timelineDayTables: 2000,
} as const;
