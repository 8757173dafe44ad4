import type { AnalyticsStory } from '@havbruk/api';
import { assign, fromPromise, setup } from 'xstate';

/** Spec S1 §9: route visits are flushed after 5 s without a new visit. */
export const ANALYTICS_FLUSH_MS = 5000;

/** One route visit (spec S1 §3 Analytics story): url and ISO date-time. */
export type AnalyticsVisit = AnalyticsStory;

/** Query parameters that carry a secret (verification and unsubscribe links, the login callback): never reported. */
const SECRET_PARAMS = ['token', 'code', 'state', 'session_state', 'id_token', 'access_token'];
/** The longest URL a visit reports (the contract's maximum). */
export const ANALYTICS_URL_MAX = 2000;

/** A visited URL as the story reports it: secret query parameters dropped, at most {@link ANALYTICS_URL_MAX} long. */
export const storyUrl = (url: string): string => {
  const [path = '', query] = url.split('?', 2) as [string, string | undefined];
  if (query === undefined) return url.slice(0, ANALYTICS_URL_MAX);
  const params = new URLSearchParams(query.split('#')[0]);
  for (const name of SECRET_PARAMS) params.delete(name);
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}`.slice(0, ANALYTICS_URL_MAX);
};

/** Body of `POST /users/data/analytics`. */
export interface AnalyticsBatch {
  story: AnalyticsVisit[];
  appVersion: string;
  userAgent: string;
}

export interface AnalyticsContext {
  appVersion: string;
  userAgent: string;
  /** Visits waiting for the flush. */
  queue: AnalyticsVisit[];
  /** Visits being posted. */
  batch: AnalyticsVisit[];
}

export type AnalyticsEvent =
  | { type: 'ROUTE_VISITED'; url: string; date: string }
  /** Sends the queue now (for example when the page is hidden). */
  | { type: 'FLUSH' };

/**
 * Usage analytics: route visits are queued and posted together after 5 s without a new visit.
 * A failed post is dropped and never retried (failures are ignored).
 */
export const analyticsMachine = setup({
  types: {
    input: {} as { appVersion: string; userAgent: string },
    context: {} as AnalyticsContext,
    events: {} as AnalyticsEvent,
  },
  actors: {
    /** `POST /users/data/analytics`. */
    postAnalytics: fromPromise<unknown, AnalyticsBatch>(async () => {
      throw new Error('postAnalytics is not provided');
    }),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'ROUTE_VISITED'
          ? [...context.queue, { url: storyUrl(event.url), date: event.date }]
          : context.queue,
    }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
  },
  delays: {
    analyticsFlush: ANALYTICS_FLUSH_MS,
  },
}).createMachine({
  id: 'analytics',
  context: ({ input }) => ({ appVersion: input.appVersion, userAgent: input.userAgent, queue: [], batch: [] }),
  initial: 'idle',
  states: {
    idle: {
      on: { ROUTE_VISITED: { target: 'waiting', actions: 'enqueue' } },
    },
    waiting: {
      after: { analyticsFlush: 'sending' },
      on: {
        ROUTE_VISITED: { target: 'waiting', reenter: true, actions: 'enqueue' },
        FLUSH: 'sending',
      },
    },
    sending: {
      entry: assign(({ context }) => ({ batch: context.queue, queue: [] })),
      invoke: {
        id: 'postAnalytics',
        src: 'postAnalytics',
        input: ({ context }) => ({
          story: context.batch,
          appVersion: context.appVersion,
          userAgent: context.userAgent,
        }),
        onDone: { target: 'sent' },
        onError: { target: 'sent' },
      },
      exit: assign({ batch: [] as AnalyticsVisit[] }),
      on: { ROUTE_VISITED: { actions: 'enqueue' } },
    },
    sent: {
      always: [{ guard: 'hasQueue', target: 'waiting' }, { target: 'idle' }],
    },
  },
});
