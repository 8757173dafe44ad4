import { LIMITS, type ErrorReport, type Tier } from '@havbruk/api';
import { and, assign, fromCallback, fromPromise, or, setup, stateIn } from 'xstate';

/** i18n keys the error box and the render-failure page show (spec S1 §8). */
export const ERROR_MESSAGE_KEYS = {
  /** "Oops! There was an issue on our end." */
  failure: 'error.issueOnOurEnd',
  /** "It appears that you have lost connection to {product}. Are you connected to the internet?" */
  offline: 'error.offline',
} as const;

export type ErrorType = 'API' | 'Render';

/**
 * After the browser says it is back online, how long requests may still fail as if offline (the network comes back
 * a moment after the `online` event): failures meanwhile are the connection's, and the data is fetched again (and
 * code chunks that failed loaded again) once this has passed.
 */
export const RECONNECT_SETTLE_MS = 1_000;

/** `chunkMissing`: offline, a component's code could not load (the error box shows the offline message). */
export type ErrorHandlingTag = 'failure' | 'offline' | 'generatingIncidentId' | 'chunkMissing';

/** Browser facts the app reads once and passes in. */
export interface ClientInfo {
  userAgent: string;
  browserLanguage: string;
  allowsCookies: boolean;
  /** The app's host, e.g. `app.havbruk.example`. */
  environment: string;
}

/** The user facts the diagnostics carry. */
export interface ErrorReportUser {
  onboarded: boolean;
  tier: Tier | null;
}

/** Body of `POST /users/data/error` (spec S1 §7): `ErrorReport` of `@havbruk/api`. */
export type ErrorDiagnostics = ErrorReport;

export interface HandledError {
  type: ErrorType;
  message: string;
  appView: string;
  requestUrl: string | null;
}

export interface ErrorHandlingInput {
  client: ClientInfo;
  user?: ErrorReportUser;
  /** Connection state at start (the app reads `navigator.onLine`). */
  online?: boolean;
}

export interface ErrorHandlingContext {
  client: ClientInfo;
  user: ErrorReportUser;
  /** Spec S1 §3 Error state: failure flag, incident id. */
  failure: boolean;
  incidentId: string | null;
  error: HandledError | null;
  startsOffline: boolean;
  /**
   * How many times the code chunks that failed to load are retried: a component loaded on demand loads again when
   * this grows (after the connection returned).
   */
  chunkAttempt: number;
}

export type ErrorHandlingEvent =
  /** A non-success API response (or a network failure); `aborted` marks a request the app cancelled. */
  | {
      type: 'API_ERROR';
      message: string;
      requestUrl: string;
      appView: string;
      aborted?: boolean;
      /** No answer came (the network failed, e.g. `Failed to fetch`), rather than an error answer. */
      unanswered?: boolean;
    }
  /** The error boundary caught a render failure. */
  | { type: 'RENDER_ERROR'; message: string; appView: string }
  /** A component's code chunk failed to load (a network failure, not a render failure). */
  | { type: 'CHUNK_ERROR'; message: string; appView: string }
  | { type: 'USER_CHANGED'; user: ErrorReportUser }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /** The error box's "Refresh Page" button. */
  | { type: 'RELOAD' };

/**
 * Builds the diagnostics body from the handled error, the user and the browser facts, cut to the contract's limits
 * (the server refuses a longer report).
 */
export function diagnosticsOf(
  context: Pick<ErrorHandlingContext, 'client' | 'user'>,
  error: HandledError,
): ErrorDiagnostics {
  const body = { ...context.user, ...context.client, ...error };
  return {
    ...body,
    message: body.message.slice(0, LIMITS.text),
    appView: body.appView.slice(0, LIMITS.url),
    requestUrl: body.requestUrl === null ? null : body.requestUrl.slice(0, LIMITS.url),
    userAgent: body.userAgent.slice(0, LIMITS.name * 5),
  };
}

/**
 * Global error handling: on the first API or render error the failure flag is set, in-flight
 * requests are aborted, diagnostics are posted (never aborted) and the incident id is stored.
 * Later errors are ignored while the failure is set; aborted requests are silent. A parallel
 * region tracks the connection and shows the offline message.
 */
