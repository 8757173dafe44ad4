import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from '@havbruk/ui';

const meta = {
  title: 'ui/screens/account/LoginScreen',
  component: LoginScreen,
  args: { mode: 'login', status: 'idle', onLogIn: fn(), onSignUp: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Havbruk' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
};

export const Signup: Story = {
  args: { mode: 'signup' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your Havbruk account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
};

export const Redirecting: Story = {
  args: { status: 'redirecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Taking you to the login page …')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Log in/ })).toBeDisabled();
  },
};

export const NorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logg inn' })).toBeVisible();
  },
};

export const SignupNorwegianMobile: Story = {
  args: { mode: 'signup' },
  globals: { locale: 'no', viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { globals: { theme: 'dark' } };
