import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ORGANIZATION_IDS } from '@havbruk/api/dataset';
import { AppShell, Button, ViewScreen, type ShellOrganization } from '@havbruk/ui';

/** Nordvik Sjømat Group from the synthetic dataset, as the organization switcher takes it. */
const nordvik: ShellOrganization[] = [
  {
    id: DEMO_ORGANIZATION_IDS.group,
    name: 'Nordvik Sjømat Group',
    children: [
      {
        id: DEMO_ORGANIZATION_IDS.nordvik,
        name: 'Nordvik Sjømat AS',
        children: [
          { id: DEMO_ORGANIZATION_IDS.nordvikWest, name: 'Nordvik Region Vest' },
          { id: DEMO_ORGANIZATION_IDS.nordvikMid, name: 'Nordvik Region Midt' },
        ],
      },
      { id: DEMO_ORGANIZATION_IDS.havbris, name: 'Havbris Laks AS' },
    ],
  },
];

const meta = {
  title: 'ui/screens/app/ViewScreen',
  component: ViewScreen,
  args: { title: 'Health' },
} satisfies Meta<typeof ViewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const inShell =
  (path: string, tier: 'basics' | 'essentials' = 'essentials'): Decorator =>
  (Story) => (
    <AppShell
      tier={tier}
      currentPath={path}
      user={{ name: 'Ingrid Hansen', picture: null }}
      version="1.4.2"
      unreadCount={tier === 'essentials' ? 33 : 0}
      organizations={tier === 'essentials' ? nordvik : []}
      organizationId={DEMO_ORGANIZATION_IDS.group}
      layout="desktop"
    >
      <Story />
    </AppShell>
  );

/** `/health` until the health overview lands: the page title as the heading in the shell's main area. */
export const HealthInShell: Story = {
  decorators: [inShell('/health')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Risk' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MapInShellBasicsNorwegianDark: Story = {
  args: { title: 'Kart' },
  decorators: [inShell('/map', 'basics')],
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible();
  },
};

/** Controls beside the heading (a view's filters or downloads sit there). */
export const WithActions: Story = {
  args: { title: 'Compare', actions: <Button variant="secondary">Download CSV</Button> },
  decorators: [inShell('/compare')],
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible();
    await expect(within(main).getByRole('button', { name: 'Download CSV' })).toBeVisible();
  },
};

export const MobileInShell: Story = {
  args: { title: 'Settings' },
  decorators: [
    (Story) => (
      <AppShell
        tier="essentials"
        currentPath="/settings"
        user={{ name: 'Sigrid Berg', picture: null }}
        version="1.4.2"
        layout="mobile"
      >
        <Story />
      </AppShell>
    ),
  ],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  },
};
