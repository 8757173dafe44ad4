import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@havbruk/ui';
import { expectFocusRingOnTab, expectHoverChange } from './interaction.ts';

const meta = {
  title: 'ui/primitives/Button',
  component: Button,
  args: { children: 'Refresh Page', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Clicked: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh Page' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};

/** Keyboard focus draws the focus ring (a 2 px outline). */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectFocusRingOnTab(within(canvasElement).getByRole('button', { name: 'Refresh Page' }));
  },
};

/** A mouse over the button sets `data-hovered` and darkens its background; leaving restores it. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await expectHoverChange(within(canvasElement).getByRole('button', { name: 'Refresh Page' }));
  },
};

export const HoveredSecondaryDark: Story = {
  args: { variant: 'secondary' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectHoverChange(within(canvasElement).getByRole('button', { name: 'Refresh Page' }));
  },
};

/** A disabled button shows no hover change. */
export const DisabledNoHover: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh Page' });
    const before = getComputedStyle(button).backgroundColor;
    await userEvent.hover(button, { pointerEventsCheck: 0 });
    await expect(getComputedStyle(button).backgroundColor).toBe(before);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh Page' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-state', 'busy');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-state', 'disabled');
  },
};

const AllVariants = () => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
    <Button>Save</Button>
    <Button variant="secondary">Cancel</Button>
    <Button variant="ghost">Show more</Button>
    <Button variant="danger">Delete account</Button>
    <Button size="small">Resend</Button>
    <Button variant="secondary" busy>
      Saving
    </Button>
  </div>
);

export const Variants: Story = { render: () => <AllVariants /> };

export const VariantsDark: Story = { render: () => <AllVariants />, globals: { theme: 'dark' } };

export const NorwegianDark: Story = {
  args: { children: 'Last inn siden på nytt' },
  globals: { locale: 'no', theme: 'dark' },
};
