import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createDataset, DEMO_USER_IDS } from '@havbruk/api/dataset';
import { UnsubscribeScreen, VerifyEmailScreen, VerifyResultScreen, type ResendState } from '@havbruk/ui';

// The demo users do not depend on the number of sites: a small dataset is enough.
const unverified = createDataset({ sites: 20 }).users.find((user) => user.id === DEMO_USER_IDS.unverified);
const email = unverified?.email ?? null;

const meta = {
  title: 'ui/screens/account/Verification',
  component: VerifyEmailScreen,
  args: { email, resendState: 'idle', onResend: fn(), onNavigate: fn() },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The resend button works once: it becomes disabled and reads "Resent". */
export const VerifyEmail: Story = {
  render: function Render(args) {
    const [resendState, setResendState] = useState<ResendState>('idle');
    return (
      <VerifyEmailScreen
        {...args}
        resendState={resendState}
        onResend={() => {
          args.onResend();
          setResendState('resent');
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(new RegExp(String(email).replace('.', '\\.')))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    const resent = canvas.getByRole('button', { name: 'Resent' });
    await expect(resent).toBeDisabled();
  },
};

export const VerifyEmailSending: Story = { args: { resendState: 'sending' } };
export const VerifyEmailResent: Story = { args: { resendState: 'resent' } };
export const VerifyEmailNorwegianDark: Story = { globals: { locale: 'no', theme: 'dark' } };
export const VerifyEmailResentNorwegianDark: Story = {
  args: { resendState: 'resent' },
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sendt på nytt' })).toBeDisabled();
  },
};

/**
 * The company's own identity provider verifies e-mail addresses (issue 37): the screen says so, offers no resend,
 * and the logout to sign in again once verified.
 */
export const VerifyEmailAtProvider: Story = {
  args: { atProvider: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/sign-in service verifies it/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend email' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Log out' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/logout');
  },
};
export const VerifyEmailAtProviderNorwegianDark: Story = {
  args: { atProvider: true },
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/innloggingstjeneste bekrefter den/)).toBeVisible();
  },
};

export const VerifyLoading: Story = {
  render: () => <VerifyResultScreen status="loading" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Verifying your email …');
  },
};

export const VerifySuccess: Story = {
  render: (args) => <VerifyResultScreen status="success" continueHref="/health" onNavigate={args.onNavigate} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Continue' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/health');
  },
};

export const VerifyFailure: Story = {
  render: (args) => <VerifyResultScreen status="failure" onResend={args.onResend} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: "We couldn't validate your email." }),
    ).toBeVisible();
  },
};

export const VerifyExpired: Story = {
  render: function Render(args) {
    const [resendState, setResendState] = useState<ResendState>('idle');
    return (
      <VerifyResultScreen
        status="expired"
        resendState={resendState}
        onResend={() => {
          args.onResend();
          setResendState('resent');
        }}
        onNavigate={args.onNavigate}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link has expired!' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Resent' })).toBeDisabled();
    // Issue 38: a way back from the expired link.
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the start page' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const VerifyLoadingNorwegianDark: Story = {
  render: () => <VerifyResultScreen status="loading" />,
  globals: { locale: 'no', theme: 'dark' },
};
export const VerifySuccessNorwegianDark: Story = {
  render: () => <VerifyResultScreen status="success" continueHref="/map" />,
  globals: { locale: 'no', theme: 'dark' },
};
export const VerifyFailureNorwegianDark: Story = {
  render: () => <VerifyResultScreen status="failure" />,
  globals: { locale: 'no', theme: 'dark' },
};
export const VerifyExpiredNorwegianDark: Story = {
  render: (args) => <VerifyResultScreen status="expired" onResend={args.onResend} />,
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Denne lenken er utløpt!' }),
    ).toBeVisible();
  },
};

export const UnsubscribeLoading: Story = {
  render: () => <UnsubscribeScreen status="loading" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Unsubscribing you from weekly alerts …');
  },
};

export const UnsubscribeDone: Story = {
  render: (args) => <UnsubscribeScreen status="done" onNavigate={args.onNavigate} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings');
  },
};

export const UnsubscribeLoadingNorwegianDark: Story = {
  render: () => <UnsubscribeScreen status="loading" />,
  globals: { locale: 'no', theme: 'dark' },
};
export const UnsubscribeDoneNorwegianDark: Story = {
  render: () => <UnsubscribeScreen status="done" />,
  globals: { locale: 'no', theme: 'dark' },
};

/** The resend call failed: the message shows and the button works again (it was not used up). */
export const VerifyEmailResendFailed: Story = {
  args: { resendState: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The email could not be sent.');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const VerifyExpiredResendFailed: Story = {
  render: (args) => <VerifyResultScreen status="expired" resendState="failed" onResend={args.onResend} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The email could not be sent.');
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

/** The server does not know the link: said plainly, with the way to the settings (no Retry: it cannot help). */
export const UnsubscribeInvalidLink: Story = {
  render: (args) => <UnsubscribeScreen status="invalid" onRetry={fn()} onNavigate={args.onNavigate} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings');
  },
};

/** The call failed (network, server): the failure shows with Try again, never an endless spinner. */
export const UnsubscribeFailure: Story = {
  args: { onResend: fn() },
  render: (args) => <UnsubscribeScreen status="failure" onRetry={args.onResend} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not unsubscribe you.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const UnsubscribeInvalidLinkNorwegianDark: Story = {
  render: () => <UnsubscribeScreen status="invalid" />,
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Denne avmeldingslenken er ikke gyldig' }),
    ).toBeVisible();
  },
};
export const UnsubscribeFailureNorwegianDark: Story = {
  render: () => <UnsubscribeScreen status="failure" onRetry={() => undefined} />,
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
};
