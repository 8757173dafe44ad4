import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Farm views',
    items: [
      { value: 'lice', label: 'Lice', content: <p>Adult female lice per fish, weekly counts.</p> },
      { value: 'mortality', label: 'Mortality', content: <p>Mortality by reason, daily.</p> },
      { value: 'feed', label: 'Feed', content: <p>Feed per day and FCR.</p> },
      { value: 'lab', label: 'Lab', content: <p>Lab orders.</p>, disabled: true },
    ],
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Lice' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mortality' })).toHaveAttribute('data-state', 'active');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mortality');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Mortality by reason');
  },
};

/** Tab focuses the active tab (ring shown); the disabled tab is skipped by the arrow keys. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFocusRingOnTab(canvas.getByRole('tab', { name: 'Lice' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Feed' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Lab' })).toBeDisabled();
  },
};

export const NorwegianDark: Story = {
  args: {
    label: 'Visninger',
    items: [
      { value: 'lice', label: 'Lus', content: <p>Voksne hunnlus per fisk.</p> },
      { value: 'feed', label: 'Fôr', content: <p>Fôr per dag.</p> },
    ],
  },
  globals: { locale: 'no', theme: 'dark' },
};
