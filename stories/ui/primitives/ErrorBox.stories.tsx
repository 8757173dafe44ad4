import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorBox, ErrorStatusProvider } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/ErrorBox',
  component: ErrorBox,
  args: { incidentId: 'INC-2026-11-22-7F3A9C', onRefresh: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof ErrorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const IncidentReady: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('alertdialog', { name: 'Failure' });
    await expect(box).toHaveTextContent('Oops! There was an issue on our end.');
    await expect(canvas.getByRole('link', { name: 'support@havbruk.example' })).toHaveAttribute(
      'href',
      'mailto:support@havbruk.example',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Incident Id: INC-2026-11-22-7F3A9C');
    const refresh = canvas.getByRole('button', { name: 'Refresh Page' });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    // The pointer moves away again, so the story (and its visual baseline) shows the button at rest.
    await userEvent.unhover(refresh);
    await expect(refresh).not.toHaveAttribute('data-hovered');
  },
};

export const GeneratingIncidentId: Story = {
  args: { incidentId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Generating incident id ...');
  },
};

export const WithMessage: Story = {
  args: { message: 'GET /config/farms failed: 503 Service Unavailable' },
};

export const Offline: Story = {
  args: { offline: true, incidentId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alertdialog')).toHaveTextContent(
      'It appears that you have lost connection to Havbruk. Are you connected to the internet?',
    );
    await expect(canvas.queryByText(/Incident Id/)).toBeNull();
  },
};

/** Over the content: a modal alert dialog on the `$overlay` backdrop. */
export const Overlay: Story = {
  args: { overlay: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alertdialog', { name: 'Failure' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
  },
};

export const OverlayNorwegianDark: Story = { args: { overlay: true }, globals: { locale: 'no', theme: 'dark' } };

export const Norwegian: Story = { globals: { locale: 'no' } };

export const NorwegianOfflineDark: Story = { args: { offline: true }, globals: { locale: 'no', theme: 'dark' } };

export const Dark: Story = { args: { incidentId: null }, globals: { theme: 'dark' } };

/**
 * A screen's own error box inside the app while the connection is lost: the app's error state (the
 * `ErrorStatusProvider`) makes it say so, with no incident id line that would spin while nothing is reported.
 */
export const OfflineFromTheApp: Story = {
  args: { incidentId: undefined },
  decorators: [
    (Story) => <ErrorStatusProvider value={{ offline: true, incidentId: null }}>{Story()}</ErrorStatusProvider>,
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alertdialog', { name: 'No connection' })).toHaveTextContent(
      'It appears that you have lost connection to Havbruk. Are you connected to the internet?',
    );
    await expect(canvas.queryByText('Generating incident id ...')).toBeNull();
  },
};
