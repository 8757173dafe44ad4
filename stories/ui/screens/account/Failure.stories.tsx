import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OfflineMessage, RenderFailureScreen, Rocket, UpgradeCelebration } from '@havbruk/ui';

const meta = {
  title: 'ui/screens/account/Failure and extras',
  component: RenderFailureScreen,
  args: { incidentId: 'INC-7F3A2C91', offline: false, onReload: fn() },
} satisfies Meta<typeof RenderFailureScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenderFailure: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Uh ohh... the boat has sunk!' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops! There was an issue on our end.');
    await expect(canvas.getByRole('link', { name: 'support@havbruk.example' })).toHaveAttribute(
      'href',
      'mailto:support@havbruk.example',
    );
    await expect(canvas.getByText('Incident Id: INC-7F3A2C91')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const RenderFailureGeneratingIncidentId: Story = {
  args: { incidentId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Incident Id: Generating incident id ...')).toBeVisible();
  },
};

export const RenderFailureOffline: Story = {
  args: { incidentId: null, offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'It appears that you have lost connection to Havbruk. Are you connected to the internet?',
    );
  },
};

export const RenderFailureNorwegianDark: Story = { globals: { locale: 'no', theme: 'dark' } };
export const RenderFailureOfflineNorwegianDark: Story = {
  args: { offline: true },
  globals: { locale: 'no', theme: 'dark' },
};

export const Offline: Story = {
  render: () => <OfflineMessage placement="inline" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'It appears that you have lost connection to Havbruk. Are you connected to the internet?',
    );
  },
};

export const OfflineNorwegianDark: Story = {
  render: () => <OfflineMessage placement="inline" />,
  globals: { locale: 'no', theme: 'dark' },
};

export const UpgradeCelebrationOpen: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <UpgradeCelebration
        open={open}
        onDismiss={() => {
          args.onReload();
          setOpen(false);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Welcome to Explorer!' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: "Let's go" }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const UpgradeCelebrationNorwegianDark: Story = {
  render: (args) => <UpgradeCelebration open onDismiss={args.onReload} />,
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Velkommen til Explorer!' }),
    ).toBeVisible();
  },
};

export const RocketEasterEgg: Story = {
  render: (args) => (
    <main style={{ padding: 48, minHeight: 480, display: 'flex', alignItems: 'flex-end' }}>
      <Rocket onLaunch={args.onReload} />
    </main>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rocket = canvas.getByRole('button', { name: 'Launch the rocket' });
    await expect(rocket).toHaveAttribute('data-state', 'idle');
    await userEvent.click(rocket);
    await expect(rocket).toHaveAttribute('data-state', 'launched');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Lift-off!');
  },
};

export const RocketNorwegianDark: Story = {
  render: () => (
    <main style={{ padding: 48 }}>
      <Rocket />
    </main>
  ),
  globals: { locale: 'no', theme: 'dark' },
};
