import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ANALYTICS_FLUSH_MS, ANALYTICS_URL_MAX, analyticsMachine, storyUrl, type AnalyticsBatch } from './analytics.ts';

function harness() {
  const clock = new SimulatedClock();
  const posts: Array<{ body: AnalyticsBatch; resolve: () => void; reject: (error: unknown) => void }> = [];
  const machine = analyticsMachine.provide({
    actors: {
      postAnalytics: fromPromise<unknown, AnalyticsBatch>(
        ({ input }) =>
          new Promise((resolve, reject) => posts.push({ body: input, resolve: () => resolve(undefined), reject })),
      ),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { appVersion: '1.4.0', userAgent: 'Mozilla/5.0 Chrome/131.0' },
  }).start();
  return { actor, clock, posts };
}

const visit = (url: string, second: number) => ({
  type: 'ROUTE_VISITED' as const,
  url,
  date: `2026-11-22T09:15:${String(second).padStart(2, '0')}.000Z`,
});

describe('storyUrl (issue 13 item 9)', () => {
  it('drops the tokens of verification and unsubscribe links and the login callback, keeps the rest', () => {
    expect(storyUrl('/verify?token=abc123&next=%2Ffarm')).toBe('/verify?next=%2Ffarm');
    expect(storyUrl('/unsubscribe?token=abc')).toBe('/unsubscribe');
    expect(storyUrl('/login?code=c&state=s')).toBe('/login');
    expect(storyUrl('/farm/12468/lice?agg=week')).toBe('/farm/12468/lice?agg=week');
    expect(storyUrl(`/search?q=${'x'.repeat(3000)}`)).toHaveLength(ANALYTICS_URL_MAX);
  });
});

describe('analyticsMachine', () => {
  it('reports visits without secret query parameters', async () => {
    const { actor, clock, posts } = harness();
    actor.send(visit('/verify?token=secret', 1));
    clock.increment(ANALYTICS_FLUSH_MS);
    await waitFor(actor, () => posts.length === 1);
    expect(posts[0]!.body.story.map((entry) => entry.url)).toEqual(['/verify']);
  });

  it('queues route visits and posts them after 5 s without a new visit', async () => {
    const h = harness();
    expect(ANALYTICS_FLUSH_MS).toBe(5000);
    h.actor.send(visit('/health', 0));
    h.clock.increment(3000);
    h.actor.send(visit('/farm/12040/lice', 3));
    h.clock.increment(4999);
    expect(h.posts).toHaveLength(0);
    h.clock.increment(1);
    expect(h.posts[0]?.body).toEqual({
      story: [
        { url: '/health', date: '2026-11-22T09:15:00.000Z' },
        { url: '/farm/12040/lice', date: '2026-11-22T09:15:03.000Z' },
      ],
      appVersion: '1.4.0',
      userAgent: 'Mozilla/5.0 Chrome/131.0',
    });
    expect(h.actor.getSnapshot().context.queue).toEqual([]);
    h.posts[0]?.resolve();
    await waitFor(h.actor, (s) => s.matches('idle'));
  });

  it('ignores failures and drops the failed batch', async () => {
    const h = harness();
    h.actor.send(visit('/map', 1));
    h.clock.increment(5000);
    h.posts[0]?.reject(new Error('offline'));
    const snapshot = await waitFor(h.actor, (s) => s.matches('idle'));
    expect(snapshot.context.queue).toEqual([]);
    expect(snapshot.status).toBe('active');
    h.clock.increment(60_000);
    expect(h.posts).toHaveLength(1);
  });

  it('queues visits made while posting and sends them in the next batch', async () => {
    const h = harness();
    h.actor.send(visit('/map', 1));
    h.clock.increment(5000);
    h.actor.send(visit('/search', 6));
    expect(h.actor.getSnapshot().context.batch).toHaveLength(1);
    h.posts[0]?.resolve();
    await waitFor(h.actor, (s) => s.matches('waiting'));
    h.clock.increment(5000);
    expect(h.posts[1]?.body.story).toEqual([{ url: '/search', date: '2026-11-22T09:15:06.000Z' }]);
  });

  it('flushes at once on FLUSH and ignores FLUSH with nothing queued', () => {
    const h = harness();
    h.actor.send({ type: 'FLUSH' });
    expect(h.posts).toHaveLength(0);
    h.actor.send(visit('/settings', 2));
    h.actor.send({ type: 'FLUSH' });
    expect(h.posts[0]?.body.story).toHaveLength(1);
  });
});
