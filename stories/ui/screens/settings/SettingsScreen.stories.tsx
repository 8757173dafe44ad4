import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { NotificationSettings } from '@havbruk/api';
import { notificationSettingsMachine, selectNotificationSettingsStatus } from '@havbruk/machines';
import {
  AppSettings,
  DangerZone,
  FarmsSettings,
  NotificationSettingsSection,
  ProfileSection,
  SettingsScreen,
  type DeleteAccountStatus,
  type ProfileSectionProps,
  type SettingsView,
} from '@havbruk/ui';
import { demoOrganizations } from '../../layout/shellData.tsx';
import { basicsUser, defaultNotificationSettings, essentialsUser, nordvikFarms, nordvikName } from './settingsData.ts';

type Tier = 'basics' | 'essentials';

interface SettingsStoryProps {
  tier: Tier;
  view: Extract<SettingsView, 'app' | 'farms' | 'danger'>;
  /** What saving the name or title does (resolves: saved; rejects: refused and rolled back; pending: saving). */
  onSave: (value: string) => Promise<unknown>;
  onNavigate: (href: string) => void;
  onDelete: () => void;
  deleteStatus?: DeleteAccountStatus;
}

/** Notification settings on the real machine; saves answer at once (the slider and switches are live). */
function LiveNotificationSettings({ save }: { save: (settings: NotificationSettings) => Promise<unknown> }) {
  const actor = useActorRef(
    notificationSettingsMachine.provide({
      actors: { saveNotificationSettings: fromPromise<unknown, NotificationSettings>(({ input }) => save(input)) },
    }),
    { input: { settings: defaultNotificationSettings } },
  );
  const settings = useSelector(actor, (snapshot) => snapshot.context.settings);
  const status = useSelector(actor, selectNotificationSettingsStatus);
  return (
    <NotificationSettingsSection
      settings={settings}
      status={status}
      onActiveChange={(event, key, active) => actor.send({ type: 'SET_ACTIVE', event, key, active })}
      onDistanceChange={(event, key, distance) => actor.send({ type: 'SET_DISTANCE', event, key, distance })}
    />
  );
}

/** The settings page as the app assembles it, for one tier and view, with the dataset's demo users. */
function SettingsStory({ tier, view, onSave, onNavigate, onDelete, deleteStatus }: SettingsStoryProps) {
  const user = tier === 'essentials' ? essentialsUser : basicsUser;
  const [profile, setProfile] = useState({ name: user.name, title: user.title, language: user.language });
  const [darkModeOn, setDarkModeOn] = useState(false);
  const [defaultOrganizationId, setDefaultOrganizationId] = useState<string | null>(user.defaultOrganizationId);
  const [status, setStatus] = useState<DeleteAccountStatus>(deleteStatus ?? 'idle');
  const saving =
    (field: 'name' | 'title'): ProfileSectionProps['onSaveName'] =>
    async (value) => {
      await onSave(value);
      setProfile((current) => ({ ...current, [field]: value }));
    };
  return (
    <SettingsScreen
      tier={tier}
      view={view}
      onNavigate={onNavigate}
      profile={
        <ProfileSection
          {...profile}
          email={user.email}
          tier={tier}
          onSaveName={saving('name')}
          onSaveTitle={saving('title')}
          onLanguageChange={(language) => setProfile((current) => ({ ...current, language }))}
          upgradeHref="mailto:support@havbruk.example?subject=Upgrade"
        />
      }
    >
      {view === 'app' ? (
        <>
          <AppSettings
            darkModeOn={darkModeOn}
            onDarkModeChange={setDarkModeOn}
            organizations={tier === 'essentials' ? demoOrganizations : []}
            defaultOrganizationId={defaultOrganizationId}
            onDefaultOrganizationChange={setDefaultOrganizationId}
          />
          {tier === 'essentials' ? <LiveNotificationSettings save={async () => undefined} /> : null}
        </>
      ) : view === 'farms' ? (
        <FarmsSettings organizationName={nordvikName} farms={nordvikFarms} onNavigate={onNavigate} />
      ) : (
        <DangerZone
          email={user.email}
          status={status}
          onConfirmOpenChange={(open) => setStatus(open ? 'confirming' : 'idle')}
          onDelete={() => {
            onDelete();
            setStatus('deleting');
          }}
        />
      )}
    </SettingsScreen>
  );
}

