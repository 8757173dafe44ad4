import { assign, fromPromise, setup } from 'xstate';

/** i18n keys the unsubscribe page shows. */
export const UNSUBSCRIBE_MESSAGE_KEYS = {
  /** "You are unsubscribed" (the page adds the text linking to /settings). */
  done: 'account.unsubscribe.heading',
  /** The call failed: "Oops! There was an issue on our end." (wording not in the spec). */
  failed: 'error.issueOnOurEnd',
} as const;

export interface UnsubscribeFlowContext {
  query: string;
  messageKey: string | null;
}

/**
 * `/verify/unsubscribe?{query}`: with no query the user goes to `/lost`; otherwise loading, then
 * done (a message linking to `/settings`). The answer is not read; a failed call offers Retry.
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
        onError: { target: 'failure', actions: assign({ messageKey: UNSUBSCRIBE_MESSAGE_KEYS.failed }) },
      },
    },
    done: { type: 'final' },
    failure: {
      on: { RETRY: { target: 'loading', actions: assign({ messageKey: null }) } },
    },
  },
});
