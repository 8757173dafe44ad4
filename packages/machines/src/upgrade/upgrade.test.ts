import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { UPGRADE_AUTO_CLEAR_MS, upgradeMachine, type UpgradeStatus } from './upgrade.ts';

function harness(upgradeStatus: UpgradeStatus = null) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const clears: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const machine = upgradeMachine.provide({
    actors: {
      clearUpgradeStatus: fromPromise<unknown>(() => {
        log.push('clear on server');
        return new Promise((resolve, reject) => clears.push({ resolve: () => resolve(undefined), reject }));
      }),
    },
    actions: { clearLocalUpgradeStatus: () => void log.push('clear locally') },
  });
  const actor = createActor(machine, { clock, input: { upgradeStatus } }).start();
  return { actor, clock, log, clears };
}

describe('upgradeMachine', () => {
  it('stays hidden without an upgrade status', () => {
    const h = harness();
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.actor.getSnapshot().hasTag('visible')).toBe(false);
    h.actor.send({ type: 'USER_CHANGED', upgradeStatus: null });
    expect(h.log).toEqual([]);
  });

  it('shows the celebration for an upgrade and clears it on the server and locally after 7 s', async () => {
    const h = harness('upgrade');
    expect(UPGRADE_AUTO_CLEAR_MS).toBe(7000);
    expect(h.actor.getSnapshot().hasTag('visible')).toBe(true);
    h.clock.increment(6999);
    expect(h.actor.getSnapshot().value).toBe('celebrating');
    expect(h.log).toEqual([]);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(h.log).toEqual(['clear on server']);
    h.clears[0]?.resolve();
    await waitFor(h.actor, (s) => s.matches('idle'));
    expect(h.log).toEqual(['clear on server', 'clear locally']);
  });

  it('starts the celebration when the loaded user turns out upgraded', () => {
    const h = harness();
    h.actor.send({ type: 'USER_CHANGED', upgradeStatus: 'upgrade' });
    expect(h.actor.getSnapshot().value).toBe('celebrating');
  });

  it('clears early when dismissed', async () => {
    const h = harness('upgrade');
    h.clock.increment(2000);
    h.actor.send({ type: 'DISMISS' });
    expect(h.log).toEqual(['clear on server']);
    h.clears[0]?.resolve();
    await waitFor(h.actor, (s) => s.matches('idle'));
    h.clock.increment(10_000);
    expect(h.log).toEqual(['clear on server', 'clear locally']);
  });

  it('clears a downgrade silently', async () => {
    const h = harness();
    h.actor.send({ type: 'USER_CHANGED', upgradeStatus: 'downgrade' });
    expect(h.actor.getSnapshot().value).toBe('clearing');
    expect(h.actor.getSnapshot().hasTag('visible')).toBe(false);
    h.clears[0]?.resolve();
    await waitFor(h.actor, (s) => s.matches('idle'));
    expect(h.log).toEqual(['clear on server', 'clear locally']);
  });

  it('clears a downgrade present at start', () => {
    const h = harness('downgrade');
    expect(h.actor.getSnapshot().value).toBe('clearing');
    expect(h.log).toEqual(['clear on server']);
  });

  it('clears locally even when the server call fails', async () => {
    const h = harness('upgrade');
    h.clock.increment(7000);
    h.clears[0]?.reject(new Error('500'));
    await waitFor(h.actor, (s) => s.matches('idle'));
    expect(h.log).toEqual(['clear on server', 'clear locally']);
  });

  it('does not restart the celebration while one is showing or clearing', () => {
    const h = harness('upgrade');
    h.clock.increment(5000);
    h.actor.send({ type: 'USER_CHANGED', upgradeStatus: 'upgrade' });
    h.clock.increment(2000);
    expect(h.actor.getSnapshot().value).toBe('clearing');
    h.actor.send({ type: 'USER_CHANGED', upgradeStatus: 'upgrade' });
    expect(h.actor.getSnapshot().value).toBe('clearing');
    expect(h.clears).toHaveLength(1);
  });
});
