import type { MouseEvent } from 'react';

/** The public company page: `/asc/company/{alias}` (lower-cased). */
export const ascCompanyPath = (alias: string): string => `/asc/company/${encodeURIComponent(alias.toLowerCase())}`;

/** The public farm page: `/asc/company/{alias}/{farmId}` (lower-cased). */
export const ascFarmPath = (alias: string, farmId: string): string =>
  `${ascCompanyPath(alias)}/${encodeURIComponent(farmId.toLowerCase())}`;

/**
 * A link's click handler for client-side navigation: a plain left click calls `onNavigate` instead of loading
 * the page; modified clicks (new tab, new window) keep the browser's behaviour.
 */
export const navigateOnClick =
  (href: string, onNavigate?: (href: string) => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
