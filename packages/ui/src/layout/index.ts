export { AppShell, SHELL_MAIN_HEIGHT } from './AppShell.tsx';
export type { AppShellProps, ShellUser } from './AppShell.tsx';
export { NAV_ITEMS, navItemsFor, isCurrentPath, flattenOrganizations } from './navigation.ts';
export type { NavItem, NavKey, Tier, ShellOrganization, FlatOrganization } from './navigation.ts';
export { OrganizationSwitcher } from './OrganizationSwitcher.tsx';
export type { OrganizationSwitcherProps } from './OrganizationSwitcher.tsx';
export { LanguageFlags } from './LanguageFlags.tsx';
export type { LanguageFlagsProps } from './LanguageFlags.tsx';
