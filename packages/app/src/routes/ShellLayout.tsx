import { AppShell } from '@havbruk/ui';
import { useSelector } from '@xstate/react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useConfig } from '../data/useApi.ts';
import { useAppState } from '../state/AppState.tsx';
import { useOrganizationInView } from '../state/organizationInView.ts';
import { isSavingLanguage } from '../state/preferences.ts';
import { useUnreadCount } from './notifications/unreadCount.ts';

/**
 * The layout route around every gated view: the design system's app shell with the signed-in user, the tier's
 * navigation (the current route marked), the unread notification count of the organization in view, the
 * organization switcher (the perspective, a preference change), the language flags (a preference change) and
 * logout. Without a user (the moment a logout clears it, before the gating moves on) the view renders alone.
 */
export function ShellLayout() {
  const { user, preferences, changePreferences } = useAppState();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useConfig();
  const { tree, organizationId, umbrellaOrgId } = useOrganizationInView();
  const unread = useUnreadCount(umbrellaOrgId);
  const savingLanguage = useSelector(preferences, isSavingLanguage);
  // The name as the user last typed it (saved in the background).
  const name = useSelector(preferences, (snapshot) => snapshot.context.preferences.name);

  if (!user) return <Outlet />;
  return (
    <AppShell
      tier={user.tier}
      currentPath={location.pathname}
      user={{ name: name || user.name, picture: user.picture || null }}
      version={config.data?.application.version ?? ''}
      unreadCount={unread.data?.count ?? 0}
      organizations={tree}
      organizationsLoading={config.data === undefined && config.error === undefined}
      organizationId={organizationId ?? undefined}
      onOrganizationChange={(perspective) => {
        if (perspective !== organizationId) changePreferences({ perspective });
      }}
      onLocaleChange={(language) => changePreferences({ language })}
      localeBusy={savingLanguage}
      onNavigate={(href) => navigate(href)}
      onLogout={() => navigate('/logout')}
    >
      <Outlet />
    </AppShell>
  );
}
