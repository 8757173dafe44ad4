import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dropdown } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/Dropdown',
  component: Dropdown,
  args: {
    label: 'Metric',
    options: [
      { value: 'overall', label: 'Overall' },
      { value: 'growth', label: 'Growth' },
      { value: 'mortality', label: 'Mortality' },
      { value: 'feed', label: 'Feed' },
      { value: 'parasite', label: 'Parasite' },
    ],
    defaultValue: 'overall',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 300 }}>{Story()}</div>],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = {
  args: { defaultValue: null },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Metric Nothing selected' });
    await expect(canvasElement.querySelector('[data-state="empty"]')).toContainElement(trigger);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Metric Overall' })).toBeDisabled();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectFocusRingOnTab(within(canvasElement).getByRole('button', { name: 'Metric Overall' }));
  },
};

/** Open: the menu lists the options as radio items with the chosen one checked; a hovered item is highlighted. */
export const OpenHovered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Metric Overall' }));
    const menu = await canvas.findByRole('menu', { name: 'Metric' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'Overall' })).toHaveAttribute('aria-checked', 'true');
    const feed = within(menu).getByRole('menuitemradio', { name: 'Feed' });
    const before = getComputedStyle(feed).backgroundColor;
    await userEvent.hover(feed);
    await waitFor(() => expect(feed).toHaveAttribute('data-highlighted'));
    await expect(getComputedStyle(feed).backgroundColor).not.toBe(before);
  },
};

export const OpenHoveredDark: Story = { ...OpenHovered, globals: { theme: 'dark' } };

export const ArrowKeysWrap: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Metric Overall' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(5);
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Parasite' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Overall' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('growth');
  },
};

export const EscapeClears: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Metric Overall' }));
    await canvas.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Metric Nothing selected' })).toBeInTheDocument();
  },
};

export const NorwegianDark: Story = {
  args: { defaultValue: null, label: 'Måltall', options: [{ value: 'feed', label: 'Fôr' }] },
  globals: { locale: 'no', theme: 'dark' },
};
