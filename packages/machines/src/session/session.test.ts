import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import {
  callbackReportsError,
  isTokenValid,
  LOGOUT_KEEPS,
  isTransientError,
  RENEWAL_RETRY_MS,
  renewalDelayMs,
  renewalRetryPlan,
  sessionFromTokens,
  sessionMachine,
  TOKEN_EXPIRY_MARGIN_MS,
  type CheckedUser,
  type Session,
  type SessionEvent,
  type SessionTokens,
} from './session.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

const loginTokens: SessionTokens = {
  accessToken: 'at-login',
  idToken: 'id-login',
  expiresIn: 3600,
  issuedAt: 1_000_000,
};
const renewedTokens: SessionTokens = {
  accessToken: 'at-renewed',
  idToken: 'id-renewed',
  expiresIn: 30,
  issuedAt: 4_000_000,
};
const restoredTokens: SessionTokens = {
  accessToken: 'at-restored',
  idToken: 'id-restored',
  expiresIn: 600,
  issuedAt: 2_000_000,
};
const kari: CheckedUser = { id: 'user-kari', name: 'Kari Nordmann' };

/** A session actor on a simulated clock with recorded side effects and controllable identity-provider calls. */
function harness() {
  const clock = new SimulatedClock();
  const effects: Array<{ type: string; params?: unknown }> = [];
  const calls = {
    completeLogin: [] as Array<{ input: { url: string }; result: Deferred<SessionTokens> }>,
    checkUser: [] as Array<{ input: { idToken: string }; result: Deferred<CheckedUser> }>,
    renewSession: [] as Array<{ input: { session: Session }; result: Deferred<SessionTokens> }>,
  };
  const machine = sessionMachine.provide({
    actors: {
      completeLogin: fromPromise<SessionTokens, { url: string }>(({ input }) => {
        const result = deferred<SessionTokens>();
        calls.completeLogin.push({ input, result });
        return result.promise;
      }),
      checkUser: fromPromise<CheckedUser, { idToken: string }>(({ input }) => {
        const result = deferred<CheckedUser>();
        calls.checkUser.push({ input, result });
        return result.promise;
      }),
      renewSession: fromPromise<SessionTokens, { session: Session }>(({ input }) => {
        const result = deferred<SessionTokens>();
        calls.renewSession.push({ input, result });
        return result.promise;
      }),
    },
    actions: {
      redirectToLogin: (_, params) => void effects.push({ type: 'redirectToLogin', params }),
      clearStore: (_, params) => void effects.push({ type: 'clearStore', params }),
      navigate: (_, params) => void effects.push({ type: 'navigate', params }),
      endProviderSession: (_, params) => void effects.push({ type: 'endProviderSession', params }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, effects, calls };
}

async function logIn(h: ReturnType<typeof harness>) {
  h.actor.send({ type: 'CALLBACK', url: 'https://app.havbruk.example/login?code=abc&state=xyz' });
  h.calls.completeLogin.at(-1)?.result.resolve(loginTokens);
  await waitFor(h.actor, (s) => s.matches('checkingUser'));
  h.calls.checkUser.at(-1)?.result.resolve(kari);
  await waitFor(h.actor, (s) => s.matches('authenticated'));
}

describe('session helpers', () => {
  it('computes expiry as lifetime minus the 120 s margin', () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(120_000);
    expect(sessionFromTokens(loginTokens)).toEqual({
      accessToken: 'at-login',
      idToken: 'id-login',
      expiresAt: 1_000_000 + 3_600_000 - 120_000,
      isLoggedIn: true,
    });
  });

  it('treats a token as valid only with an id token before expiry', () => {
    const session = sessionFromTokens(loginTokens);
    expect(isTokenValid(session, session.expiresAt - 1)).toBe(true);
    expect(isTokenValid(session, session.expiresAt)).toBe(false);
    expect(isTokenValid({ ...session, idToken: '' }, 0)).toBe(false);
    expect(isTokenValid(null, 0)).toBe(false);
  });

  it('recognises an error in the callback hash or query', () => {
    expect(callbackReportsError('/login#error=access_denied&error_description=x')).toBe(true);
    expect(callbackReportsError('/login?error=login_required&state=1')).toBe(true);
    expect(callbackReportsError('/login?code=abc&state=xyz')).toBe(false);
    expect(callbackReportsError('/login?code=terror-free')).toBe(false);
  });
});

describe('sessionMachine', () => {
  it('starts logged out with no session', () => {
    const { actor } = harness();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(false);
  });

  it('sets the session from the login callback after checking the user', async () => {
    const h = harness();
    h.actor.send({ type: 'CALLBACK', url: '/login?code=abc&state=xyz' });
    expect(h.actor.getSnapshot().value).toBe('completingLogin');
    expect(h.calls.completeLogin[0]?.input).toEqual({ url: '/login?code=abc&state=xyz' });
    h.calls.completeLogin[0]?.result.resolve(loginTokens);
    await waitFor(h.actor, (s) => s.matches('checkingUser'));
    expect(h.calls.checkUser[0]?.input).toEqual({ idToken: 'id-login' });
    h.calls.checkUser[0]?.result.resolve(kari);
    const snapshot = await waitFor(h.actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.session).toEqual(sessionFromTokens(loginTokens));
    expect(snapshot.context.user).toEqual(kari);
    expect(snapshot.hasTag('authenticated')).toBe(true);
  });

  it('logs out to /authentication/error when the callback hash reports an error', () => {
    const h = harness();
    h.actor.send({ type: 'CALLBACK', url: '/login#error=unauthorized' });
    expect(h.actor.getSnapshot().value).toBe('loggedOut');
    expect(h.calls.completeLogin).toHaveLength(0);
    expect(h.effects).toEqual([
      { type: 'clearStore', params: { keep: LOGOUT_KEEPS } },
      { type: 'navigate', params: { to: '/authentication/error' } },
    ]);
  });

  it('logs out to /authentication/error when the code exchange fails', async () => {
    const h = harness();
    h.actor.send({ type: 'CALLBACK', url: '/login?code=abc' });
    h.calls.completeLogin[0]?.result.reject(new Error('invalid_grant'));
    await waitFor(h.actor, (s) => s.matches('loggedOut'));
    expect(h.effects.at(-1)).toEqual({ type: 'navigate', params: { to: '/authentication/error' } });
  });

  it('logs out to /authentication/error when POST /users/data/check fails', async () => {
    const h = harness();
    h.actor.send({ type: 'CALLBACK', url: '/login?code=abc' });
    h.calls.completeLogin[0]?.result.resolve(loginTokens);
    await waitFor(h.actor, (s) => s.matches('checkingUser'));
    h.calls.checkUser[0]?.result.reject(new Error('403'));
    const snapshot = await waitFor(h.actor, (s) => s.matches('loggedOut'));
    expect(snapshot.context.session).toBeNull();
    expect(h.effects).toEqual([
      { type: 'clearStore', params: { keep: ['darkModeOn', 'language'] } },
      { type: 'navigate', params: { to: '/authentication/error' } },
    ]);
  });

  it('renews at lifetime − 120 s, not a millisecond earlier, and keeps the user signed in meanwhile', async () => {
    const h = harness();
    await logIn(h);
    h.clock.increment(3_600_000 - 120_000 - 1);
    expect(h.actor.getSnapshot().value).toBe('authenticated');
    expect(h.calls.renewSession).toHaveLength(0);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toBe('renewing');
    expect(h.actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(h.calls.renewSession[0]?.input.session.idToken).toBe('id-login');
    h.calls.renewSession[0]?.result.resolve(renewedTokens);
    const snapshot = await waitFor(h.actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.session).toEqual(sessionFromTokens(renewedTokens));
    expect(h.effects).toEqual([]);
  });

  it('renews short-lived tokens at half their lifetime instead of looping', async () => {
    expect(renewalDelayMs(3600)).toBe(3_480_000);
    expect(renewalDelayMs(241)).toBe(121_000);
    expect(renewalDelayMs(240)).toBe(120_000);
    expect(renewalDelayMs(30)).toBe(15_000);
    expect(renewalDelayMs(0)).toBe(0);
    const h = harness();
    await logIn(h);
    h.clock.increment(3_480_000);
    h.calls.renewSession[0]?.result.resolve(renewedTokens);
    await waitFor(h.actor, (s) => s.matches('authenticated'));
    // A 30 s token: the next renewal comes 15 s later, not at once.
    h.clock.increment(14_999);
    expect(h.actor.getSnapshot().value).toBe('authenticated');
    expect(h.calls.renewSession).toHaveLength(1);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toBe('renewing');
    expect(h.calls.renewSession).toHaveLength(2);
  });

  it('logs out to / when renewal fails', async () => {
    const h = harness();
    await logIn(h);
    h.clock.increment(3_480_000);
    h.calls.renewSession[0]?.result.reject(new Error('refresh token revoked'));
    const snapshot = await waitFor(h.actor, (s) => s.matches('loggedOut'));
    expect(snapshot.context.session).toBeNull();
    expect(snapshot.context.user).toBeNull();
    expect(h.effects).toEqual([
      { type: 'clearStore', params: { keep: ['darkModeOn', 'language'] } },
      { type: 'navigate', params: { to: '/' } },
    ]);
  });

  it('plans retries of a renewal the network failed within the time the token has left', () => {
    // 3600 s: renewal at 3480 s, 120 s left → every 30 s, 3 times (the last one 30 s before the real expiry).
    expect(renewalRetryPlan(3600)).toEqual({ retryInMs: RENEWAL_RETRY_MS, retries: 3 });
    // 30 s: renewal at 15 s, 15 s left → once, 7.5 s later.
    expect(renewalRetryPlan(30)).toEqual({ retryInMs: 7_500, retries: 1 });
    expect(renewalRetryPlan(0)).toEqual({ retryInMs: 0, retries: 0 });
    expect(isTransientError(Object.assign(new Error('Failed to fetch'), { transient: true }))).toBe(true);
    expect(isTransientError(new Error('invalid_grant'))).toBe(false);
    expect(isTransientError(null)).toBe(false);
  });

  it('retries a renewal the network failed, without the user noticing, while the token is still valid', async () => {
    const h = harness();
    await logIn(h);
    h.clock.increment(3_480_000);
    h.calls.renewSession[0]?.result.reject(Object.assign(new TypeError('Failed to fetch'), { transient: true }));
    let snapshot = await waitFor(h.actor, (s) => s.matches('retryingRenewal'));
    expect(snapshot.hasTag('authenticated')).toBe(true);
    expect(snapshot.context.session?.accessToken).toBe('at-login');
    h.clock.increment(RENEWAL_RETRY_MS - 1);
    expect(h.calls.renewSession).toHaveLength(1);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toBe('renewing');
    expect(h.calls.renewSession).toHaveLength(2);
    h.calls.renewSession[1]?.result.resolve({ ...renewedTokens, expiresIn: 3600 });
    snapshot = await waitFor(h.actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.session?.accessToken).toBe('at-renewed');
    expect(h.effects).toEqual([]);
    // A new token gets its full set of retries again.
    expect(snapshot.context.renewalRetriesLeft).toBe(3);
  });

  it('logs out to / when the network keeps failing until the token runs out', async () => {
    const h = harness();
    await logIn(h);
    h.clock.increment(3_480_000);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      h.calls.renewSession[attempt]?.result.reject(Object.assign(new Error('offline'), { transient: true }));
      await flush();
      if (attempt < 3) {
        expect(h.actor.getSnapshot().value).toBe('retryingRenewal');
        h.clock.increment(RENEWAL_RETRY_MS);
      }
    }
    expect(h.calls.renewSession).toHaveLength(4);
    const snapshot = await waitFor(h.actor, (s) => s.matches('loggedOut'));
    expect(snapshot.context.session).toBeNull();
    expect(h.effects).toEqual([
      { type: 'clearStore', params: { keep: ['darkModeOn', 'language'] } },
      { type: 'navigate', params: { to: '/' } },
    ]);
  });

  it('logout while waiting to retry a renewal ends the session', async () => {
    const h = harness();
    await logIn(h);
    h.clock.increment(3_480_000);
    h.calls.renewSession[0]?.result.reject(Object.assign(new Error('offline'), { transient: true }));
    await waitFor(h.actor, (s) => s.matches('retryingRenewal'));
    h.actor.send({ type: 'LOGOUT' });
    expect(h.actor.getSnapshot().value).toBe('loggedOut');
    h.clock.increment(RENEWAL_RETRY_MS);
    expect(h.calls.renewSession).toHaveLength(1);
    expect(h.effects.at(-1)).toEqual({ type: 'endProviderSession', params: { returnTo: '/' } });
  });

  it('restarts the renewal timer when the provider renews on its own', async () => {
    const h = harness();
    await logIn(h);
    h.clock.increment(1_000_000);
    h.actor.send({ type: 'RENEWED', tokens: { ...restoredTokens, expiresIn: 3600 } });
    expect(h.actor.getSnapshot().context.session?.accessToken).toBe('at-restored');
    h.clock.increment(3_480_000 - 1);
    expect(h.actor.getSnapshot().value).toBe('authenticated');
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toBe('renewing');
  });

  it('accepts a provider renewal that arrives while renewing', async () => {
    const h = harness();
    await logIn(h);
    h.clock.increment(3_480_000);
    h.actor.send({ type: 'RENEWED', tokens: restoredTokens });
    expect(h.actor.getSnapshot().value).toBe('authenticated');
    expect(h.actor.getSnapshot().context.session?.idToken).toBe('id-restored');
  });

  it('ignores a renewal without an id token', async () => {
    const h = harness();
    await logIn(h);
    h.actor.send({ type: 'RENEWED', tokens: { ...restoredTokens, idToken: '' } });
    expect(h.actor.getSnapshot().context.session?.idToken).toBe('id-login');
  });

  it('restores a valid provider session and checks the user', async () => {
    const h = harness();
    h.actor.send({ type: 'RESTORE', tokens: restoredTokens });
    expect(h.actor.getSnapshot().value).toBe('checkingUser');
    h.calls.checkUser[0]?.result.resolve(kari);
    await waitFor(h.actor, (s) => s.matches('authenticated'));
    h.clock.increment(600_000 - 120_000);
    expect(h.actor.getSnapshot().value).toBe('renewing');
  });

  it('does not restore an expired or id-less session', () => {
    const h = harness();
    h.actor.send({ type: 'RESTORE', tokens: { ...restoredTokens, expiresIn: 0 } });
    h.actor.send({ type: 'RESTORE', tokens: { ...restoredTokens, idToken: '' } });
    expect(h.actor.getSnapshot().value).toBe('loggedOut');
    expect(h.calls.checkUser).toHaveLength(0);
  });

  it('logout clears the store except dark mode and language, then ends the provider session', async () => {
    const h = harness();
    await logIn(h);
    h.actor.send({ type: 'LOGOUT' });
    expect(h.actor.getSnapshot().value).toBe('loggedOut');
    expect(h.actor.getSnapshot().context.session).toBeNull();
    expect(h.effects).toEqual([
      { type: 'clearStore', params: { keep: ['darkModeOn', 'language'] } },
      { type: 'endProviderSession', params: { returnTo: '/' } },
    ]);
    h.clock.increment(10_000_000);
    expect(h.calls.renewSession).toHaveLength(0);
  });

  it('after account deletion the provider session ends with a return to /goodbye', async () => {
    const h = harness();
    await logIn(h);
    h.actor.send({ type: 'LOGOUT', returnTo: '/goodbye' });
    expect(h.actor.getSnapshot().value).toBe('loggedOut');
    expect(h.effects.at(-1)).toEqual({ type: 'endProviderSession', params: { returnTo: '/goodbye' } });
  });

  it('logout while renewing stops the renewal', async () => {
    const h = harness();
    await logIn(h);
    h.clock.increment(3_480_000);
    h.actor.send({ type: 'LOGOUT' });
    h.calls.renewSession[0]?.result.resolve(renewedTokens);
    await flush();
    expect(h.actor.getSnapshot().value).toBe('loggedOut');
    expect(h.effects.at(-1)).toEqual({ type: 'endProviderSession', params: { returnTo: '/' } });
  });

  it('logout without a valid token clears the store and goes to /', () => {
    const h = harness();
    h.actor.send({ type: 'LOGOUT' });
    expect(h.effects).toEqual([
      { type: 'clearStore', params: { keep: ['darkModeOn', 'language'] } },
      { type: 'navigate', params: { to: '/' } },
    ]);
  });

  it('sends the user to the login or signup page with the return path', () => {
    const h = harness();
    h.actor.send({ type: 'LOGIN', returnTo: '/compare' });
    h.actor.send({ type: 'LOGIN', signup: true });
    expect(h.effects).toEqual([
      { type: 'redirectToLogin', params: { returnTo: '/compare', signup: false } },
      { type: 'redirectToLogin', params: { returnTo: undefined, signup: true } },
    ]);
  });
});

/** Every event the session can meet, with the identity provider's answers as done/error events. */
const graphEvents = [
  { type: 'CALLBACK', url: '/login?code=abc&state=xyz' },
  { type: 'CALLBACK', url: '/login#error=access_denied' },
  { type: 'RESTORE', tokens: restoredTokens },
  { type: 'RESTORE', tokens: { ...restoredTokens, expiresIn: 0 } },
  { type: 'RENEWED', tokens: restoredTokens },
  { type: 'LOGIN', returnTo: '/compare' },
  { type: 'LOGOUT' },
  { type: 'xstate.done.actor.completeLogin', output: loginTokens },
  { type: 'xstate.error.actor.completeLogin', error: new Error('invalid_grant') },
  { type: 'xstate.done.actor.checkUser', output: kari },
  { type: 'xstate.error.actor.checkUser', error: new Error('403') },
  { type: 'xstate.done.actor.renewSession', output: renewedTokens },
  { type: 'xstate.error.actor.renewSession', error: new Error('revoked') },
  { type: 'xstate.error.actor.renewSession', error: Object.assign(new Error('offline'), { transient: true }) },
  { type: 'xstate.after.sessionExpiry.session.authenticated' },
  { type: 'xstate.after.renewalRetry.session.retryingRenewal' },
] as unknown as SessionEvent[];

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type Step = { event: SessionEvent; state: Snapshot };

/** Drives a real actor through a generated step: identity-provider answers settle the pending fake, timers advance the clock. */
async function execute(h: ReturnType<typeof harness>, event: SessionEvent) {
  const anyEvent = event as unknown as { type: string; output?: never; error?: unknown };
  if (anyEvent.type === 'xstate.init') return;
  const settle = <T>(list: Array<{ result: Deferred<T> }>) => {
    const pending = list.at(-1)?.result;
    if (anyEvent.type.startsWith('xstate.done')) pending?.resolve(anyEvent.output as T);
    else pending?.reject(anyEvent.error);
  };
  if (anyEvent.type.endsWith('.completeLogin')) settle(h.calls.completeLogin);
  else if (anyEvent.type.endsWith('.checkUser')) settle(h.calls.checkUser);
  else if (anyEvent.type.endsWith('.renewSession')) settle(h.calls.renewSession);
  else if (anyEvent.type.startsWith('xstate.after.renewalRetry'))
    h.clock.increment(h.actor.getSnapshot().context.retryInMs);
  else if (anyEvent.type.startsWith('xstate.after')) h.clock.increment(h.actor.getSnapshot().context.renewInMs);
  else h.actor.send(event);
  await flush();
}

async function replay(steps: Step[], target: Snapshot) {
  const h = harness();
  for (const step of steps) {
    await execute(h, step.event);
    expect(h.actor.getSnapshot().value).toEqual(step.state.value);
    expect(h.actor.getSnapshot().context).toEqual(step.state.context);
  }
  expect(h.actor.getSnapshot().value).toEqual(target.value);
  expect(h.actor.getSnapshot().context).toEqual(target.context);
  if (target.hasTag('authenticated')) expect(h.actor.getSnapshot().context.session?.idToken).toBeTruthy();
  else expect(h.actor.getSnapshot().context.session === null || target.matches('checkingUser')).toBe(true);
}

describe('sessionMachine generated paths (@xstate/graph)', () => {
  const shortest = getShortestPaths(sessionMachine, { events: graphEvents });
  const simple = getSimplePaths(sessionMachine, { events: graphEvents });

  it('reaches every state of the machine', () => {
    const reached = new Set(shortest.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual([
      '"authenticated"',
      '"checkingUser"',
      '"completingLogin"',
      '"loggedOut"',
      '"renewing"',
      '"retryingRenewal"',
    ]);
  });

  it.each(shortest.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path] as const))(
    'shortest path %s reaches its target',
    async (_name, path) => {
      await replay(path.steps as Step[], path.state);
    },
  );

  it(`replays all ${simple.length} simple paths to their targets`, async () => {
    expect(simple.length).toBeGreaterThan(shortest.length);
    for (const path of simple) await replay(path.steps as Step[], path.state);
  }, 60_000);
});
