import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ORGANIZATION_IDS } from '@havbruk/api/dataset';
import { AppShell, pageTitle } from '@havbruk/ui';
import { demoOrganizations, demoUser, organizationName, ShellSamplePage } from './shellData.tsx';

const ids = DEMO_ORGANIZATION_IDS;

/** The sample page's texts come from the language's catalogue and its numbers from the format module. */
const expectSamplePage = async (canvasElement: HTMLElement, texts: { greeting: string; lice: string }) => {
  const main = within(within(canvasElement).getByRole('main'));
  await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(texts.greeting);
  await expect(main.getByRole('heading', { name: texts.lice })).toBeInTheDocument();
};

const meta = {
  title: 'ui/layout/AppShell',
  component: AppShell,
  args: {
    tier: 'essentials',
    currentPath: '/health',
    user: demoUser,
    version: '1.4.2',
    unreadCount: 7,
    organizations: demoOrganizations,
    organizationId: ids.nordvik,
    onNavigate: fn(),
    onLogout: fn(),
    onLocaleChange: fn(),
    onOrganizationChange: fn(),
    layout: 'desktop',
    children: <ShellSamplePage />,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['desktop', 'small', 'mobile'] },
    tier: { control: 'inline-radio', options: ['basics', 'essentials'] },
  },
  parameters: { docs: { description: { component: pageTitle('App shell') } } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;
const smallDesktop = { viewport: { value: 'smallDesktop', isRotated: false } } as const;
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

export const Playground: Story = { globals: desktop };

export const DesktopEssentials: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(links).toEqual(['/search', '/notifications', '/health', '/compare', '/map']);
    await expect(within(nav).getByRole('link', { name: 'Risk' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Notifications, 7 unread' })).toBeInTheDocument();
    await expectSamplePage(canvasElement, { greeting: 'Good morning, Ingrid', lice: 'Lice' });
  },
};

export const DesktopBasics: Story = {
  args: { tier: 'basics', currentPath: '/map', unreadCount: 0, organizations: [] },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).queryByRole('link', { name: /Notifications/ })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: 'Compare' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('combobox', { name: 'Organization' })).toBeNull();
  },
};

export const DesktopCollapsed: Story = {
  args: { defaultSidebarExpanded: false, unreadCount: 120 },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Notifications, more than 99 unread' })).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DesktopNoUnread: Story = {
  args: { unreadCount: 0, currentPath: '/notifications' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notifications' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

export const DesktopManyUnread: Story = { args: { unreadCount: 120 }, globals: desktop };

export const DesktopWithoutOrganizations: Story = { args: { organizations: [] }, globals: desktop };

export const KeyboardNavigation: Story = {
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/search');
  },
};

/**
 * The organizations still loading: the switcher's place is kept (its label and a placeholder of the trigger's
 * size, hidden from assistive technology), so the sidebar's footer does not move when the switcher appears.
 */
export const OrganizationsLoading: Story = {
  globals: desktop,
  args: { organizations: undefined, organizationsLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    const placeholder = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"][data-state="loading"]');
    await expect(placeholder).toHaveTextContent('Organization');
    await expect(placeholder?.lastElementChild?.getBoundingClientRect().height).toBe(36);
  },
};

export const SwitchOrganization: Story = {
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Organization' }));
    const option = await canvas.findByRole('option', { name: organizationName(ids.nordvikWest) });
    await userEvent.click(option);
    await expect(args.onOrganizationChange).toHaveBeenCalledWith(ids.nordvikWest);
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('[aria-hidden="true"][data-aria-hidden]')).toBeNull());
  },
};

/**
 * The organization switcher open: a listbox named "Organization" listing the umbrella, then each parent with its
 * sub-organizations; the organization in view is selected; the page behind is inert until it closes.
 */
/**
 * The switcher's trigger once its listbox code is in (loaded when the browser is idle; a stand-in trigger of the
 * same role, name and size shows before it, marked `data-stand-in`).
 */
const switcherTrigger = (canvas: ReturnType<typeof within>, label: string) =>
  waitFor(() => {
    const trigger = canvas.getByRole('combobox', { name: label });
    expect(trigger).not.toHaveAttribute('data-stand-in');
    return trigger;
  });

const openSwitcher =
  (label: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await switcherTrigger(canvas, label);
    await expect(trigger).toHaveTextContent(organizationName(ids.nordvik));
    await userEvent.click(trigger);
    const listbox = await canvas.findByRole('listbox', { name: label });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(
      [ids.group, ids.nordvik, ids.nordvikWest, ids.nordvikMid, ids.havbris].map(organizationName),
    );
    await expect(within(listbox).getByRole('option', { name: organizationName(ids.nordvik) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The page behind the open listbox (its navigation too) is inert.
    await expect(canvasElement.querySelector('nav')?.closest('[inert]')).toBeInstanceOf(HTMLElement);
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: organizationName(ids.nordvik) })).toHaveFocus(),
    );
  };

