/** Route rules of spec S1 §2, §6 and S2 §2 used by the gating machine. Paths may carry a query or hash. */
import { isEntityType, PUBLIC_ENTITY_VIEWS, type EntityView, type Tier } from '@havbruk/api';

/** The pathname part of a path (`/verify?x=1#y` → `/verify`). */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end >= 0 ? path.slice(0, end) : path;
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname || '/';
}

const OPEN_PATHS = new Set(['/login', '/signup', '/logout', '/goodbye', '/authentication/error', '/lost']);

/** Open routes (S1 §6): login, signup, company certification pages, logout, goodbye, error and lost pages. */
export function isOpenPath(path: string): boolean {
  const pathname = pathnameOf(path);
  return OPEN_PATHS.has(pathname) || pathname.startsWith('/asc/company/');
}

export function isLoginPath(path: string): boolean {
  const pathname = pathnameOf(path);
  return pathname === '/login' || pathname === '/signup';
}

const ESSENTIALS_ONLY_PREFIXES = [
  '/health',
  '/compare',
  '/notifications',
  '/settings/organization',
  '/settings/pipelines',
];

/**
 * Essentials-only views (S1 §2, S2 §2): health (and its treatments, harvests and risks), compare,
 * notifications, organization and pipeline settings, and every entity view except the lice view.
 */
export function isEssentialsOnlyPath(path: string): boolean {
  const pathname = pathnameOf(path);
  if (ESSENTIALS_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return true;
  const [, entityType, id, view] = pathname.split('/');
  return (
    isEntityType(entityType) &&
    id !== undefined &&
    view !== undefined &&
    !PUBLIC_ENTITY_VIEWS.includes(view as EntityView)
  );
}

/** Where a verified user lands: `/health` for essentials, `/map` for basics (S1 §4). */
export function homePathFor(tier: Tier): string {
  return tier === 'essentials' ? '/health' : '/map';
}
