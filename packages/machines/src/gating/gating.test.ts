import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { gatingMachine, isInitialized, type GatingEvent, type GatingInput, type GatingUser } from './gating.ts';
import { homePathFor, isEssentialsOnlyPath, isOpenPath, pathnameOf } from './routes.ts';

const unconfirmed: GatingUser = {
  id: 'user-ola',
  tier: 'basics',
  isConfirmed: false,
  verifiedEmail: false,
  verificationSent: false,
};
const unverified: GatingUser = {
  id: 'user-ola',
  tier: 'basics',
  isConfirmed: true,
  verifiedEmail: false,
  verificationSent: false,
};
const unverifiedSent: GatingUser = { ...unverified, verificationSent: true };
const basics: GatingUser = {
  id: 'user-ola',
  tier: 'basics',
  isConfirmed: true,
  verifiedEmail: true,
  verificationSent: true,
};
const essentials: GatingUser = {
  id: 'user-kari',
  tier: 'essentials',
  isConfirmed: true,
  verifiedEmail: true,
  verificationSent: true,
};

function harness(input: GatingInput) {
  const effects: Array<{ type: string; params?: unknown }> = [];
  const machine = gatingMachine.provide({
    actions: {
      navigate: (_, params) => void effects.push({ type: 'navigate', params }),
      rememberWantedPath: (_, params) => void effects.push({ type: 'rememberWantedPath', params }),
      sendVerificationEmail: () => void effects.push({ type: 'sendVerificationEmail' }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const navigations = () =>
    effects.filter((effect) => effect.type === 'navigate').map((effect) => (effect.params as { to: string }).to);
  return { actor, effects, navigations };
}

/** Signs in on `/login` and loads the user, as the app does after the callback. */
function signIn(h: ReturnType<typeof harness>, user: GatingUser) {
  h.actor.send({ type: 'NAVIGATED', path: '/login' });
  h.actor.send({ type: 'SESSION_CHANGED', authenticated: true });
  h.actor.send({ type: 'USER_LOADED', user });
  h.actor.send({ type: 'CONFIG_FETCHED' });
}

describe('route rules', () => {
  it('strips query, hash and trailing slash', () => {
    expect(pathnameOf('/verify?token=abc#x')).toBe('/verify');
    expect(pathnameOf('/settings/')).toBe('/settings');
    expect(pathnameOf('')).toBe('/');
  });

  it('knows the open routes', () => {
    for (const path of [
      '/login',
      '/signup?x=1',
      '/logout',
      '/goodbye',
      '/authentication/error',
      '/lost',
      '/asc/company/salmar',
      '/asc/company/salmar/12040',
    ]) {
      expect(isOpenPath(path)).toBe(true);
    }
    for (const path of ['/', '/health', '/setup', '/verify/email', '/settings', '/map', '/asc'])
      expect(isOpenPath(path)).toBe(false);
  });

  it('knows the essentials-only views', () => {
    for (const path of [
      '/health',
      '/health/treatments/12040',
      '/compare',
      '/notifications',
      '/settings/organization',
      '/settings/pipelines',
      '/farm/12040/mortality',
      '/cage/88/feed',
    ]) {
      expect(isEssentialsOnlyPath(path)).toBe(true);
    }
    for (const path of [
      '/map',
      '/map/2024/17',
      '/search',
      '/farm/12040/lice',
      '/farm/12040',
      '/settings',
      '/settings/app',
      '/settings/danger',
      '/healthy',
    ]) {
      expect(isEssentialsOnlyPath(path)).toBe(false);
    }
  });

  it('sends essentials home to /health and basics to /map', () => {
    expect(homePathFor('essentials')).toBe('/health');
    expect(homePathFor('basics')).toBe('/map');
  });
});

describe('gatingMachine', () => {
  it('sends a signed-out deep link to /login and remembers the wanted path', () => {
    const h = harness({ path: '/compare?farms=12040,12041' });
    expect(h.actor.getSnapshot().value).toBe('unauthenticated');
    expect(h.actor.getSnapshot().context.wantedPath).toBe('/compare?farms=12040,12041');
    expect(h.effects).toEqual([
      { type: 'rememberWantedPath', params: { path: '/compare?farms=12040,12041' } },
      { type: 'navigate', params: { to: '/login' } },
    ]);
  });

  it('leaves signed-out users alone on open routes', () => {
    for (const path of [
      '/login',
      '/signup',
      '/logout',
      '/goodbye',
      '/authentication/error',
      '/lost',
      '/asc/company/salmar/12040',
    ]) {
      const h = harness({ path });
      expect(h.effects).toEqual([]);
    }
  });

  it('restores the wanted path after login', () => {
    const h = harness({ path: '/compare' });
    signIn(h, essentials);
    expect(h.navigations()).toEqual(['/login', '/compare']);
    expect(h.actor.getSnapshot().context.wantedPath).toBeNull();
    expect(h.effects.at(-1)).toEqual({ type: 'rememberWantedPath', params: { path: null } });
  });

  it('restores a wanted path kept across the identity provider redirect', () => {
    const h = harness({ path: '/login', wantedPath: '/settings/app' });
    signIn(h, basics);
    expect(h.navigations()).toEqual(['/settings/app']);
  });

  it('sends a verified user from /login to the tier home when nothing was wanted', () => {
    const a = harness({ path: '/login' });
    signIn(a, essentials);
    expect(a.navigations()).toEqual(['/health']);
    const b = harness({ path: '/login' });
    signIn(b, basics);
    expect(b.navigations()).toEqual(['/map']);
  });

  it('decides nothing while the user is unknown', () => {
    const h = harness({ path: '/compare', authenticated: true });
    expect(h.actor.getSnapshot().value).toBe('loadingUser');
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(h.effects).toEqual([]);
  });

  it('sends an unconfirmed user to /setup and unknown setup steps to /lost', () => {
    const h = harness({ path: '/health', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: unconfirmed });
    expect(h.actor.getSnapshot().value).toBe('setup');
    h.actor.send({ type: 'NAVIGATED', path: '/setup/step-2' });
    h.actor.send({ type: 'NAVIGATED', path: '/setup' });
    h.actor.send({ type: 'NAVIGATED', path: '/lost' });
    h.actor.send({ type: 'NAVIGATED', path: '/login' });
    expect(h.navigations()).toEqual(['/setup', '/lost', '/setup']);
    expect(h.actor.getSnapshot().hasTag('dataAllowed')).toBe(false);
  });

  it('a signed-in unconfirmed user coming from login goes to /setup and the wanted path is kept', () => {
    const h = harness({ path: '/compare' });
    signIn(h, unconfirmed);
    expect(h.navigations()).toEqual(['/login', '/setup']);
    expect(h.actor.getSnapshot().context.wantedPath).toBe('/compare');
    expect(h.effects).not.toContainEqual({ type: 'rememberWantedPath', params: { path: null } });
  });

  it('restores the wanted path after setup and verification', () => {
    const h = harness({ path: '/search?q=Fr%C3%B8ya' });
    signIn(h, unconfirmed);
    // Onboarding answers the confirmed user; the email is verified from the link.
    h.actor.send({ type: 'USER_LOADED', user: unverifiedSent });
    h.actor.send({ type: 'NAVIGATED', path: '/verify?token=abc' });
    h.actor.send({ type: 'USER_LOADED', user: basics });
    expect(h.navigations()).toEqual(['/login', '/setup', '/verify/email', '/search?q=Fr%C3%B8ya']);
    expect(h.actor.getSnapshot().context.wantedPath).toBeNull();
    expect(h.effects.at(-1)).toEqual({ type: 'rememberWantedPath', params: { path: null } });
  });

  it('an unverified user arriving at /login keeps the wanted path until verification', () => {
    const h = harness({ path: '/login', wantedPath: '/settings/app' });
    signIn(h, unverifiedSent);
    expect(h.navigations()).toEqual(['/verify/email']);
    expect(h.actor.getSnapshot().context.wantedPath).toBe('/settings/app');
    expect(h.effects).not.toContainEqual({ type: 'rememberWantedPath', params: { path: null } });
    h.actor.send({ type: 'NAVIGATED', path: '/verify?token=abc' });
    h.actor.send({ type: 'USER_LOADED', user: essentials });
    expect(h.navigations()).toEqual(['/verify/email', '/settings/app']);
    expect(h.effects.at(-1)).toEqual({ type: 'rememberWantedPath', params: { path: null } });
  });

  it('opens a signed-out verification link after login and lands home once verified', () => {
    const h = harness({ path: '/verify?token=abc' });
    expect(h.navigations()).toEqual(['/login']);
    expect(h.effects[0]).toEqual({ type: 'rememberWantedPath', params: { path: '/verify?token=abc' } });
    signIn(h, unverifiedSent);
    expect(h.navigations()).toEqual(['/login', '/verify?token=abc']);
    // The link is used up: it is not restored a second time.
    expect(h.actor.getSnapshot().context.wantedPath).toBeNull();
    expect(h.effects.at(-1)).toEqual({ type: 'rememberWantedPath', params: { path: null } });
    h.actor.send({ type: 'USER_LOADED', user: basics });
    expect(h.navigations()).toEqual(['/login', '/verify?token=abc', '/map']);
  });

  it('keeps a verification link opened before setup and opens it once setup is done', () => {
    const h = harness({ path: '/verify?token=abc', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: unconfirmed });
    expect(h.navigations()).toEqual(['/setup']);
    expect(h.actor.getSnapshot().context.wantedPath).toBe('/verify?token=abc');
    expect(h.effects).toContainEqual({ type: 'rememberWantedPath', params: { path: '/verify?token=abc' } });
    h.actor.send({ type: 'USER_LOADED', user: unverifiedSent });
    expect(h.navigations()).toEqual(['/setup', '/verify?token=abc']);
    h.actor.send({ type: 'USER_LOADED', user: essentials });
    expect(h.navigations()).toEqual(['/setup', '/verify?token=abc', '/health']);
  });

  it('a signed-out unsubscribe link is opened after login, whatever the account state', () => {
    const h = harness({ path: '/verify/unsubscribe?token=u1' });
    signIn(h, unverifiedSent);
    expect(h.navigations()).toEqual(['/login', '/verify/unsubscribe?token=u1']);
    const verified = harness({ path: '/verify/unsubscribe?token=u2' });
    signIn(verified, basics);
    expect(verified.navigations()).toEqual(['/login', '/verify/unsubscribe?token=u2']);
  });

  it('forgets a stale wanted path when a restored session lands on a page of its own', () => {
    const h = harness({ path: '/map', authenticated: true, wantedPath: '/compare' });
    h.actor.send({ type: 'USER_LOADED', user: essentials });
    expect(h.navigations()).toEqual([]);
    expect(h.actor.getSnapshot().context.wantedPath).toBeNull();
    expect(h.effects).toEqual([{ type: 'rememberWantedPath', params: { path: null } }]);
    h.actor.send({ type: 'NAVIGATED', path: '/login' });
    expect(h.navigations()).toEqual(['/health']);
  });

  it('does not restore a wanted setup or verify page for a verified user', () => {
    const h = harness({ path: '/login', wantedPath: '/verify?token=old' });
    signIn(h, essentials);
    expect(h.navigations()).toEqual(['/health']);
    expect(h.actor.getSnapshot().context.wantedPath).toBeNull();
  });

  it('sends a confirmed but unverified user to /verify/email and sends the email once', () => {
    const h = harness({ path: '/map', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: unverified });
    expect(h.actor.getSnapshot().value).toBe('verifyEmail');
    h.actor.send({ type: 'NAVIGATED', path: '/verify?token=abc' });
    h.actor.send({ type: 'NAVIGATED', path: '/verify/unsubscribe?token=abc' });
    h.actor.send({ type: 'NAVIGATED', path: '/settings' });
    h.actor.send({ type: 'USER_LOADED', user: unverified });
    expect(h.navigations()).toEqual(['/verify/email', '/verify/email']);
    expect(h.effects.filter((effect) => effect.type === 'sendVerificationEmail')).toHaveLength(1);
    expect(h.effects[0]).toEqual({ type: 'sendVerificationEmail' });
  });

  it('does not send the verification email when it was already sent', () => {
    const h = harness({ path: '/verify/email', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: unverifiedSent });
    expect(h.effects).toEqual([]);
  });

  it('sends a verified user on setup or verify pages home, but keeps unsubscribe', () => {
    for (const [path, user, to] of [
      ['/setup', essentials, '/health'],
      ['/verify/email', essentials, '/health'],
      ['/verify?token=abc', basics, '/map'],
      ['/setup/step-2', basics, '/map'],
    ] as const) {
      const h = harness({ path, authenticated: true });
      h.actor.send({ type: 'USER_LOADED', user });
      expect(h.navigations()).toEqual([to]);
    }
    const h = harness({ path: '/verify/unsubscribe?token=abc', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: basics });
    expect(h.navigations()).toEqual([]);
  });

  it('moves to the home page once verification lands', () => {
    const h = harness({ path: '/verify?token=abc', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: unverifiedSent });
    expect(h.navigations()).toEqual([]);
    h.actor.send({ type: 'USER_LOADED', user: { ...unverifiedSent, verifiedEmail: true, tier: 'essentials' } });
    expect(h.navigations()).toEqual(['/health']);
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('sends a basics user on an essentials-only view to /, which leads to /map', () => {
    const h = harness({ path: '/map', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: basics });
    for (const path of ['/compare', '/health', '/notifications', '/settings/pipelines', '/farm/12040/mortality']) {
      h.actor.send({ type: 'NAVIGATED', path });
    }
    expect(h.navigations()).toEqual(['/', '/map', '/', '/map', '/', '/map', '/', '/map', '/', '/map']);
    h.actor.send({ type: 'NAVIGATED', path: '/farm/12040/lice' });
    h.actor.send({ type: 'NAVIGATED', path: '/search' });
    expect(h.navigations()).toHaveLength(10);
  });

  it('lets an essentials user everywhere', () => {
    const h = harness({ path: '/compare', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: essentials });
    for (const path of [
      '/health',
      '/notifications',
      '/settings/organization',
      '/farm/12040/mortality',
      '/map/2024/17',
    ]) {
      h.actor.send({ type: 'NAVIGATED', path });
    }
    expect(h.navigations()).toEqual([]);
    expect(h.actor.getSnapshot().hasTag('dataAllowed')).toBe(true);
  });

  it('sends / to the tier home', () => {
    const h = harness({ path: '/', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: essentials });
    expect(h.navigations()).toEqual(['/health']);
  });

  it('is initialized only when the user id is known and config fetched', () => {
    const h = harness({ path: '/health', authenticated: true });
    expect(isInitialized(h.actor.getSnapshot().context)).toBe(false);
    h.actor.send({ type: 'CONFIG_FETCHED' });
    expect(isInitialized(h.actor.getSnapshot().context)).toBe(false);
    h.actor.send({ type: 'USER_LOADED', user: essentials });
    expect(isInitialized(h.actor.getSnapshot().context)).toBe(true);
  });

  it('allows data loads only for a confirmed and verified user', () => {
    const h = harness({ path: '/health', authenticated: true });
    for (const user of [unconfirmed, unverified]) {
      h.actor.send({ type: 'USER_LOADED', user });
      expect(h.actor.getSnapshot().hasTag('dataAllowed')).toBe(false);
    }
    h.actor.send({ type: 'USER_LOADED', user: essentials });
    expect(h.actor.getSnapshot().hasTag('dataAllowed')).toBe(true);
  });

  it('forgets the user on sign-out and guards again', () => {
    const h = harness({ path: '/health', authenticated: true });
    h.actor.send({ type: 'USER_LOADED', user: essentials });
    h.actor.send({ type: 'CONFIG_FETCHED' });
    h.actor.send({ type: 'SESSION_CHANGED', authenticated: false });
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toBe('unauthenticated');
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.configFetched).toBe(false);
    expect(h.navigations()).toEqual(['/login']);
    expect(snapshot.context.wantedPath).toBe('/health');
  });
});

const graphPaths = [
  '/',
  '/login',
  '/compare',
  '/map',
  '/setup',
  '/setup/step-2',
  '/verify/email',
  '/verify?token=abc',
  '/verify/unsubscribe?token=abc',
  '/lost',
  '/farm/12040/lice',
];
const graphEvents: GatingEvent[] = [
  { type: 'SESSION_CHANGED', authenticated: true },
  { type: 'SESSION_CHANGED', authenticated: false },
  { type: 'CONFIG_FETCHED' },
  ...[null, unconfirmed, unverified, unverifiedSent, basics, essentials].map((user) => ({
    type: 'USER_LOADED' as const,
    user,
  })),
  ...graphPaths.map((path) => ({ type: 'NAVIGATED' as const, path })),
];

type Snapshot = SnapshotFrom<typeof gatingMachine>;

/** What must hold in every reachable state, whatever the route taken. */
function expectInvariants(snapshot: Snapshot) {
  const { path, user, authenticated } = snapshot.context;
  const pathname = pathnameOf(path);
  if (snapshot.matches('unauthenticated')) expect(isOpenPath(path)).toBe(true);
  if (snapshot.matches('setup'))
    expect(pathname === '/setup' || (isOpenPath(path) && pathname !== '/login')).toBe(true);
  if (snapshot.matches('verifyEmail')) {
    expect(pathname.startsWith('/verify') || (isOpenPath(path) && pathname !== '/login')).toBe(true);
    expect(user?.verificationSent || snapshot.context.verificationRequested).toBe(true);
  }
  // Only guarded paths are ever wanted; a verified user never keeps one (restored or stale).
  if (snapshot.context.wantedPath !== null) expect(isOpenPath(snapshot.context.wantedPath)).toBe(false);
  if (snapshot.matches('ready')) expect(snapshot.context.wantedPath).toBeNull();
  if (snapshot.matches('ready')) {
    expect(['/', '/login', '/setup', '/setup/step-2', '/verify', '/verify/email']).not.toContain(pathname);
    if (user?.tier !== 'essentials') expect(isEssentialsOnlyPath(path)).toBe(false);
  }
  expect(snapshot.hasTag('dataAllowed')).toBe(authenticated && Boolean(user?.isConfirmed && user.verifiedEmail));
}

describe('gatingMachine generated paths (@xstate/graph)', () => {
  const input: GatingInput = { path: '/compare' };
  const paths = getShortestPaths(gatingMachine, { events: graphEvents, input });

  it('reaches every state over the whole state space', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['loadingUser', 'ready', 'setup', 'unauthenticated', 'verifyEmail']);
    expect(paths.length).toBeGreaterThan(500);
  });

  it('replays every shortest path on a live actor to its target, with the route rules holding at each step', () => {
    for (const path of paths) {
      const h = harness(input);
      for (const step of path.steps) {
        const before = h.navigations().length;
        if ((step.event.type as string) !== 'xstate.init') h.actor.send(step.event);
        const snapshot = h.actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expectInvariants(snapshot);
        // A step that redirects leaves the machine on the page it navigated to last.
        const made = h.navigations().slice(before);
        if (made.length > 0) expect(snapshot.context.path).toBe(made.at(-1));
      }
      expect(h.actor.getSnapshot().value).toEqual(path.state.value);
      expect(h.actor.getSnapshot().context).toEqual(path.state.context);
    }
  }, 60_000);
});