export const errorHandlingMachine = setup({
  types: {
    input: {} as ErrorHandlingInput,
    context: {} as ErrorHandlingContext,
    events: {} as ErrorHandlingEvent,
    tags: {} as ErrorHandlingTag,
    // Named children keep the inferred `children` type free of an index signature (TS2411 in the published .d.ts).
    children: {} as { watchConnection: 'watchConnection'; postDiagnostics: 'postDiagnostics' },
  },
  actors: {
    /** Reports ONLINE / OFFLINE (the app listens to the browser's online and offline events). */
    watchConnection: fromCallback<ErrorHandlingEvent>(() => {}),
    /** `POST /users/data/error`; answers the incident id. Must not use the shared abort controller. */
    postDiagnostics: fromPromise<{ incidentId: string }, ErrorDiagnostics>(async () => {
      throw new Error('postDiagnostics is not provided');
    }),
  },
  actions: {
    /** Aborts every in-flight data request (the diagnostics call is started after this). */
    abortInFlight: () => {},
    /** Refreshes data after the connection is back. */
    refetchData: () => {},
    /** Reloads the page. */
    reloadPage: () => {},
    setFailure: assign(({ event }) => {
      if (event.type === 'API_ERROR') {
        return {
          failure: true,
          error: { type: 'API' as const, message: event.message, appView: event.appView, requestUrl: event.requestUrl },
        };
      }
      if (event.type === 'CHUNK_ERROR') {
        // A failed download like a failed request (the message names the chunk's address).
        return {
          failure: true,
          error: { type: 'API' as const, message: event.message, appView: event.appView, requestUrl: null },
        };
      }
      if (event.type === 'RENDER_ERROR') {
        return {
          failure: true,
          error: { type: 'Render' as const, message: event.message, appView: event.appView, requestUrl: null },
        };
      }
      return {};
    }),
  },
  guards: {
    requestAborted: ({ event }) => event.type === 'API_ERROR' && event.aborted === true,
    /** Offline or just back (requests failing meanwhile are the connection's). */
    offline: or([stateIn({ connection: 'offline' }), stateIn({ connection: 'reconnecting' })]),
    online: stateIn({ connection: 'online' }),
    unanswered: ({ event }) => event.type === 'API_ERROR' && event.unanswered === true,
    startsOffline: ({ context }) => context.startsOffline,
  },
  delays: { reconnectSettle: RECONNECT_SETTLE_MS },
}).createMachine({
  id: 'errorHandling',
  type: 'parallel',
  context: ({ input }) => ({
    client: input.client,
    user: input.user ?? { onboarded: false, tier: null },
    failure: false,
    incidentId: null,
    error: null,
    startsOffline: input.online === false,
    chunkAttempt: 0,
  }),
  invoke: { id: 'watchConnection', src: 'watchConnection' },
  on: {
    USER_CHANGED: { actions: assign({ user: ({ event }) => event.user }) },
    RELOAD: { actions: 'reloadPage' },
  },
  states: {
    connection: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'online' }] },
        online: {
          initial: 'steady',
          on: { OFFLINE: 'offline' },
          states: {
            steady: {},
            /**
             * Just back: a request that got no answer is still the connection's (not reported); the data is
             * fetched once more when this has passed.
             */
            justBack: { after: { reconnectSettle: 'steady' } },
            refetchWhenSettled: { after: { reconnectSettle: { target: 'steady', actions: 'refetchData' } } },
          },
        },
        offline: {
          tags: ['offline'],
          on: { ONLINE: 'reconnecting' },
        },
        /** Back online: the offline message stays until the network has settled, then the data is fetched again. */
        reconnecting: {
          tags: ['offline'],
          on: { OFFLINE: 'offline' },
          after: { reconnectSettle: { target: 'online.justBack', actions: 'refetchData' } },
        },
      },
    },
    failure: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            API_ERROR: [
              // Aborted requests return silently; while offline the offline message already explains failures.
              { guard: 'requestAborted' },
              { guard: 'offline' },
              {
                guard: and(['unanswered', stateIn({ connection: { online: 'justBack' } })]),
                target: '#errorHandling.connection.online.refetchWhenSettled',
              },
              { target: 'failed', actions: ['setFailure', 'abortInFlight'] },
            ],
            RENDER_ERROR: { target: 'failed', actions: ['setFailure', 'abortInFlight'] },
            CHUNK_ERROR: [
              { guard: 'offline', target: 'chunkMissing' },
              { target: 'failed', actions: ['setFailure', 'abortInFlight'] },
            ],
          },
        },
        /**
         * Offline, a component's code did not load: the page stays (the component shows its loading state) under
         * the offline message; when the connection returns the chunks load again.
         */
        chunkMissing: {
          tags: ['chunkMissing'],
          // Once the connection has settled (after `reconnecting`).
          always: {
            guard: 'online',
            target: 'idle',
            actions: assign({ chunkAttempt: ({ context }) => context.chunkAttempt + 1 }),
          },
          on: {
            API_ERROR: [
              { guard: 'requestAborted' },
              { guard: 'offline' },
              { target: 'failed', actions: ['setFailure', 'abortInFlight'] },
            ],
            RENDER_ERROR: { target: 'failed', actions: ['setFailure', 'abortInFlight'] },
          },
        },
        /** Only the first error is handled while the failure flag is set; the page reload clears it. */
        failed: {
          tags: ['failure'],
          initial: 'reporting',
          states: {
            reporting: {
              tags: ['generatingIncidentId'],
              invoke: {
                id: 'postDiagnostics',
                src: 'postDiagnostics',
                input: ({ context }) => diagnosticsOf(context, context.error as HandledError),
                onDone: { target: 'reported', actions: assign({ incidentId: ({ event }) => event.output.incidentId }) },
                onError: { target: 'unreported' },
              },
            },
            reported: {},
            /**
             * The diagnostics call itself failed: no incident id to show (nothing spins). Offline that is the
             * connection: the report is sent again when it returns.
             */
            unreported: { on: { ONLINE: 'reportWhenSettled' } },
            reportWhenSettled: { always: { guard: 'online', target: 'reporting' } },
          },
        },
      },
    },
  },
});

/** The message key the error box shows: offline first, then the failure. */
export function errorMessageKeyOf(snapshot: { hasTag: (tag: ErrorHandlingTag) => boolean }): string | null {
  if (snapshot.hasTag('offline')) return ERROR_MESSAGE_KEYS.offline;
  if (snapshot.hasTag('failure')) return ERROR_MESSAGE_KEYS.failure;
  return null;
}
