import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppLoadingScreen, AuthenticationErrorScreen, GoodbyeScreen, LogoutScreen, LostScreen } from '@havbruk/ui';

const meta = {
  title: 'ui/screens/account/Pages',
  component: LostScreen,
  args: { onNavigate: fn() },
} satisfies Meta<typeof LostScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lost: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('It looks like you are lost at sea.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Take me home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const LostNorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Det ser ut som du har gått deg vill på havet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ta meg hjem' })).toHaveAttribute('href', '/');
  },
};

export const LostMobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const LoggingOut: Story = {
  render: (args) => <LogoutScreen status="loggingOut" onNavigate={args.onNavigate} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Logging you out …');
  },
};

export const LoggedOut: Story = {
  render: (args) => <LogoutScreen status="loggedOut" onNavigate={args.onNavigate} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Log in again' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const LoggedOutNorwegianDark: Story = {
  render: (args) => <LogoutScreen status="loggedOut" onNavigate={args.onNavigate} />,
  globals: { locale: 'no', theme: 'dark' },
};

export const Goodbye: Story = {
  render: (args) => <GoodbyeScreen onNavigate={args.onNavigate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Goodbye' })).toBeVisible();
    await expect(canvas.getByText(/Your account and your data have been deleted/)).toBeVisible();
  },
};

export const GoodbyeNorwegianDark: Story = {
  render: (args) => <GoodbyeScreen onNavigate={args.onNavigate} />,
  globals: { locale: 'no', theme: 'dark' },
};

export const AuthenticationError: Story = {
  render: (args) => <AuthenticationErrorScreen onNavigate={args.onNavigate} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We were unable to verify your identity. The team has been alerted.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Try again' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const AuthenticationErrorNorwegianDark: Story = {
  render: (args) => <AuthenticationErrorScreen onNavigate={args.onNavigate} />,
  globals: { locale: 'no', theme: 'dark' },
};

export const AppLoading: Story = {
  render: () => <AppLoadingScreen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Havbruk …');
  },
};

export const AppLoadingNorwegianDark: Story = {
  render: () => <AppLoadingScreen />,
  globals: { locale: 'no', theme: 'dark' },
};
