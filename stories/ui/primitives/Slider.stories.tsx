import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/Slider',
  component: Slider,
  args: {
    label: 'Distance',
    min: 20,
    max: 60,
    step: 10,
    defaultValue: [40],
    unit: 'km',
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const StepWithKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Distance' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([50]);
    await expect(slider).toHaveAttribute('aria-valuetext', '50\u00a0km');
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([60]);
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '60');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectFocusRingOnTab(within(canvasElement).getByRole('slider', { name: 'Distance' }));
  },
};

/** Open-ended: the top of the range means "and above" ("60+ km"); values below it read as usual. */
export const OpenEndedAtMax: Story = {
  args: { openEnded: true, defaultValue: [60] },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Distance' });
    await expect(slider).toHaveAttribute('aria-valuetext', '60+\u00a0km');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', '50\u00a0km');
  },
};

export const Range: Story = {
  args: { label: 'Weight', min: 0, max: 8, step: 0.5, defaultValue: [3.5, 8], unit: 'kg', openEnded: true },
  play: async ({ args, canvasElement }) => {
    const [low, high] = within(canvasElement).getAllByRole('slider');
    await expect(low).toHaveAttribute('aria-valuetext', '3.5\u00a0kg');
    await expect(high).toHaveAttribute('aria-valuetext', '8+\u00a0kg');
    low!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([4, 8]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Distance' });
    await expect(slider).toHaveAttribute('data-disabled');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const NorwegianDark: Story = {
  args: { label: 'Avstand', min: 0, max: 5, step: 0.5, defaultValue: [2.5] },
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Avstand' })).toHaveAttribute(
      'aria-valuetext',
      '2,5\u00a0km',
    );
  },
};
