import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Collapsible } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/Collapsible',
  component: Collapsible,
  args: {
    title: 'Explanation',
    children: <p style={{ margin: 0 }}>Sea temperature above 12 °C for 14 days raised the PD risk.</p>,
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Explanation' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByText(/raised the PD risk/)).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** Keyboard focus shows the ring; Enter opens. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Explanation' });
    await expectFocusRingOnTab(trigger);
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Explanation' })).toBeDisabled();
  },
};

export const OpenNorwegianDark: Story = {
  args: {
    title: 'Forklaring',
    defaultOpen: true,
    children: <p style={{ margin: 0 }}>Sjøtemperatur over 12 °C i 14 dager økte PD-risikoen.</p>,
  },
  globals: { locale: 'no', theme: 'dark' },
};
