import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, RadioGroup, Slider, Switch } from '@havbruk/ui';

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
  },
};

export const OpenEndedAtMax: Story = {
  args: { openEnded: true, defaultValue: [60] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Distance' })).toHaveAttribute(
      'aria-valuetext',
      '60+\u00a0km',
    );
  },
};

export const Range: Story = {
  args: { label: 'Weight', min: 0, max: 8, step: 0.5, defaultValue: [3.2, 6], unit: 'kg', openEnded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('slider')).toHaveLength(2);
  },
};

export const Disabled: Story = { args: { disabled: true } };

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

export const SwitchStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch label="Dark mode" defaultChecked={false} />
      <Switch label="Weekly risk alerts" description="Email when a farm's risk level changes." defaultChecked />
      <Switch label="Disease detected" busy checked />
      <Switch label="Treatments" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('data-state', 'checked');
  },
};

export const CheckboxStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Lerøyvik" defaultChecked />
      <Checkbox label="Sandøya N" />
      <Checkbox label="All farms" checked="indeterminate" />
      <Checkbox label="Kvitholmen" disabled />
      <Checkbox label="I understand this cannot be undone" invalid />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Sandøya N' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const RadioGroupStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup
        label="Language"
        defaultValue="en"
        options={[
          { value: 'en', label: 'English' },
          { value: 'no', label: 'Norwegian' },
        ]}
      />
      <RadioGroup
        label="Market"
        orientation="horizontal"
        error="Value can't be empty!"
        options={[
          { value: 'fresh', label: 'Fresh' },
          { value: 'frozen', label: 'Frozen', disabled: true },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Norwegian' }));
    await expect(canvas.getByRole('radio', { name: 'Norwegian' })).toBeChecked();
  },
};

export const ControlsDark: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch label="Mørk modus" defaultChecked />
      <Checkbox label="Alle anlegg" defaultChecked />
      <RadioGroup
        label="Språk"
        defaultValue="no"
        options={[
          { value: 'no', label: 'Norsk' },
          { value: 'en', label: 'Engelsk' },
        ]}
      />
    </div>
  ),
  globals: { theme: 'dark', locale: 'no' },
};
