/** The public company page: `/asc/company/{alias}` (lower-cased). */
export const ascCompanyPath = (alias: string): string => `/asc/company/${encodeURIComponent(alias.toLowerCase())}`;

/** The public farm page: `/asc/company/{alias}/{farmId}` (lower-cased). */
export const ascFarmPath = (alias: string, farmId: string): string =>
  `${ascCompanyPath(alias)}/${encodeURIComponent(farmId.toLowerCase())}`;
