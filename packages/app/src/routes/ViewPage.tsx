import { useI18n, ViewScreen } from '@havbruk/ui';
import { usePageTitle } from './usePageTitle.ts';

export type ViewName = 'health' | 'map' | 'compare' | 'search';

/**
 * Farm-data and settings views whose screens land in their own issues: the page title as the heading in the
 * app shell's main area (the shell itself is the layout route around these views, `ShellLayout`).
 */
export function ViewPage({ view }: { view: ViewName }) {
  const { LL } = useI18n();
  const titles: Record<ViewName, string> = {
    health: LL.nav.health(),
    map: LL.nav.map(),
    compare: LL.nav.compare(),
    search: LL.nav.search(),
  };
  usePageTitle(titles[view]);
  return <ViewScreen title={titles[view]} />;
}
