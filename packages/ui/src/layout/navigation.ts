import type { IconName } from '../primitives/Icon/Icon.tsx';

export type Tier = 'basics' | 'essentials';

export type NavKey = 'search' | 'notifications' | 'risk' | 'compare' | 'map' | 'settings' | 'logout';

export interface NavItem {
  key: NavKey;
  href: string;
  icon: IconName;
  /** Only users on the essentials tier see it. */
  essentials: boolean;
  /** Where it sits in the desktop sidebar: the main list at the top or the account links at the bottom. */
  group: 'main' | 'account';
}

/** Every navigation item in order (spec: search, notifications, risk, compare, settings, map, log out). */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'search', href: '/search', icon: 'search', essentials: false, group: 'main' },
  { key: 'notifications', href: '/notifications', icon: 'bell', essentials: true, group: 'main' },
  { key: 'risk', href: '/health', icon: 'risk', essentials: true, group: 'main' },
  { key: 'compare', href: '/compare', icon: 'compare', essentials: true, group: 'main' },
  { key: 'map', href: '/map', icon: 'map', essentials: false, group: 'main' },
  { key: 'settings', href: '/settings', icon: 'settings', essentials: false, group: 'account' },
  { key: 'logout', href: '/logout', icon: 'logout', essentials: false, group: 'account' },
];

/** The items a tier sees: essentials-only items are hidden for basics. */
export function navItemsFor(tier: Tier): NavItem[] {
  return NAV_ITEMS.filter((item) => tier === 'essentials' || !item.essentials);
}

/** True when `path` is the item's page or a page below it (/settings/app is under /settings). */
export function isCurrentPath(path: string, href: string): boolean {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return clean === href || clean.startsWith(`${href}/`);
}

export interface ShellOrganization {
  id: string;
  name: string;
  /** Sub-organizations (nested). */
  children?: readonly ShellOrganization[];
}

export interface FlatOrganization {
  id: string;
  name: string;
  depth: number;
  level: 'umbrella' | 'parent' | 'sub';
}

/** The organization tree in switcher order: umbrella, then its parents, then their sub-organizations (depth-first). */
export function flattenOrganizations(tree: readonly ShellOrganization[]): FlatOrganization[] {
  const out: FlatOrganization[] = [];
  const walk = (nodes: readonly ShellOrganization[], depth: number) => {
    for (const node of nodes) {
      out.push({
        id: node.id,
        name: node.name,
        depth,
        level: depth === 0 ? 'umbrella' : depth === 1 ? 'parent' : 'sub',
      });
      if (node.children?.length) walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}
