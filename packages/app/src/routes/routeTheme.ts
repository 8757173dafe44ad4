import type { ThemeName } from '@havbruk/ui';
import { useMatches } from 'react-router-dom';

/** A route's `handle` may force a theme whatever the user's dark mode (the public certification pages: light). */
export interface RouteThemeHandle {
  theme: ThemeName;
}

const isThemeHandle = (handle: unknown): handle is RouteThemeHandle =>
  typeof handle === 'object' && handle !== null && 'theme' in handle;

/** The theme the current route forces, if any (the deepest route wins). */
export function useRouteTheme(): ThemeName | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isThemeHandle)
    .at(-1)?.theme;
}
