import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { LIMITS } from '@havbruk/api';
import {
  diagnosticsOf,
  ERROR_MESSAGE_KEYS,
  errorHandlingMachine,
  RECONNECT_SETTLE_MS,
  errorMessageKeyOf,
  type ErrorDiagnostics,
  type ErrorHandlingEvent,
  type ErrorHandlingInput,
} from './errorHandling.ts';

const client = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  browserLanguage: 'nb-NO',
  allowsCookies: true,
  environment: 'app.havbruk.example',
};

const lice = {
  type: 'API_ERROR',
  message: 'Internal server error',
  requestUrl: 'https://api.havbruk.example/data/lice/12040',
  appView: '/farm/12040/lice',
} as const;

function harness(input: Partial<ErrorHandlingInput> = {}) {
  const log: string[] = [];
  const posts: Array<{
    body: ErrorDiagnostics;
    signal: AbortSignal;
    resolve: (answer: { incidentId: string }) => void;
    reject: (error: unknown) => void;
  }> = [];
  let sendConnection: ((event: ErrorHandlingEvent) => void) | undefined;
  const machine = errorHandlingMachine.provide({
    actors: {
      watchConnection: fromCallback<ErrorHandlingEvent>(({ sendBack }) => {
        sendConnection = sendBack;
        log.push('watching');
        return () => log.push('stopped watching');
      }),
      postDiagnostics: fromPromise<{ incidentId: string }, ErrorDiagnostics>(({ input, signal }) => {
        log.push('post');
        return new Promise((resolve, reject) => posts.push({ body: input, signal, resolve, reject }));
      }),
    },
    actions: {
      abortInFlight: ({ context }) => void log.push(`abort (failure=${context.failure})`),
      refetchData: () => void log.push('refetch'),
      reloadPage: () => void log.push('reload'),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { client, user: { onboarded: true, tier: 'essentials' }, ...input },
    clock,
  }).start();
  const connection = (event: ErrorHandlingEvent) => sendConnection?.(event);
  /** The browser says it is back online, and the network settles. */
  const backOnline = () => {
    connection({ type: 'ONLINE' });
    clock.increment(RECONNECT_SETTLE_MS);
  };
  return { actor, log, posts, clock, connection, backOnline };
}

describe('diagnosticsOf', () => {
  it("cuts a long message and URLs to the contract's limits (the server refuses a longer report)", () => {
    const body = diagnosticsOf(
      { client, user: { onboarded: true, tier: 'essentials' } },
      { type: 'API', message: 'x'.repeat(10_000), appView: '/farm', requestUrl: `/a?${'q'.repeat(5000)}` },
    );
    expect(body.message).toHaveLength(LIMITS.text);
    expect(body.requestUrl).toHaveLength(LIMITS.url);
    expect(body.appView).toBe('/farm');
  });
});

describe('errorHandlingMachine', () => {
  it('starts online without failure and watches the connection', () => {
    const h = harness();
    expect(h.actor.getSnapshot().value).toEqual({ connection: { online: 'steady' }, failure: 'idle' });
    expect(h.actor.getSnapshot().context.failure).toBe(false);
    expect(errorMessageKeyOf(h.actor.getSnapshot())).toBeNull();
    expect(h.log).toEqual(['watching']);
  });

  it('sets the failure flag, then aborts in-flight requests, then posts diagnostics, then stores the incident id', async () => {
    const h = harness();
    h.actor.send(lice);
    expect(h.log).toEqual(['watching', 'abort (failure=true)', 'post']);
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.context.failure).toBe(true);
    expect(snapshot.context.incidentId).toBeNull();
    expect(snapshot.hasTag('generatingIncidentId')).toBe(true);
    expect(errorMessageKeyOf(snapshot)).toBe(ERROR_MESSAGE_KEYS.failure);
    expect(h.posts[0]?.body).toEqual({
      onboarded: true,
      tier: 'essentials',
      allowsCookies: true,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      browserLanguage: 'nb-NO',
      type: 'API',
      environment: 'app.havbruk.example',
      appView: '/farm/12040/lice',
      requestUrl: 'https://api.havbruk.example/data/lice/12040',
      message: 'Internal server error',
    });
    h.posts[0]?.resolve({ incidentId: 'INC-2026-11-22-0042' });
    const done = await waitFor(h.actor, (s) => s.matches({ failure: { failed: 'reported' } }));
    expect(done.context.incidentId).toBe('INC-2026-11-22-0042');
    expect(done.hasTag('generatingIncidentId')).toBe(false);
  });

  it('handles only the first error while the failure is set', async () => {
    const h = harness();
    h.actor.send(lice);
    h.actor.send({ ...lice, message: 'second', requestUrl: 'https://api.havbruk.example/config/app' });
    h.actor.send({ type: 'RENDER_ERROR', message: 'Cannot read properties of undefined', appView: '/health' });
    expect(h.posts).toHaveLength(1);
    h.posts[0]?.resolve({ incidentId: 'INC-1' });
    await waitFor(h.actor, (s) => s.matches({ failure: { failed: 'reported' } }));
    h.actor.send(lice);
    expect(h.posts).toHaveLength(1);
    expect(h.actor.getSnapshot().context.error?.message).toBe('Internal server error');
    expect(h.log.filter((entry) => entry.startsWith('abort'))).toHaveLength(1);
  });

  it('never aborts the diagnostics call, whatever happens meanwhile', async () => {
    const h = harness();
    h.actor.send(lice);
    h.actor.send(lice);
    h.connection({ type: 'OFFLINE' });
    h.connection({ type: 'ONLINE' });
    h.actor.send({ type: 'USER_CHANGED', user: { onboarded: true, tier: 'basics' } });
    expect(h.posts[0]?.signal.aborted).toBe(false);
    h.posts[0]?.resolve({ incidentId: 'INC-7' });
    const done = await waitFor(h.actor, (s) => s.context.incidentId !== null);
    expect(done.context.incidentId).toBe('INC-7');
  });

  it('keeps the failure without an incident id when the diagnostics call fails', async () => {
    const h = harness();
    h.actor.send(lice);
    h.posts[0]?.reject(new Error('502'));
    const snapshot = await waitFor(h.actor, (s) => s.matches({ failure: { failed: 'unreported' } }));
    expect(snapshot.context.failure).toBe(true);
    expect(snapshot.context.incidentId).toBeNull();
    expect(snapshot.hasTag('generatingIncidentId')).toBe(false);
  });

  it('reports render errors with type Render and no request url', () => {
    const h = harness({ user: { onboarded: false, tier: null } });
    h.actor.send({
      type: 'RENDER_ERROR',
      message: "Cannot read properties of undefined (reading 'cages')",
      appView: '/farm/12040/mortality',
    });
    expect(h.posts[0]?.body).toMatchObject({
      type: 'Render',
      requestUrl: null,
      onboarded: false,
      tier: null,
      appView: '/farm/12040/mortality',
    });
  });

  it('stays silent for aborted requests', () => {
    const h = harness();
    h.actor.send({ ...lice, aborted: true });
    expect(h.actor.getSnapshot().value).toEqual({ connection: { online: 'steady' }, failure: 'idle' });
    expect(h.log).toEqual(['watching']);
  });

  it('uses the latest user facts in the diagnostics', () => {
    const h = harness();
    h.actor.send({ type: 'USER_CHANGED', user: { onboarded: true, tier: 'basics' } });
    h.actor.send(lice);
    expect(h.posts[0]?.body).toMatchObject({ onboarded: true, tier: 'basics' });
  });

  it('shows the offline message while offline and refetches when back online', () => {
    const h = harness();
    h.connection({ type: 'OFFLINE' });
    expect(h.actor.getSnapshot().matches({ connection: 'offline' })).toBe(true);
    expect(errorMessageKeyOf(h.actor.getSnapshot())).toBe('error.offline');
    h.connection({ type: 'ONLINE' });
    // The network comes back a moment after the browser's event: requests failing meanwhile are not a failure.
    expect(errorMessageKeyOf(h.actor.getSnapshot())).toBe('error.offline');
    h.actor.send({ ...lice, message: 'Failed to fetch' });
    expect(h.actor.getSnapshot().context.failure).toBe(false);
    h.clock.increment(RECONNECT_SETTLE_MS - 1);
    expect(h.log).toEqual(['watching']);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().matches({ connection: 'online' })).toBe(true);
    expect(errorMessageKeyOf(h.actor.getSnapshot())).toBeNull();
    expect(h.log).toEqual(['watching', 'refetch']);
  });

  it('just back online, a request that got no answer is the connection: not reported, the data fetched once more', () => {
    const h = harness();
    h.connection({ type: 'OFFLINE' });
    h.backOnline();
    expect(h.log).toEqual(['watching', 'refetch']);
    h.actor.send({ ...lice, message: 'Failed to fetch', unanswered: true });
    expect(h.actor.getSnapshot().context.failure).toBe(false);
    expect(errorMessageKeyOf(h.actor.getSnapshot())).toBeNull();
    h.clock.increment(RECONNECT_SETTLE_MS);
    expect(h.log).toEqual(['watching', 'refetch', 'refetch']);
    // Once settled, a request without an answer is a failure like any other.
    h.actor.send({ ...lice, message: 'Failed to fetch', unanswered: true });
    expect(h.actor.getSnapshot().context.failure).toBe(true);
  });

  it('just back online, an error answer is still a failure', () => {
    const h = harness();
    h.connection({ type: 'OFFLINE' });
    h.backOnline();
    h.actor.send(lice);
    expect(h.actor.getSnapshot().context.failure).toBe(true);
  });

  it('starts offline when the browser is offline and does not report failed requests meanwhile', () => {
    const h = harness({ online: false });
    expect(h.actor.getSnapshot().matches({ connection: 'offline' })).toBe(true);
    h.actor.send({ ...lice, message: 'Failed to fetch' });
    expect(h.actor.getSnapshot().context.failure).toBe(false);
    expect(h.posts).toHaveLength(0);
  });

  it('prefers the offline message over the failure message', () => {
    const h = harness();
    h.actor.send(lice);
    h.connection({ type: 'OFFLINE' });
    expect(errorMessageKeyOf(h.actor.getSnapshot())).toBe('error.offline');
  });

  describe('a code chunk that fails to load (a network failure, not a render failure)', () => {
    const pie = {
      type: 'CHUNK_ERROR',
      message: 'Failed to fetch dynamically imported module: /assets/ProfilerPieSection.js',
      appView: '/farm/12040/mortality',
    } as const;

    it('offline: shows the offline message without a failure, then retries the chunk when the connection returns', () => {
      const h = harness();
      h.connection({ type: 'OFFLINE' });
      h.actor.send(pie);
      const waiting = h.actor.getSnapshot();
      expect(waiting.context.failure).toBe(false);
      expect(waiting.hasTag('chunkMissing')).toBe(true);
      expect(errorMessageKeyOf(waiting)).toBe('error.offline');
      expect(h.posts).toHaveLength(0);
      expect(waiting.context.chunkAttempt).toBe(0);

      h.connection({ type: 'ONLINE' });
      expect(h.actor.getSnapshot().context.chunkAttempt).toBe(0);
      h.clock.increment(RECONNECT_SETTLE_MS);
      const back = h.actor.getSnapshot();
      expect(back.context.chunkAttempt).toBe(1);
      expect(back.hasTag('chunkMissing')).toBe(false);
      // Nothing left to say once the connection is back: no "There was an issue on our end".
      expect(errorMessageKeyOf(back)).toBeNull();
    });

    it('online (e.g. a deploy replaced the chunk): a failure reported like a failed request, the page kept', () => {
      const h = harness();
      h.actor.send(pie);
      const failed = h.actor.getSnapshot();
      expect(failed.hasTag('failure')).toBe(true);
      expect(failed.context.error).toMatchObject({ type: 'API', message: pie.message, appView: pie.appView });
      expect(h.posts).toHaveLength(1);
    });
  });

  it('reports again when the connection returns after the diagnostics call failed offline', async () => {
    const h = harness();
    h.actor.send(lice);
    h.connection({ type: 'OFFLINE' });
    h.posts[0]?.reject(new TypeError('Failed to fetch'));
    await waitFor(h.actor, (s) => s.matches({ failure: { failed: 'unreported' } }));
    // Offline nothing spins: no incident id is being generated.
    expect(h.actor.getSnapshot().hasTag('generatingIncidentId')).toBe(false);
    h.backOnline();
    expect(h.actor.getSnapshot().hasTag('generatingIncidentId')).toBe(true);
    h.posts[1]?.resolve({ incidentId: 'INC-8' });
    const done = await waitFor(h.actor, (s) => s.context.incidentId !== null);
    expect(done.context.incidentId).toBe('INC-8');
  });

  it('reloads the page from the error box', () => {
    const h = harness();
    h.actor.send(lice);
    h.actor.send({ type: 'RELOAD' });
    expect(h.log.at(-1)).toBe('reload');
  });

  it('stops watching the connection when stopped', () => {
    const h = harness();
    h.actor.stop();
    expect(h.log).toEqual(['watching', 'stopped watching']);
  });
});
