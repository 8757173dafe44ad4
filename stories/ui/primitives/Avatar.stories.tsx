import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createDataset, DEMO_USER_IDS } from '@havbruk/api/dataset';
import { Avatar } from '@havbruk/ui';

const lars = createDataset({ sites: 1 }).users.find((user) => user.id === DEMO_USER_IDS.admin)!;

const meta = {
  title: 'ui/primitives/Avatar',
  component: Avatar,
  args: { name: 'Lars Johansen' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No picture: the initials. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Picture of Lars Johansen' })).toHaveTextContent('LJ');
  },
};

/** The user's picture from the dataset. */
export const WithPicture: Story = {
  args: { name: lars.name, src: lars.picture, size: 'large' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: `Picture of ${lars.name}` });
    await waitFor(() => expect(avatar.querySelector('img')).toHaveAttribute('src', lars.picture));
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Ingrid Hansen" size="small" />
      <Avatar name="Lars Johansen" />
      <Avatar name="Sigrid" size="large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Picture of Sigrid' })).toHaveTextContent('S');
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const NorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Bilde av Lars Johansen' })).toBeInTheDocument();
  },
};
