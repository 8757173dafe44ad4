import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, useToast, type ToastMessage } from '@havbruk/ui';

/** A button that shows the toast given as args (toasts are shown through `useToast()`). */
function ToastTrigger(props: ToastMessage) {
  const toast = useToast();
  return <Button onClick={() => toast(props)}>Show toast</Button>;
}

const meta = {
  title: 'ui/primitives/Toast',
  component: ToastTrigger,
  args: { title: 'Saved', description: 'Your preferences were updated.', tone: 'success', duration: 60_000 },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const show: Story['play'] = async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
  const toast = (await canvas.findByText(args.title)).closest('li')!;
  await expect(toast).toHaveAttribute('data-tone', args.tone ?? 'info');
  if (args.description) await expect(toast).toHaveTextContent(args.description);
};

export const Success: Story = { play: show };

export const ErrorToast: Story = {
  args: { title: 'We had trouble updating your preferences.', description: undefined, tone: 'error' },
  play: show,
};

export const Info: Story = { args: { title: 'Resent', description: undefined, tone: 'info' }, play: show };

/** The close button dismisses the toast. */
export const Dismissed: Story = {
  play: async (context) => {
    await show(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByText('Your preferences were updated.')).toBeNull());
  },
};

export const ErrorDark: Story = { ...ErrorToast, globals: { theme: 'dark' } };

export const SuccessNorwegianDark: Story = {
  args: { title: 'Lagret', description: 'Innstillingene dine er oppdatert.' },
  globals: { locale: 'no', theme: 'dark' },
  play: async (context) => {
    await show(context);
    await expect(within(context.canvasElement).getByRole('button', { name: 'Lukk' })).toBeInTheDocument();
  },
};
