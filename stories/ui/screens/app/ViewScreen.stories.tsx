import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppShell, Button, ViewScreen } from '@havbruk/ui';
import { inDesktopShell } from '../../layout/shellData.tsx';

const meta = {
  title: 'ui/screens/app/ViewScreen',
  component: ViewScreen,
  args: { title: 'Health' },
} satisfies Meta<typeof ViewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/health` until the health overview lands: the page title as the heading in the shell's main area. */
export const HealthInShell: Story = {
  decorators: [inDesktopShell('/health')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Risk' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MapInShellBasicsNorwegianDark: Story = {
  args: { title: 'Kart' },
  decorators: [inDesktopShell('/map', 'basics')],
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible();
  },
};

/** Controls beside the heading (a view's filters or downloads sit there). */
export const WithActions: Story = {
  args: { title: 'Compare', actions: <Button variant="secondary">Download CSV</Button> },
  decorators: [inDesktopShell('/compare')],
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
