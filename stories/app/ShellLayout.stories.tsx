import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, type ConfigOrganizations, type User } from '@havbruk/api';
import { createDataset, DEMO_USER_IDS, getNotifications } from '@havbruk/api/dataset';
import { AppShell, HavbrukProvider, ViewScreen, useI18n, type LayoutMode, type Locale } from '@havbruk/ui';
import { organizationTree, selectedOrganizationOf, umbrellaOf } from '../../packages/app/src/data/organizations.ts';
import { PreferencesFailureToast } from '../../packages/app/src/routes/PreferencesFailureToast.tsx';
import {
  createPreferencesActor,
  displayOf,
  isSavingLanguage,
  preferencesOf,
} from '../../packages/app/src/state/preferences.ts';

/**
 * The app's layout route as the app wires it: the app shell around a gated view, fed from the synthetic
 * dataset the reference server serves (the user, their organizations and the unread notifications of the
 * organization in view), and the language flags driving the app's preferences actor against an API whose
 * `PUT /users/data` answers after 1.5 s with success or a server error.
 */
const dataset = createDataset();

/** How long the fake API takes to answer a save: long enough to see (and test) the state before its answer. */
const SERVER_DELAY_MS = 1500;

const organizationsOf = (user: User): ConfigOrganizations['organizations'] => {
  const member = dataset.organizations.find((organization) => organization.id === user.defaultOrganizationId);
  if (!member) return [];
  return dataset.organizations
    .filter((organization) => organization.umbrellaOrganizationId === member.umbrellaOrganizationId)
    .map((organization) => ({
      id: organization.id,
      name: organization.name,
      tier: organization.tier,
      umbrellaOrganizationId: organization.umbrellaOrganizationId,
      parentOrganizationId: organization.parentOrganizationId,
      privelege: organization.id === member.id ? 'admin' : null,
    }));
};

const userOf = (id: string): User => {
  const found = dataset.users.find((user) => user.id === id);
  if (!found) throw new Error(`${id} is not a demo user`);
  return {
    id: found.id,
    name: found.name,
    picture: found.picture,
    email: found.email,
    title: found.title,
    language: found.language,
    darkModeOn: found.darkModeOn,
    defaultOrganizationId: found.defaultOrganizationId,
    perspective: null,
    tier: found.tier,
    isConfirmed: found.isConfirmed,
    verifiedEmail: found.verifiedEmail,
    verificationSent: found.verificationSent,
    upgradeStatus: null,
    notificationSettings: {},
  };
};

type ViewTitle = 'health' | 'map' | 'settings' | 'search';

function ViewTitleScreen({ view }: { view: ViewTitle }) {
  const { LL } = useI18n();
  return <ViewScreen title={LL.nav[view]()} />;
}

interface ShellHarnessProps {
  userId: string;
  path: string;
  view: ViewTitle;
  /** How the server answers a preference save. */
  save: 'succeeds' | 'fails';
  layout?: LayoutMode;
  locale: Locale;
  dark: boolean;
}

function ShellHarness({ userId, path, view, save, layout, locale, dark }: ShellHarnessProps) {
  const user = useMemo(() => ({ ...userOf(userId), language: locale, darkModeOn: dark }), [userId, locale, dark]);
  const [display, setDisplay] = useState(() => displayOf(preferencesOf(user)));
  const [preferences] = useState(() =>
    createPreferencesActor({
      client: createApiClient({
        baseUrl: 'http://api.havbruk.example',
        getAccessToken: () => 'story-token',
        fetch: async (_url, init) => {
          await new Promise((resolve) => setTimeout(resolve, SERVER_DELAY_MS));
          const body = JSON.parse(String(init?.body)) as Partial<User>;
          return save === 'succeeds'
            ? new Response(JSON.stringify({ ...user, ...body }), { status: 200 })
            : new Response(JSON.stringify({ message: 'Database unavailable' }), { status: 500 });
        },
      }),
      apply: (next) => setDisplay(displayOf(next)),
      saved: () => {},
      initial: preferencesOf(user),
    }),
  );
  useEffect(() => {
    preferences.start();
    return () => preferences.stop();
  }, [preferences]);
  const savingLanguage = useSelector(preferences, isSavingLanguage);

  const organizations = organizationsOf(user);
  const organizationId = selectedOrganizationOf(user, organizations, user.defaultOrganizationId);
  const umbrella = umbrellaOf(organizations, organizationId);
  const unreadCount =
    user.tier === 'essentials' && umbrella
      ? getNotifications(dataset, umbrella).filter((notification) => !notification.isRead).length
      : 0;
  const [current, setCurrent] = useState(path);

  return (
    <HavbrukProvider locale={display.language} theme={display.darkModeOn ? 'dark' : 'light'}>
      <AppShell
        tier={user.tier}
        currentPath={current}
        user={{ name: user.name, picture: user.picture || null }}
        version="1.4.2"
        unreadCount={unreadCount}
        organizations={organizationTree(organizations)}
        organizationId={organizationId ?? undefined}
        onLocaleChange={(language) => preferences.send({ type: 'CHANGE', changes: { language } })}
        localeBusy={savingLanguage}
        onNavigate={setCurrent}
        onLogout={() => setCurrent('/logout')}
        layout={layout}
      >
        <ViewTitleScreen view={view} />
      </AppShell>
      <PreferencesFailureToast preferences={preferences} />
    </HavbrukProvider>
  );
}

