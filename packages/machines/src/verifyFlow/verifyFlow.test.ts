import type { User } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  isExpiredLinkError,
  RESEND_COOLDOWN_MS,
  resendVerificationMachine,
  verifyFlowMachine,
  type VerifyResult,
} from './verifyFlow.ts';

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function harness(query: string, resendCooldownMs?: number) {
  const verifies: Array<Pending<VerifyResult> & { query: string }> = [];
  const resends: Array<Pending<unknown>> = [];
  const effects: Array<{ type: string; params: unknown }> = [];
  const machine = verifyFlowMachine.provide({
    actors: {
      verifyEmail: fromPromise<VerifyResult, { query: string }>(
        ({ input }) => new Promise((resolve, reject) => verifies.push({ query: input.query, resolve, reject })),
      ),
      resendVerification: fromPromise<unknown>(
        () => new Promise((resolve, reject) => resends.push({ resolve, reject })),
      ),
    },
    actions: {
      navigate: (_, params) => void effects.push({ type: 'navigate', params }),
      verified: (_, params) => void effects.push({ type: 'verified', params }),
      resent: () => void effects.push({ type: 'resent', params: undefined }),
    },
  });
  const clock = new SimulatedClock();
  const input = resendCooldownMs === undefined ? { query } : { query, resendCooldownMs };
  const actor = createActor(machine, { input, clock }).start();
  return { actor, verifies, resends, effects, clock };
}

const ola: User = {
  id: 'user-ola',
  name: 'Ola Nordmann',
  picture: '',
  email: 'ola@nordlaks.example',
  title: 'Driftsleder',
  language: 'no',
  darkModeOn: false,
  defaultOrganizationId: null,
  perspective: null,
  tier: 'basics',
  isConfirmed: true,
  verifiedEmail: true,
  verificationSent: true,
  upgradeStatus: null,
  notificationSettings: {},
};

describe('isExpiredLinkError', () => {
  it('recognises 410 and expired codes only', () => {
    expect(isExpiredLinkError({ status: 410 })).toBe(true);
    expect(isExpiredLinkError({ status: 400, code: 'link_expired' })).toBe(true);
    expect(isExpiredLinkError({ code: 'expired' })).toBe(true);
    expect(isExpiredLinkError({ status: 400 })).toBe(false);
    expect(isExpiredLinkError(new Error('expired'))).toBe(false);
    expect(isExpiredLinkError(null)).toBe(false);
  });
});

