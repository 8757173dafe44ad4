import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import type { Tier } from '../../layout/navigation.ts';
import { focusRing, styled, type StyledElement } from '../../theme/stitches.config.ts';
import { AccountLink } from '../account/AccountFrame.tsx';
import { ViewScreen } from '../app/ViewScreen.tsx';

/** The settings views (spec S1 §2); the first is the default. Organization and pipelines are essentials only. */
export type SettingsView = 'app' | 'farms' | 'organization' | 'pipelines' | 'danger';

export const SETTINGS_VIEWS: readonly { view: SettingsView; href: string; essentialsOnly: boolean }[] = [
  { view: 'app', href: '/settings/app', essentialsOnly: false },
  { view: 'farms', href: '/settings/farms', essentialsOnly: false },
  { view: 'organization', href: '/settings/organization', essentialsOnly: true },
  { view: 'pipelines', href: '/settings/pipelines', essentialsOnly: true },
  { view: 'danger', href: '/settings/danger', essentialsOnly: false },
];

const Nav = styled('nav', {
  borderBottom: '1px solid $border',
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: '$1', listStyle: 'none', margin: 0, padding: 0 },
});

const Tab = styled(AccountLink, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 $3',
  color: '$textMuted',
  fontWeight: '$medium',
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  '&:hover': { color: '$text' },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { color: '$text', borderBottomColor: '$primary', fontWeight: '$semibold' },
});

const columnsStyled = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: '$5',
  alignItems: 'start',
  '@small': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Columns: StyledElement<'div'> = columnsStyled;

export interface SettingsScreenProps {
  tier: Tier;
  /** The view shown (its sub-navigation link is current). */
  view: SettingsView;
  /** The profile (name, title, language, email, help, account): shown above every view. */
  profile: ReactNode;
  /** The view's content. */
  children: ReactNode;
  onNavigate?: (href: string) => void;
}

/**
 * `/settings*`: the profile, then the sub-navigation (App, Farms, Organization and Pipelines for essentials,
 * Danger zone) and the current view.
 */
export function SettingsScreen({ tier, view, profile, children, onNavigate }: SettingsScreenProps) {
  const { LL } = useI18n();
  return (
    <ViewScreen title={LL.settings.title()}>
      {profile}
      <SettingsTabs tier={tier} view={view} onNavigate={onNavigate} />
      <div data-state={view}>{children}</div>
    </ViewScreen>
  );
}

export interface SettingsTabsProps {
  tier: Tier;
  /** The current view (its link is `aria-current="page"`). */
  view: SettingsView;
  onNavigate?: (href: string) => void;
}

/**
 * The settings sub-navigation (App, Farms, Organization and Pipelines for essentials, Danger zone): under the
 * settings profile, and under the heading of the organization and pipelines screens, which have routes of their own.
 */
export function SettingsTabs({ tier, view, onNavigate }: SettingsTabsProps) {
  const { LL } = useI18n();
  const views = SETTINGS_VIEWS.filter((entry) => tier === 'essentials' || !entry.essentialsOnly);
  return (
    <Nav aria-label={LL.settings.views()}>
      <ul>
        {views.map((entry) => (
          <li key={entry.view}>
            <Tab href={entry.href} onNavigate={onNavigate} aria-current={entry.view === view ? 'page' : undefined}>
              {LL.settings.view[entry.view]()}
            </Tab>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

/** Two columns on desktop (main, side), one below 865 px. */
export { Columns as SettingsColumns };
