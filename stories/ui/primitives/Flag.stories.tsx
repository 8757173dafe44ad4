import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Flag } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Flag',
  component: Flag,
  args: { locale: 'no', size: 24 },
  argTypes: { locale: { control: 'inline-radio', options: ['no', 'en'] } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Norwegian: Story = {
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole('img', { name: 'Norwegian flag' });
    await expect(flag).toHaveAttribute('data-locale', 'no');
    await expect(flag.getAttribute('width')).toBe('33');
  },
};

/** English is shown with the US flag. */
export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'English flag' })).toHaveAttribute('data-locale', 'en');
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const BothNorwegianDark: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Flag locale="no" size={24} />
      <Flag locale="en" size={24} />
    </div>
  ),
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Flagg: Norsk' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Flagg: Engelsk' })).toBeInTheDocument();
  },
};
