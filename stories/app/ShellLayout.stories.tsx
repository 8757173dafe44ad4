import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import type { SessionTokens } from '@havbruk/machines';
import { ApiError, type ApiClient, type User } from '@havbruk/api';
import { createDataset, DEMO_USER_IDS } from '@havbruk/api/dataset';
import { HavbrukProvider, ViewScreen, useI18n, type Locale } from '@havbruk/ui';
import type { AuthAdapter } from '../../packages/app/src/auth/oidcAuth.ts';
import { PreferencesFailureToast } from '../../packages/app/src/routes/PreferencesFailureToast.tsx';
import { ShellLayout } from '../../packages/app/src/routes/ShellLayout.tsx';
import { AppStateProvider, useAppState } from '../../packages/app/src/state/AppState.tsx';
import { themeOf } from '../../packages/app/src/state/display.ts';
import { Gate } from '../../packages/app/src/state/Gate.tsx';
import { createFakeApiClient, datasetUser, shellAnswers } from './fakeApiClient.ts';

/**
 * The app's real layout route (`ShellLayout`) with the app's own state (`AppStateProvider`: session, preferences,
 * data layer) and gating (`Gate`), under a memory router, against a fake API client answering from the synthetic
 * dataset: the user's login check, the config calls (organizations, version) and the unread count of the
 * organization in view. An identity provider stand-in restores a session at start. A preference save
 * (`PUT /users/data`) answers after 1.5 s with success or a server error.
 */
const dataset = createDataset();

/** How long the fake API takes to answer a save: long enough to see (and test) the state before its answer. */
/** The save is asked after the 325 ms debounce; a busy test machine may take longer. */
const saveSettled = { timeout: 8000 };
/** The preference save in flight: the story's play answers it (no real server delay). */
let answerSave: (() => void) | null = null;
/** Waits until the app asked to save (after the 325 ms debounce), then lets the server answer. */
async function answerPendingSave() {
  await waitFor(() => expect(answerSave).not.toBeNull(), saveSettled);
  answerSave?.();
  answerSave = null;
}

const fakeAuth: AuthAdapter = {
  login: async () => {},
  completeLogin: async () => tokens(),
  renew: async () => tokens(),
  restore: async () => tokens(),
  endSession: async () => {},
  forget: async () => {},
  isCallback: () => false,
  preload: () => {},
};

function tokens(): SessionTokens {
  return { accessToken: 'story-access-token', idToken: 'story-id-token', expiresIn: 3600, issuedAt: Date.now() };
}

type ViewTitle = 'health' | 'map' | 'settings' | 'search';

function ViewTitleScreen({ view }: { view: ViewTitle }) {
  const { LL } = useI18n();
  return <ViewScreen title={LL.nav[view]()} />;
}

/** The root route's providers as the app's `Root` has them (without the screen prefetch and error box). */
function StoryRoot({ routes }: { routes: () => RouteObject[] }) {
  const { display, booted, reportApiError, preferences } = useAppState();
  return (
    <HavbrukProvider locale={display.language} theme={themeOf(display)}>
      <SWRConfig
        value={{
          provider: () => new Map(),
          onError: reportApiError,
          shouldRetryOnError: false,
          revalidateOnFocus: false,
        }}
      >
        {booted ? (
          <Gate routes={routes()}>
            <Outlet />
            <PreferencesFailureToast preferences={preferences} />
          </Gate>
        ) : null}
      </SWRConfig>
    </HavbrukProvider>
  );
}

const views: ViewTitle[] = ['health', 'map', 'settings', 'search'];

/** The app's route shape: the root route holds the app state, the layout route the shell, each view a title. */
function routesFor(client: ApiClient): RouteObject[] {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <AppStateProvider auth={fakeAuth} client={client}>
          <StoryRoot routes={() => routes} />
        </AppStateProvider>
      ),
      children: [
        {
          element: <ShellLayout />,
          children: [
            ...views.map((view) => ({ path: view, element: <ViewTitleScreen view={view} /> })),
            { path: 'logout', element: null },
          ],
        },
      ],
    },
  ];
  return routes;
}

interface ShellStoryProps {
  userId: string;
  path: string;
  /** How the server answers a preference save. */
  save: 'succeeds' | 'fails';
  locale: Locale;
  dark: boolean;
}

function ShellStory({ userId, path, save, locale, dark }: ShellStoryProps) {
  const [client] = useState(() => {
    const user = { ...datasetUser(dataset, userId), language: locale, darkModeOn: dark };
    return createFakeApiClient({
      ...shellAnswers(dataset, user),
      updateUser: async ({ body }) => {
        await new Promise<void>((resolve) => (answerSave = resolve));
        if (save === 'fails') {
          throw new ApiError({ status: 500, message: 'Database unavailable', url: '/users/data', call: 'updateUser' });
        }
        return { ...user, ...body } as User;
      },
    });
  });
  const [router] = useState(() => createMemoryRouter(routesFor(client), { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'app/ShellLayout',
  component: ShellStory,
  args: { userId: DEMO_USER_IDS.superAdmin, path: '/health', save: 'succeeds', locale: 'en', dark: false },
  parameters: {
    // The app's own HavbrukProvider (the preferences decide language and theme) is used, not the decorator's.
    havbrukProvider: false,
  },
  argTypes: { save: { control: 'inline-radio', options: ['succeeds', 'fails'] } },
  render: (args, { globals }) => (
    <ShellStory
      {...args}
      key={`${String(globals['locale'])}-${String(globals['theme'])}-${args.save}`}
      locale={(globals['locale'] as Locale | undefined) ?? 'en'}
      dark={globals['theme'] === 'dark'}
    />
  ),
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

/** Ingrid (essentials, super admin of Nordvik Sjømat Group) on `/health`. */
export const EssentialsHealth: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Risk' })).toHaveAttribute('aria-current', 'page');
    await expect(
      await within(nav).findByRole('link', { name: /^Notifications, (\d+ unread|more than 99 unread)$/ }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveTextContent('Nordvik Sjømat Group'),
    );
    await expect(canvas.getByText('Ingrid Hansen')).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'Map' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  },
};

export const EssentialsHealthNorwegianDark: Story = {
  globals: { ...desktop, locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Helse' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Risiko' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Ola (basics) on `/map`: no notifications, risk or compare in the navigation. */
export const BasicsMap: Story = {
  args: { userId: DEMO_USER_IDS.basics, path: '/map' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/search', '/map']);
    await expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A language flag: the texts change at once, the flags wait for the save, then the choice stays. */
export const LanguageChangeSaved: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch language to Norwegian' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Helse' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bytt språk til Engelsk' })).toBeDisabled();
    await answerPendingSave();
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch language to Norwegian' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Helse' })).toBeVisible();
    await answerPendingSave();
    const toast = await canvas.findByText('We had trouble updating your preferences.', {}, saveSettled);
    await waitFor(() => expect(toast).toBeVisible(), saveSettled);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch language to English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Sigrid (essentials member) on `/settings` on a phone: the bottom bar marks Settings. */
export const MobileSettings: Story = {
  args: { userId: DEMO_USER_IDS.member, path: '/settings' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const bar = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(bar).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MobileSettingsNorwegianDark: Story = {
  args: { userId: DEMO_USER_IDS.member, path: '/settings' },
  globals: { ...mobile, locale: 'no', theme: 'dark' },
};
