import { isAborted, type User } from '@havbruk/api';
import {
  notificationSettingsMachine,
  selectNotificationSettingsStatus,
  type PreferenceChanges,
} from '@havbruk/machines';
import {
  AppSettings,
  DangerZone,
  FarmsSettings,
  NotificationSettingsSection,
  ProfileSection,
  SettingsScreen,
  useHavbrukSettings,
  useI18n,
  useToast,
  type DeleteAccountStatus,
  type SettingsFarm,
  type SettingsView,
} from '@havbruk/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise, waitFor } from 'xstate';
import { organizationWithDescendants } from '../../data/organizations.ts';
import { useConfig } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { useOrganizationInView } from '../../state/organizationInView.ts';
import { isSavingLanguage } from '../../state/preferences.ts';
import { usePageTitle } from '../usePageTitle.ts';

/** The settings views this area renders (organization and pipelines have their own routes). */
export type OwnSettingsView = Extract<SettingsView, 'app' | 'farms' | 'danger'>;

/** `/settings` (the App view, the default), `/settings/app`, `/settings/farms`, `/settings/danger`. */
export function SettingsPage({ view }: { view: OwnSettingsView }) {
  const { LL } = useI18n();
  const { user } = useAppState();
  const navigate = useNavigate();
  usePageTitle(`${LL.settings.view[view]()} · ${LL.settings.title()}`);
  if (!user) return null;
  return (
    <SettingsScreen
      tier={user.tier}
      view={view}
      profile={<Profile user={user} />}
      onNavigate={(href) => navigate(href)}
    >
      {view === 'app' ? <AppView user={user} /> : view === 'farms' ? <FarmsView /> : <DangerView user={user} />}
    </SettingsScreen>
  );
}

/**
 * A preference change through the preferences actor (shown at once, saved after 325 ms): resolves when it was
 * saved, rejects when the server refused it (the actor rolled it back and the message shows).
 */
function useSavePreference() {
  const { preferences, changePreferences } = useAppState();
  return useCallback(
    async (changes: PreferenceChanges) => {
      changePreferences(changes);
      const settled = await waitFor(preferences, (snapshot) => !snapshot.hasTag('busy'));
      if (settled.matches('failed')) throw new Error('The preferences were not saved');
    },
    [preferences, changePreferences],
  );
}

function Profile({ user }: { user: User }) {
  const { preferences, changePreferences } = useAppState();
  const { supportEmail } = useHavbrukSettings();
  const { LL } = useI18n();
  const shown = useSelector(preferences, (snapshot) => snapshot.context.preferences);
  const languageBusy = useSelector(preferences, isSavingLanguage);
  const save = useSavePreference();
  const upgradeHref = `mailto:${supportEmail}?subject=${encodeURIComponent(LL.settings.plan.upgrade({ explorer: LL.product.explorer() }))}`;
  return (
    <ProfileSection
      name={shown.name}
      title={shown.title}
      language={shown.language}
      email={user.email}
      tier={user.tier}
      onSaveName={(name) => save({ name })}
      onSaveTitle={(title) => save({ title })}
      onLanguageChange={(language) => changePreferences({ language })}
      languageBusy={languageBusy}
      upgradeHref={upgradeHref}
    />
  );
}

function AppView({ user }: { user: User }) {
  const { preferences, changePreferences } = useAppState();
  const { tree } = useOrganizationInView();
  const config = useConfig();
  const shown = useSelector(preferences, (snapshot) => snapshot.context.preferences);
  return (
    <>
      <AppSettings
        darkModeOn={shown.darkModeOn}
        onDarkModeChange={(darkModeOn) => changePreferences({ darkModeOn })}
        organizations={tree}
        defaultOrganizationId={shown.defaultOrganizationId ?? config.data?.defaultOrganizationId ?? null}
        onDefaultOrganizationChange={(defaultOrganizationId) => changePreferences({ defaultOrganizationId })}
      />
      {user.tier === 'essentials' ? <NotificationSettingsView user={user} /> : null}
    </>
  );
}

function NotificationSettingsView({ user }: { user: User }) {
  const { LL } = useI18n();
  const { data, setUser, reportApiError } = useAppState();
  const toast = useToast();
  const actor = useActorRef(
    notificationSettingsMachine.provide({
      actors: {
        saveNotificationSettings: fromPromise(async ({ input }) => {
          const answer = await data.client
            .call('updateUser', { body: { notificationSettings: input } })
            .catch((error: unknown) => {
              reportApiError(error);
              throw error;
            });
          if (isAborted(answer)) throw new Error('Saving the notification settings was aborted');
          setUser(answer);
          return answer;
        }),
      },
    }),
    { input: { settings: user.notificationSettings } },
  );
  // Fresh server settings (after each save, or a reload) are the new base; unsent changes stay on top.
  useEffect(() => {
    actor.send({ type: 'SYNC', settings: user.notificationSettings });
  }, [actor, user.notificationSettings]);
  const settings = useSelector(actor, (snapshot) => snapshot.context.settings);
  const status = useSelector(actor, selectNotificationSettingsStatus);
  // A refused save was rolled back: the preferences message, then the machine waits for changes again.
  useEffect(() => {
    if (status !== 'failed') return;
    toast({ title: LL.error.preferencesFailed(), tone: 'error' });
    actor.send({ type: 'DISMISS' });
  }, [status, toast, actor, LL]);
  return (
    <NotificationSettingsSection
      settings={settings}
      status={status}
      onActiveChange={(event, key, active) => actor.send({ type: 'SET_ACTIVE', event, key, active })}
      onDistanceChange={(event, key, distance) => actor.send({ type: 'SET_DISTANCE', event, key, distance })}
    />
  );
}

function FarmsView() {
  const navigate = useNavigate();
  const config = useConfig();
  const { organizations, organizationId } = useOrganizationInView();
  const farms = useMemo<SettingsFarm[]>(() => {
    if (!organizationId || !config.data) return [];
    // The organization in view and everything under it.
    const inView = organizationWithDescendants(organizations, organizationId);
    const areaNames = new Map(config.data.productionAreas.map((area) => [area.id, area.name]));
    return config.data.farms
      .filter((farm) => farm.organizations.some((id) => inView.has(id)))
      .map((farm) => ({
        id: farm.id,
        name: farm.name,
        productionArea: farm.productionArea,
        productionAreaName: areaNames.get(farm.productionArea) ?? '',
        municipality: farm.municipality,
        isActive: farm.isActive,
        isFallow: farm.isFallow,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [config.data, organizations, organizationId]);
  const organizationName = organizations.find((organization) => organization.id === organizationId)?.name ?? null;
  return <FarmsSettings organizationName={organizationName} farms={farms} onNavigate={(href) => navigate(href)} />;
}

function DangerView({ user }: { user: User }) {
  const { data, session, reportApiError } = useAppState();
  const [status, setStatus] = useState<DeleteAccountStatus>('idle');
  const deleteAccount = () => {
    setStatus('deleting');
    data.client.call('deleteUser', {}).then(
      (answer) => {
        if (isAborted(answer)) return setStatus('failed');
        // The account is gone: the session ends at the login service, which returns to /goodbye.
        session.send({ type: 'LOGOUT', returnTo: '/goodbye' });
      },
      (error: unknown) => {
        reportApiError(error);
        setStatus('failed');
      },
    );
  };
  return (
    <DangerZone
      email={user.email}
      status={status}
      onConfirmOpenChange={(open) => setStatus(open ? 'confirming' : 'idle')}
      onDelete={deleteAccount}
    />
  );
}
