import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { gatingMachine, type GatingUser } from '@havbruk/machines';

const users: Record<string, GatingUser> = {
  'Ola, new (not set up)': {
    id: 'user-ola',
    tier: 'basics',
    isConfirmed: false,
    verifiedEmail: false,
    verificationSent: false,
  },
  'Ola, email not verified': {
    id: 'user-ola',
    tier: 'basics',
    isConfirmed: true,
    verifiedEmail: false,
    verificationSent: false,
  },
  'Ola, basics': { id: 'user-ola', tier: 'basics', isConfirmed: true, verifiedEmail: true, verificationSent: true },
  'Kari, essentials': {
    id: 'user-kari',
    tier: 'essentials',
    isConfirmed: true,
    verifiedEmail: true,
    verificationSent: true,
  },
};

const paths = [
  '/compare',
  '/health',
  '/map/2026/47',
  '/farm/12040/lice',
  '/farm/12040/mortality',
  '/setup',
  '/verify/email',
  '/lost',
];

/** The gating machine in front of a pretend router: pick who signs in and where they go; the address shows where they end up. */
function GatingDemo({ user }: { user: keyof typeof users }) {
  const [location, setLocation] = useState('/compare');
  const [sent, setSent] = useState(0);
  const machine = useMemo(
    () =>
      gatingMachine.provide({
        actions: {
          navigate: (_, { to }) => setLocation(to),
          sendVerificationEmail: () => setSent((count) => count + 1),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { path: '/compare' } });
  const signIn = () => {
    send({ type: 'SESSION_CHANGED', authenticated: true });
    send({ type: 'USER_LOADED', user: users[user] ?? null });
    send({ type: 'CONFIG_FETCHED' });
  };
  return (
    <div style={{ padding: 16, display: 'grid', gap: 12 }} data-state={String(snapshot.value)}>
      <p>
        Address: <output aria-label="Address">{location}</output> · stage: {String(snapshot.value)} · data{' '}
        {snapshot.hasTag('dataAllowed') ? 'loads' : 'waits'} · verification emails sent: {sent}
      </p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" onClick={signIn}>
          Sign in as {user}
        </button>
        <button type="button" onClick={() => send({ type: 'SESSION_CHANGED', authenticated: false })}>
          Sign out
        </button>
      </div>
      <nav aria-label="Go to">
        <ul style={{ display: 'flex', gap: 8, flexWrap: 'wrap', listStyle: 'none', padding: 0 }}>
          {paths.map((path) => (
            <li key={path}>
              <button
                type="button"
                onClick={() => {
                  setLocation(path);
                  send({ type: 'NAVIGATED', path });
                }}
              >
                {path}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

const meta = {
  title: 'machines/gating',
  component: GatingDemo,
  args: { user: 'Kari, essentials' },
  argTypes: { user: { control: 'select', options: Object.keys(users) } },
} satisfies Meta<typeof GatingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-out deep link to /compare goes to /login and comes back after login. */
export const DeepLinkRestoredAfterLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/login');
    await userEvent.click(canvas.getByRole('button', { name: /Sign in as/ }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/compare');
  },
};

/** A basics user is sent away from essentials-only views, to / and on to /map. */
export const BasicsOnEssentialsView: Story = {
  args: { user: 'Ola, basics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sign in as/ }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/map');
    await userEvent.click(canvas.getByRole('button', { name: '/farm/12040/mortality' }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/map');
    await userEvent.click(canvas.getByRole('button', { name: '/farm/12040/lice' }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/farm/12040/lice');
  },
};

/** A new user is kept on /setup. */
export const NotSetUp: Story = {
  args: { user: 'Ola, new (not set up)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sign in as/ }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/setup');
    await userEvent.click(canvas.getByRole('button', { name: '/health' }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/setup');
  },
};

/** An unverified user is kept on /verify/email and the email goes out once. */
export const EmailNotVerified: Story = {
  args: { user: 'Ola, email not verified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sign in as/ }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/verify/email');
    await userEvent.click(canvas.getByRole('button', { name: '/compare' }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/verify/email');
    await expect(canvas.getByText(/verification emails sent: 1/)).toBeInTheDocument();
  },
};