const meta = {
  title: 'app/ShellLayout',
  component: ShellHarness,
  args: {
    userId: DEMO_USER_IDS.superAdmin,
    path: '/health',
    view: 'health',
    save: 'succeeds',
    layout: 'desktop',
    locale: 'en',
    dark: false,
  },
  parameters: {
    // The harness holds its own HavbrukProvider (the preferences decide language and theme, as in the app's
    // root), so the decorator's is left out.
    havbrukProvider: false,
  },
  argTypes: {
    save: { control: 'inline-radio', options: ['succeeds', 'fails'] },
    layout: { control: 'inline-radio', options: ['desktop', 'small', 'mobile'] },
  },
  render: (args, { globals }) => (
    <ShellHarness
      {...args}
      key={`${String(globals['locale'])}-${String(globals['theme'])}-${args.save}`}
      locale={(globals['locale'] as Locale | undefined) ?? 'en'}
      dark={globals['theme'] === 'dark'}
    />
  ),
} satisfies Meta<typeof ShellHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
/** The save answers after the 325 ms debounce and the server delay; a busy test machine may take longer. */
const saveSettled = { timeout: 8000 };

/** Ingrid (essentials, super admin of Nordvik Sjømat Group) on `/health`. */
export const EssentialsHealth: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Risk' })).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav).getByRole('link', { name: /^Notifications, (\d+ unread|more than 99 unread)$/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveTextContent('Nordvik Sjømat Group');
    await expect(canvas.getByText('Ingrid Hansen')).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'Map' }));
    await expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  },
};

export const EssentialsHealthNorwegianDark: Story = {
  globals: { ...desktop, locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Helse' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Risiko' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Ola (basics) on `/map`: no notifications, risk or compare in the navigation. */
export const BasicsMap: Story = {
  args: { userId: DEMO_USER_IDS.basics, path: '/map', view: 'map' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/search', '/map']);
    await expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BasicsMapNorwegianDark: Story = {
  args: { userId: DEMO_USER_IDS.basics, path: '/map', view: 'map' },
  globals: { ...desktop, locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible();
  },
};

/** A language flag: the texts change at once, the flags wait for the save, then the choice stays. */
export const LanguageChangeSaved: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch language to Norwegian' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Helse' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bytt språk til Engelsk' })).toBeDisabled();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Bytt språk til Engelsk' })).toBeEnabled(),
      saveSettled,
    );
    await expect(canvas.getByRole('button', { name: 'Bytt språk til Norsk' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Helse' })).toBeVisible();
  },
};

/** The server refuses the change: the language goes back and the failure message shows as a toast. */
export const LanguageChangeRolledBack: Story = {
  args: { save: 'fails' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch language to Norwegian' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Helse' })).toBeVisible();
    const toast = await canvas.findByText('We had trouble updating your preferences.', {}, saveSettled);
    await waitFor(() => expect(toast).toBeVisible(), saveSettled);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch language to English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const LanguageChangeRolledBackNorwegianDark: Story = {
  args: { save: 'fails' },
  globals: { ...desktop, locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bytt språk til Engelsk' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    const toast = await canvas.findByText('Vi fikk problemer med å oppdatere innstillingene dine.', {}, saveSettled);
    await waitFor(() => expect(toast).toBeVisible(), saveSettled);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Helse' })).toBeVisible();
  },
};

/** Sigrid (essentials member) on `/settings` on a phone: the bottom bar marks Settings. */
export const MobileSettings: Story = {
  args: { userId: DEMO_USER_IDS.member, path: '/settings', view: 'settings', layout: 'mobile' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const bar = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(bar).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MobileSettingsNorwegianDark: Story = {
  args: { userId: DEMO_USER_IDS.member, path: '/settings', view: 'settings', layout: 'mobile' },
  globals: { ...mobile, locale: 'no', theme: 'dark' },
};
