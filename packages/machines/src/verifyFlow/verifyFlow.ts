import type { User } from '@havbruk/api';
import { assign, fromPromise, setup } from 'xstate';

/** i18n keys the verify pages show. */
export const VERIFY_MESSAGE_KEYS = {
  /** "We couldn't validate your email." */
  failed: 'error.verifyEmailFailed',
  /** "This link has expired!" (with Resend). */
  expired: 'error.linkExpired',
  /** The new link could not be sent: "Oops! There was an issue on our end." (wording not in the spec). */
  resendFailed: 'error.issueOnOurEnd',
} as const;

/** The answer of `GET /verify/email?{query}`. */
export interface VerifyResult {
  success: boolean;
  /** Why it failed; `expired` offers Resend. */
  reason?: 'expired' | 'invalid' | null;
  user?: User | null;
}

/**
 * An expired verification link: HTTP 410 Gone, or an error whose `code` is `expired` / `link_expired`.
 * The app can replace the `linkExpired` guard when its API says it differently.
 */
export function isExpiredLinkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 410 || code === 'expired' || code === 'link_expired';
}

/** How long Resend stays "resent" (disabled) after a new link was sent: the mail has time to arrive. */
export const RESEND_COOLDOWN_MS = 5 * 60_000;

export type VerifyFlowEvent = { type: 'RESEND' } | { type: 'RETRY' };

export interface VerifyFlowContext {
  query: string;
  messageKey: string | null;
  /** How long Resend stays "resent": the time left after a reload, then `RESEND_COOLDOWN_MS` after a send. */
  cooldownMs: number;
}

/**
 * `/verify?{query}`: with no query the user goes to `/verify/email`; otherwise loading, then
 * success (the stored user is updated) or failure; an expired link offers Resend.
 */
export const verifyFlowMachine = setup({
  types: {
    /** `resendCooldownMs`: the Resend cooldown left from before a reload (the app keeps when a link was sent). */
    input: {} as { query: string; resendCooldownMs?: number },
    context: {} as VerifyFlowContext,
    events: {} as VerifyFlowEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** `GET /verify/email?{query}`. */
    verifyEmail: fromPromise<VerifyResult, { query: string }>(async () => {
      throw new Error('verifyEmail is not provided');
    }),
    /** `GET /verify/email/send`. */
    resendVerification: fromPromise<unknown>(async () => {
      throw new Error('resendVerification is not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    /** Stores the verified user (gating then sends the user home). */
    verified: (_, _params: { user: User | null }) => {},
    /** A new link was sent (the app keeps the time for a reload). */
    resent: () => {},
  },
  delays: {
    resendCooldown: ({ context }) => context.cooldownMs,
  },
  guards: {
    coolingDown: ({ context }) => context.cooldownMs > 0,
    noQuery: ({ context }) => context.query.replace(/^\?/, '').trim() === '',
    verifySucceeded: ({ event }) => (event as { output?: VerifyResult }).output?.success === true,
    answerSaysExpired: ({ event }) => (event as { output?: VerifyResult }).output?.reason === 'expired',
    linkExpired: ({ event }) => isExpiredLinkError((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'verifyFlow',
  context: ({ input }) => ({ query: input.query, messageKey: null, cooldownMs: input.resendCooldownMs ?? 0 }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'noQuery', target: 'missingQuery' }, { target: 'loading' }] },
    missingQuery: { type: 'final', entry: { type: 'navigate', params: { to: '/verify/email' } } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          {
            guard: 'verifySucceeded',
            target: 'success',
            actions: { type: 'verified', params: ({ event }) => ({ user: event.output.user ?? null }) },
          },
          {
            guard: 'answerSaysExpired',
            target: 'expired',
            actions: assign({ messageKey: VERIFY_MESSAGE_KEYS.expired }),
          },
          { target: 'failure', actions: assign({ messageKey: VERIFY_MESSAGE_KEYS.failed }) },
        ],
        onError: [
          { guard: 'linkExpired', target: 'expired', actions: assign({ messageKey: VERIFY_MESSAGE_KEYS.expired }) },
          { target: 'failure', actions: assign({ messageKey: VERIFY_MESSAGE_KEYS.failed }) },
        ],
      },
    },
    success: { type: 'final' },
    failure: {
      on: { RETRY: { target: 'loading', actions: assign({ messageKey: null }) } },
    },
    /** "This link has expired!" with a Resend button ("resent" while a link sent before a reload cools down). */
    expired: {
      always: { guard: 'coolingDown', target: 'resent' },
      on: { RESEND: 'resending' },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        onDone: { target: 'resent', actions: [assign({ cooldownMs: RESEND_COOLDOWN_MS }), 'resent'] },
        onError: { target: 'expired', actions: assign({ messageKey: VERIFY_MESSAGE_KEYS.resendFailed }) },
      },
    },
    /** A new link is on its way; Resend is offered again after the cooldown. */
    resent: { after: { resendCooldown: { target: 'expired', actions: assign({ cooldownMs: 0 }) } } },
  },
});

/**
 * The Resend button on `/verify/email`: disabled and reads "resent" after one use, for `RESEND_COOLDOWN_MS`.
 * The `resent` action tells the app when a link was sent, so that a reload starts with the time left
 * (`input.cooldownMs`) instead of offering Resend again. A failed send lets the user try again.
 */
export const resendVerificationMachine = setup({
  types: {
    input: {} as { cooldownMs?: number },
    context: {} as { messageKey: string | null; cooldownMs: number },
    events: {} as { type: 'RESEND' },
    tags: {} as 'busy',
  },
  actors: {
    resendVerification: fromPromise<unknown>(async () => {
      throw new Error('resendVerification is not provided');
    }),
  },
  actions: {
    /** A new link was sent (the app keeps the time for a reload). */
    resent: () => {},
  },
  guards: {
    coolingDown: ({ context }) => context.cooldownMs > 0,
  },
  delays: {
    resendCooldown: ({ context }) => context.cooldownMs,
  },
}).createMachine({
  id: 'resendVerification',
  context: ({ input }) => ({ messageKey: null, cooldownMs: input.cooldownMs ?? 0 }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'coolingDown', target: 'resent' }, { target: 'idle' }] },
    idle: { on: { RESEND: { target: 'sending', actions: assign({ messageKey: null }) } } },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        onDone: { target: 'resent', actions: [assign({ cooldownMs: RESEND_COOLDOWN_MS }), 'resent'] },
        onError: { target: 'idle', actions: assign({ messageKey: VERIFY_MESSAGE_KEYS.resendFailed }) },
      },
    },
    resent: { after: { resendCooldown: 'idle' } },
  },
});
