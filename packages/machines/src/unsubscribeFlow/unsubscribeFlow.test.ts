import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { unsubscribeFlowMachine } from './unsubscribeFlow.ts';

function harness(query: string) {
  const calls: Array<{ query: string; resolve: () => void; reject: (error: unknown) => void }> = [];
  const navigations: string[] = [];
  const machine = unsubscribeFlowMachine.provide({
    actors: {
      unsubscribe: fromPromise<unknown, { query: string }>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            calls.push({ query: input.query, resolve: () => resolve(undefined), reject }),
          ),
      ),
    },
    actions: { navigate: (_, params) => void navigations.push(params.to) },
  });
  const actor = createActor(machine, { input: { query } }).start();
  return { actor, calls, navigations };
}

describe('unsubscribeFlowMachine', () => {
  it('sends a query-less visit to /lost', () => {
    const h = harness('');
    expect(h.actor.getSnapshot().value).toBe('missingQuery');
    expect(h.navigations).toEqual(['/lost']);
    expect(h.calls).toHaveLength(0);
  });

  it('loads, then shows the done message', async () => {
    const h = harness('?token=4d2e&alert=weekly');
    expect(h.actor.getSnapshot().value).toBe('loading');
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.calls[0]?.query).toBe('?token=4d2e&alert=weekly');
    h.calls[0]?.resolve();
    const snapshot = await waitFor(h.actor, (s) => s.matches('done'));
    expect(snapshot.context.messageKey).toBe('account.unsubscribe.heading');
    expect(snapshot.status).toBe('done');
  });

  it('shows a failure with Retry when the call fails', async () => {
    const h = harness('?token=4d2e');
    h.calls[0]?.reject(new Error('500'));
    const failed = await waitFor(h.actor, (s) => s.matches('failure'));
    expect(failed.context.messageKey).toBe('error.issueOnOurEnd');
    h.actor.send({ type: 'RETRY' });
    expect(h.actor.getSnapshot().value).toBe('loading');
    h.calls[1]?.resolve();
    await waitFor(h.actor, (s) => s.matches('done'));
  });

  it('ends in invalid (no Retry) when the server does not know the link', async () => {
    const h = harness('?token=mistyped');
    h.calls[0]?.reject(Object.assign(new Error('This unsubscribe link is not valid'), { status: 404 }));
    const snapshot = await waitFor(h.actor, (s) => s.matches('invalid'));
    expect(snapshot.context.messageKey).toBe('account.unsubscribe.invalidHeading');
    expect(snapshot.status).toBe('done');
    h.actor.send({ type: 'RETRY' });
    expect(h.calls).toHaveLength(1);
  });

  it('a network failure is not an invalid link: it offers Retry', async () => {
    const h = harness('?token=4d2e');
    h.calls[0]?.reject(new TypeError('Failed to fetch'));
    await waitFor(h.actor, (s) => s.matches('failure'));
    h.actor.send({ type: 'RETRY' });
    expect(h.calls).toHaveLength(2);
  });
});
