import { assign, fromPromise, setup } from 'xstate';

/** i18n keys the unsubscribe page shows. */
export const UNSUBSCRIBE_MESSAGE_KEYS = {
  /** "You are unsubscribed" (the page adds the text linking to /settings). */
  done: 'account.unsubscribe.heading',
  /** The call failed (network, server): "Oops! There was an issue on our end." (wording not in the spec). */
  failed: 'error.issueOnOurEnd',
  /** The server does not know the link (404): "This unsubscribe link is not valid". */
  invalid: 'account.unsubscribe.invalidHeading',
} as const;

/** The server refused the link itself (404, or an answer marked `invalid`): retrying cannot help. */
export function isInvalidLinkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 404 || code === 'invalid';
}

export interface UnsubscribeFlowContext {
  query: string;
  messageKey: string | null;
}

/**
 * `/verify/unsubscribe?{query}`: with no query the user goes to `/lost`; otherwise loading, then
 * done (a message linking to `/settings`). A link the server does not know ends in `invalid`; any other failed
 * call (network, server) offers Retry.
 */
export const unsubscribeFlowMachine = setup({
  types: {
    input: {} as { query: string },
    context: {} as UnsubscribeFlowContext,
    events: {} as { type: 'RETRY' },
    tags: {} as 'busy',
  },
  actors: {
    /** `GET /verify/unsubscribe?{query}`. */
    unsubscribe: fromPromise<unknown, { query: string }>(async () => {
      throw new Error('unsubscribe is not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    linkInvalid: ({ event }) => isInvalidLinkError((event as { error?: unknown }).error),
    noQuery: ({ context }) => context.query.replace(/^\?/, '').trim() === '',
  },
}).createMachine({
  id: 'unsubscribeFlow',
  context: ({ input }) => ({ query: input.query, messageKey: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'noQuery', target: 'missingQuery' }, { target: 'loading' }] },
    missingQuery: { type: 'final', entry: { type: 'navigate', params: { to: '/lost' } } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'done', actions: assign({ messageKey: UNSUBSCRIBE_MESSAGE_KEYS.done }) },
        onError: [
          {
            guard: 'linkInvalid',
            target: 'invalid',
            actions: assign({ messageKey: UNSUBSCRIBE_MESSAGE_KEYS.invalid }),
          },
          { target: 'failure', actions: assign({ messageKey: UNSUBSCRIBE_MESSAGE_KEYS.failed }) },
        ],
      },
    },
    done: { type: 'final' },
    invalid: { type: 'final' },
    failure: {
      on: { RETRY: { target: 'loading', actions: assign({ messageKey: null }) } },
    },
  },
});