describe('verifyFlowMachine', () => {
  it('sends a query-less visit to /verify/email', () => {
    for (const query of ['', '?', '  ']) {
      const h = harness(query);
      expect(h.actor.getSnapshot().value).toBe('missingQuery');
      expect(h.effects).toEqual([{ type: 'navigate', params: { to: '/verify/email' } }]);
      expect(h.verifies).toHaveLength(0);
    }
  });

  it('loads, then succeeds and stores the verified user', async () => {
    const h = harness('?token=7f3a9c&email=ola%40nordlaks.example');
    expect(h.actor.getSnapshot().value).toBe('loading');
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.verifies[0]?.query).toBe('?token=7f3a9c&email=ola%40nordlaks.example');
    h.verifies[0]?.resolve({ success: true, user: ola });
    const snapshot = await waitFor(h.actor, (s) => s.matches('success'));
    expect(snapshot.status).toBe('done');
    expect(h.effects).toEqual([{ type: 'verified', params: { user: ola } }]);
  });

  it('fails with the failure key when the server says no or errors, and can retry', async () => {
    const h = harness('?token=bad');
    h.verifies[0]?.resolve({ success: false, reason: 'invalid', user: null });
    const failed = await waitFor(h.actor, (s) => s.matches('failure'));
    expect(failed.context.messageKey).toBe('error.verifyEmailFailed');
    h.actor.send({ type: 'RETRY' });
    expect(h.actor.getSnapshot().value).toBe('loading');
    h.verifies[1]?.reject({ status: 500, message: 'Internal server error' });
    await waitFor(h.actor, (s) => s.matches('failure'));
    expect(h.effects).toEqual([]);
  });

  it('shows the expired state with Resend, which is offered once', async () => {
    const h = harness('?token=old');
    h.verifies[0]?.reject({ status: 410, message: 'Link expired' });
    const expired = await waitFor(h.actor, (s) => s.matches('expired'));
    expect(expired.context.messageKey).toBe('error.linkExpired');
    h.actor.send({ type: 'RESEND' });
    expect(h.actor.getSnapshot().value).toBe('resending');
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.resends[0]?.resolve(undefined);
    await waitFor(h.actor, (s) => s.matches('resent'));
    expect(h.effects).toEqual([{ type: 'resent', params: undefined }]);
    h.actor.send({ type: 'RESEND' });
    expect(h.resends).toHaveLength(1);
    // After the cooldown a lost mail can be asked for again.
    h.clock.increment(RESEND_COOLDOWN_MS);
    expect(h.actor.getSnapshot().value).toBe('expired');
  });

  it('after a reload within the Resend cooldown shows the expired link as resent (issue 38)', async () => {
    const h = harness('?token=old', 60_000);
    h.verifies[0]?.reject({ status: 410 });
    await waitFor(h.actor, (s) => s.matches('resent'));
    h.actor.send({ type: 'RESEND' });
    expect(h.resends).toHaveLength(0);
    h.clock.increment(60_000);
    expect(h.actor.getSnapshot().value).toBe('expired');
  });

  it('shows the expired state when the answer says the link expired', async () => {
    const h = harness('?token=old');
    h.verifies[0]?.resolve({ success: false, reason: 'expired', user: null });
    const expired = await waitFor(h.actor, (s) => s.matches('expired'));
    expect(expired.context.messageKey).toBe('error.linkExpired');
    expect(h.effects).toEqual([]);
  });

  it('returns to the expired state with a note when Resend fails', async () => {
    const h = harness('?token=old');
    h.verifies[0]?.reject({ code: 'link_expired' });
    await waitFor(h.actor, (s) => s.matches('expired'));
    h.actor.send({ type: 'RESEND' });
    h.resends[0]?.reject(new Error('500'));
    const snapshot = await waitFor(h.actor, (s) => s.matches('expired'));
    expect(snapshot.context.messageKey).toBe('error.issueOnOurEnd');
  });
});

describe('resendVerificationMachine', () => {
  function resendHarness(input: { cooldownMs?: number } = {}) {
    const sends: Array<Pending<unknown>> = [];
    let resent = 0;
    const machine = resendVerificationMachine.provide({
      actors: {
        resendVerification: fromPromise<unknown>(
          () => new Promise((resolve, reject) => sends.push({ resolve, reject })),
        ),
      },
      actions: { resent: () => void (resent += 1) },
    });
    const clock = new SimulatedClock();
    return { actor: createActor(machine, { input, clock }).start(), sends, clock, resent: () => resent };
  }

  it('sends once, then reads resent and stays disabled for the cooldown; the app is told to keep the time', async () => {
    const h = resendHarness();
    expect(h.actor.getSnapshot().value).toBe('idle');
    h.actor.send({ type: 'RESEND' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.actor.send({ type: 'RESEND' });
    h.sends[0]?.resolve(undefined);
    await waitFor(h.actor, (s) => s.matches('resent'));
    expect(h.resent()).toBe(1);
    h.actor.send({ type: 'RESEND' });
    expect(h.sends).toHaveLength(1);
    h.clock.increment(RESEND_COOLDOWN_MS - 1);
    expect(h.actor.getSnapshot().value).toBe('resent');
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('after a reload within the cooldown starts as resent for the time left (issue 38)', () => {
    const h = resendHarness({ cooldownMs: 90_000 });
    expect(h.actor.getSnapshot().value).toBe('resent');
    h.actor.send({ type: 'RESEND' });
    expect(h.sends).toHaveLength(0);
    h.clock.increment(90_000);
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.resent()).toBe(0);
  });

  it('without time left starts ready to send', () => {
    expect(resendHarness({ cooldownMs: 0 }).actor.getSnapshot().value).toBe('idle');
  });

  it('lets the user try again after a failed send', async () => {
    const h = resendHarness();
    h.actor.send({ type: 'RESEND' });
    h.sends[0]?.reject(new Error('500'));
    const snapshot = await waitFor(h.actor, (s) => s.matches('idle'));
    expect(snapshot.context.messageKey).toBe('error.issueOnOurEnd');
    h.actor.send({ type: 'RESEND' });
    expect(h.actor.getSnapshot().context.messageKey).toBeNull();
    expect(h.sends).toHaveLength(2);
  });
});
