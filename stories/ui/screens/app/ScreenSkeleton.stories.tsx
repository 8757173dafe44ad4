import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppShell, ScreenSkeleton } from '@havbruk/ui';

const meta = {
  title: 'ui/screens/app/ScreenSkeleton',
  component: ScreenSkeleton,
  args: { layout: 'page', standalone: false },
  decorators: [
    (Story, { args }) =>
      args.standalone ? (
        <Story />
      ) : (
        <AppShell
          tier="essentials"
          currentPath="/health"
          user={{ name: 'Ingrid Hansen', picture: null }}
          version="1.4.2"
          unreadCount={3}
          organizations={[]}
          layout="desktop"
        >
          <Story />
        </AppShell>
      ),
  ],
} satisfies Meta<typeof ScreenSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A farm-data view's code is loading: the view's frame in the shell's main area, announced as loading. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent(/Loading|Laster/);
  },
};

/** The map explorer's code is loading: one block filling the main area. */
export const Map: Story = { args: { layout: 'map' } };

/** A public certification page seen signed out: the skeleton is its own `main`. */
export const Standalone: Story = {
  args: { standalone: true },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent(/Loading|Laster/);
  },
};
