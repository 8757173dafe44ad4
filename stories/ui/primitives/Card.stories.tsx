import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, IconButton } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Card',
  component: Card,
  args: {
    title: 'Mortality',
    subtitle: 'Last 30 days',
    children: <p style={{ margin: 0 }}>0.412 % · 1,240 fish</p>,
    actions: <IconButton icon="info" label="About mortality" size="small" />,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mortality' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'About mortality' })).toBeInTheDocument();
  },
};

export const HeadingLevelThree: Story = {
  args: { headingLevel: 3, actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Mortality' })).toBeInTheDocument();
  },
};

/** Without a title: a plain surface. */
export const Untitled: Story = {
  args: { title: undefined, subtitle: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const CardDark: Story = { globals: { theme: 'dark' } };

export const NorwegianDark: Story = {
  args: {
    title: 'Dødelighet',
    subtitle: 'Siste 30 dager',
    children: <p style={{ margin: 0 }}>0,412 % · 1 240 fisk</p>,
    actions: <IconButton icon="info" label="Om dødelighet" size="small" />,
  },
  globals: { locale: 'no', theme: 'dark' },
};
