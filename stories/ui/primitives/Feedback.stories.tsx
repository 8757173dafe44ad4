import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, Button, EmptyState, Skeleton, SkeletonText, Spinner, useToast } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Badge',
  component: Badge,
  args: { count: 7 },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/unread/)).toBeNull();
  },
};

export const Seven: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('7 unread')).toBeInTheDocument();
  },
};

export const HundredTwenty: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('More than 99 unread')).toBeInTheDocument();
    await expect(canvas.queryByText('120')).toBeNull();
  },
};

export const NinetyNineNorwegianDark: Story = { args: { count: 99 }, globals: { locale: 'no', theme: 'dark' } };

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="small" />
      <Spinner />
      <Spinner size="large" label="Loading farms" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading farms' })).toBeInTheDocument();
  },
};

export const Skeletons: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <Skeleton shape="circle" width={40} height={40} />
      <SkeletonText lines={3} />
      <Skeleton height={120} />
    </div>
  ),
};

export const SkeletonsDark: Story = { ...Skeletons, globals: { theme: 'dark' } };

export const Empty: Story = {
  render: () => (
    <EmptyState
      title="Uh ohh... There is no data here! Adjust your filters to see results."
      action={<Button variant="secondary">Clear filters</Button>}
    />
  ),
};

export const EmptyNorwegianDark: Story = {
  render: () => <EmptyState icon="search" title="Ingen resultater" description="Skriv et søkeord for å søke." />,
  globals: { locale: 'no', theme: 'dark' },
};

function ToastDemo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast({ title: 'Saved', description: 'Your preferences were updated.', tone: 'success' })}>
        Save
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast({ title: 'We had trouble updating your preferences.', tone: 'error' })}
      >
        Fail
      </Button>
    </div>
  );
}

export const Toasts: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your preferences were updated.')).toBeInTheDocument();
  },
};

export const ToastsDark: Story = {
  render: () => <ToastDemo />,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await canvas.findByText('We had trouble updating your preferences.')).toBeInTheDocument();
  },
};
