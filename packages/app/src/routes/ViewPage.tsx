import { useI18n, ViewPageScreen } from '@havbruk/ui';
import { useNavigate } from 'react-router-dom';
import { useAppState } from '../state/AppState.tsx';
import { usePageTitle } from './usePageTitle.ts';

export type ViewName =
  'health' | 'map' | 'compare' | 'search' | 'notifications' | 'settings' | 'entity' | 'certification';

/** Farm-data and settings views whose screens land in their own issues: the page title and main navigation. */
export function ViewPage({ view }: { view: ViewName }) {
  const { LL } = useI18n();
  const { user } = useAppState();
  const navigate = useNavigate();
  const titles: Record<ViewName, string> = {
    health: LL.nav.health(),
    map: LL.nav.map(),
    compare: LL.nav.compare(),
    search: LL.nav.search(),
    notifications: LL.nav.notifications(),
    settings: LL.nav.settings(),
    entity: LL.nav.health(),
    certification: LL.nav.search(),
  };
  usePageTitle(titles[view]);
  const essentials = user?.tier === 'essentials';
  const links = [
    ...(essentials ? [{ href: '/health', label: LL.nav.health() }] : []),
    { href: '/map', label: LL.nav.map() },
    { href: '/search', label: LL.nav.search() },
    ...(essentials ? [{ href: '/compare', label: LL.nav.compare() }] : []),
    ...(essentials ? [{ href: '/notifications', label: LL.nav.notifications() }] : []),
    { href: '/settings', label: LL.nav.settings() },
    { href: '/logout', label: LL.nav.logout() },
  ];
  return <ViewPageScreen title={titles[view]} links={user ? links : []} onNavigate={(href) => navigate(href)} />;
}