const meta = {
  title: 'ui/screens/settings/SettingsScreen',
  component: SettingsStory,
  args: {
    tier: 'essentials',
    view: 'app',
    onSave: fn(async () => undefined),
    onNavigate: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof SettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Essentials: App with dark mode, the default organization and the notification settings; all five views. */
export const AppEssentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = canvas.getByRole('navigation', { name: 'Settings views' });
    await expect(
      within(views)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['App', 'Farms', 'Organization', 'Pipelines', 'Danger zone']);
    await expect(within(views).getByRole('link', { name: 'App' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Explorer')).toBeVisible();
    const darkMode = canvas.getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(darkMode);
    await expect(darkMode).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  },
};

/** Basics: no organization or pipelines views, no notification settings; the upgrade link (by email). */
export const AppBasics: Story = {
  args: { tier: 'basics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = canvas.getByRole('navigation', { name: 'Settings views' });
    await expect(
      within(views)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['App', 'Farms', 'Danger zone']);
    await expect(canvas.getByRole('link', { name: 'Upgrade to Explorer' })).toHaveAttribute(
      'href',
      'mailto:support@havbruk.example?subject=Upgrade',
    );
    await expect(canvas.queryByRole('heading', { name: 'Notification settings' })).toBeNull();
  },
};

/** A sub-organization chosen as default: indented in the list, shown by its name alone in the field. */
export const DefaultSubOrganization: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Default organization' });
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: nordvikName }));
    await waitFor(() => expect(field.textContent).toBe(nordvikName));
  },
};

export const FarmsEssentials: Story = {
  args: { view: 'farms' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = nordvikFarms[0]!;
    await userEvent.click(canvas.getByRole('link', { name: first.name }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`/farm/${first.id}`);
  },
};

export const FarmsBasics: Story = { args: { tier: 'basics', view: 'farms' } };

export const DangerZoneBasics: Story = { args: { tier: 'basics', view: 'danger' } };

/** Delete account asks first; Cancel leaves everything; confirming deletes. */
export const DeleteConfirmation: Story = {
  args: { view: 'danger' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toHaveTextContent(essentialsUser.email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete my account' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Deleting: Story = { args: { view: 'danger', deleteStatus: 'deleting' } };

export const DeleteFailed: Story = {
  args: { view: 'danger', deleteStatus: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your account could not be deleted. Nothing was removed.',
    );
  },
};

/** An empty name is refused with "Name can't be empty" and not saved. */
export const NameEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.tab();
    await expect(canvas.getByText("Name can't be empty")).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While the name is saved the field is disabled; the value is trimmed; an unchanged value is not saved. */
export const NameSaving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, '  Ingrid M. Hansen ');
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledWith('Ingrid M. Hansen');
    await expect(name).toBeDisabled();
    await expect(name).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the title: the field goes back to the saved title. */
export const TitleSaveFailedRolledBack: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('PUT /users/data answered 500'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Chief Veterinarian');
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledWith('Chief Veterinarian');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(essentialsUser.title));
  },
};

/** The distance slider moves in 10 km steps within 20–60 km; the save follows 800 ms later. */
export const NotificationDistance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pd = within(canvas.getByRole('group', { name: 'Disease detected' })).getByRole('slider', {
      name: 'PD distance',
    });
    await expect(pd).toHaveAttribute('aria-valuenow', '40');
    pd.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(pd).toHaveAttribute('aria-valuenow', '20');
    await expect(pd).toHaveAttribute('aria-valuemin', '20');
    await expect(pd).toHaveAttribute('aria-valuemax', '60');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving …');
    const ila = within(canvas.getByRole('group', { name: 'Risk change' })).getByRole('switch', { name: 'ILA' });
    await userEvent.click(ila);
    await expect(ila).toBeChecked();
  },
};

export const AppEssentialsNorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  },
};

export const AppBasicsMobile: Story = {
  args: { tier: 'basics' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const DeleteConfirmationNorwegianDark: Story = {
  args: { view: 'danger', deleteStatus: 'confirming' },
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Slette kontoen din?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Slett kontoen min' })).toBeVisible();
  },
};