export const OrganizationSwitcherOpen: Story = { globals: desktop, play: openSwitcher('Organization') };

export const OrganizationSwitcherOpenDark: Story = {
  globals: { ...desktop, theme: 'dark' },
  play: openSwitcher('Organization'),
};

export const OrganizationSwitcherOpenNorwegianDark: Story = {
  globals: { ...desktop, theme: 'dark', locale: 'no' },
  play: openSwitcher('Organisasjon'),
};

/** Escape closes the switcher without a change; focus is back on it and the page is usable again. */
export const OrganizationSwitcherEscape: Story = {
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await switcherTrigger(canvas, 'Organization');
    await userEvent.click(trigger);
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger.closest('[inert]')).toBeNull();
    await expect(args.onOrganizationChange).not.toHaveBeenCalled();
  },
};

/** Keyboard focus on a navigation link draws the light focus ring that reads on the dark sidebar. */
export const NavigationFocusRing: Story = {
  globals: { ...desktop, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByRole('link', { name: 'Search' });
    await expect(getComputedStyle(search).outlineStyle).toBe('none');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(search).outlineStyle).toBe('solid'));
  },
};

/** The language change is being saved: both flags are disabled until it completes. */
export const LanguageSaving: Story = {
  args: { localeBusy: true },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Language' });
    for (const flag of within(group).getAllByRole('button')) await expect(flag).toBeDisabled();
  },
};

export const SwitchLanguageAndLogout: Story = {
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Switch language to English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Switch language to Norwegian' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('no');
    await userEvent.click(canvas.getByRole('link', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const DesktopDark: Story = { globals: { ...desktop, theme: 'dark' } };

export const DesktopNorwegian: Story = {
  args: { currentPath: '/settings/app' },
  globals: { ...desktop, locale: 'no' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Innstillinger' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Varsler, 7 uleste' })).toBeInTheDocument();
    await expectSamplePage(canvasElement, { greeting: 'God morgen, Ingrid', lice: 'Lus' });
    const values = within(canvas.getByRole('main'))
      .getAllByRole('definition')
      .map((value) => value.textContent ?? '');
    await expect(values.some((value) => value.includes(','))).toBe(true);
    await expect(values.some((value) => value.includes('.'))).toBe(false);
  },
};

export const SmallDesktop: Story = { args: { layout: 'small' }, globals: smallDesktop };

export const SmallDesktopMenuOpen: Story = {
  args: { layout: 'small' },
  globals: smallDesktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await canvas.findByRole('dialog', { name: 'Sidebar' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'Compare' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/compare');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The switcher inside the slide-in sheet (a modal dialog): open, choose, and the sheet stays usable. */
export const SmallDesktopSwitcherInSheetNorwegian: Story = {
  args: { layout: 'small' },
  globals: { ...smallDesktop, locale: 'no' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Åpne menyen' }));
    const sheet = await canvas.findByRole('dialog');
    await userEvent.click(within(sheet).getByRole('combobox', { name: 'Organisasjon' }));
    const listbox = await canvas.findByRole('listbox', { name: 'Organisasjon' });
    await expect(sheet.closest('[inert]')).toBeInstanceOf(HTMLElement);
    await userEvent.click(within(listbox).getByRole('option', { name: organizationName(ids.havbris) }));
    await expect(args.onOrganizationChange).toHaveBeenCalledWith(ids.havbris);
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(sheet.closest('[inert]')).toBeNull();
    await expect(within(sheet).getByRole('link', { name: 'Sammenlign' })).toBeVisible();
  },
};

export const SmallDesktopDark: Story = { args: { layout: 'small' }, globals: { ...smallDesktop, theme: 'dark' } };

export const Mobile: Story = {
  args: { layout: 'mobile' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(bar).getByRole('link', { name: 'Risk' })).toHaveAttribute('aria-current', 'page');
    await expect(within(bar).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  },
};

export const MobileBasicsNorwegian: Story = {
  args: { layout: 'mobile', tier: 'basics', currentPath: '/search', organizations: [] },
  globals: { ...mobile, locale: 'no' },
};

export const MobileDark: Story = {
  args: { layout: 'mobile', unreadCount: 120 },
  globals: { ...mobile, theme: 'dark' },
};

/** The layout follows the window when no `layout` is given. */
export const DetectedLayout: Story = { args: { layout: undefined }, globals: smallDesktop };
