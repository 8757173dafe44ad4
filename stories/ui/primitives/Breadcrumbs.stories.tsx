import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Health', href: '/health' },
      { label: 'Lerøyvik', href: '/health/treatments/10331' },
      { label: 'Cage 4' },
    ],
    onNavigate: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Trail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    await expect(canvas.getByText('Cage 4')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Lerøyvik' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/health/treatments/10331');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectFocusRingOnTab(within(canvasElement).getByRole('link', { name: 'Health' }));
  },
};

export const NorwegianDark: Story = {
  args: { items: [{ label: 'Helse', href: '/health' }, { label: 'Høsting' }] },
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Brødsmulesti' })).toBeInTheDocument();
  },
};
