import { isAborted } from '@havbruk/api';
import { AppShell, useI18n, useToast } from '@havbruk/ui';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { organizationTree, selectedOrganizationOf, umbrellaOf } from '../data/organizations.ts';
import { useApi, useConfig } from '../data/useApi.ts';
import { useAppState } from '../state/AppState.tsx';
import { isSavingLanguage } from '../state/preferences.ts';

/**
 * The layout route around every gated view: the design system's app shell with the signed-in user, the tier's
 * navigation (the current route marked), the unread notification count of the organization in view, the
 * organization switcher, the language flags (a preference change) and logout. Without a user (the moment a
 * logout clears it, before the gating moves on) the view renders alone.
 */
export function ShellLayout() {
  const { LL } = useI18n();
  const { user, setUser, data, preferences, changePreferences } = useAppState();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useConfig();

  const organizations = useMemo(() => config.data?.organizations ?? [], [config.data]);
  const tree = useMemo(() => organizationTree(organizations), [organizations]);
  const organizationId = selectedOrganizationOf(user, organizations, config.data?.defaultOrganizationId ?? null);
  const umbrellaOrgId = umbrellaOf(organizations, organizationId);
  const essentials = user?.tier === 'essentials';
  const unread = useApi(
    'getUnreadCount',
    { params: { umbrellaOrgId: umbrellaOrgId ?? '' } },
    { enabled: essentials && umbrellaOrgId !== null },
  );
  const savingLanguage = useSelector(preferences, isSavingLanguage);

  // The organization in view (the perspective): shown at once, saved, rolled back with the preferences message.
  const changePerspective = useCallback(
    (perspective: string) => {
      if (!user || perspective === organizationId) return;
      setUser({ ...user, perspective });
      data.client.call('updateUser', { body: { perspective } }).then(
        (answer) => {
          if (isAborted(answer)) return;
          setUser(answer);
          // Data shown in the perspective's terms (companies in perspective) is fetched again.
          void mutate(() => true);
        },
        () => {
          setUser(user);
          toast({ title: LL.error.preferencesFailed(), tone: 'error' });
        },
      );
    },
    [user, organizationId, setUser, data, mutate, toast, LL],
  );

  if (!user) return <Outlet />;
  return (
    <AppShell
      tier={user.tier}
      currentPath={location.pathname}
      user={{ name: user.name, picture: user.picture || null }}
      version={config.data?.application.version ?? ''}
      unreadCount={unread.data?.count ?? 0}
      organizations={tree}
      organizationId={organizationId ?? undefined}
      onOrganizationChange={changePerspective}
      onLocaleChange={(language) => changePreferences({ language })}
      localeBusy={savingLanguage}
      onNavigate={(href) => navigate(href)}
      onLogout={() => navigate('/logout')}
    >
      <Outlet />
    </AppShell>
  );
}
