import { LIMITS, type ErrorReport, type Tier } from '@havbruk/api';
import { assign, fromCallback, fromPromise, setup, stateIn } from 'xstate';

/** i18n keys the error box and the render-failure page show (spec S1 §8). */
export const ERROR_MESSAGE_KEYS = {
  /** "Oops! There was an issue on our end." */
  failure: 'error.issueOnOurEnd',
  /** "It appears that you have lost connection to {product}. Are you connected to the internet?" */
  offline: 'error.offline',
} as const;

export type ErrorType = 'API' | 'Render';

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
}

export type ErrorHandlingEvent =
  /** A non-success API response (or a network failure); `aborted` marks a request the app cancelled. */
  | { type: 'API_ERROR'; message: string; requestUrl: string; appView: string; aborted?: boolean }
  /** The error boundary caught a render failure. */
  | { type: 'RENDER_ERROR'; message: string; appView: string }
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
    tags: {} as 'failure' | 'offline' | 'generatingIncidentId',
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
    offline: stateIn({ connection: 'offline' }),
    startsOffline: ({ context }) => context.startsOffline,
  },
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
        online: { on: { OFFLINE: 'offline' } },
        offline: {
          tags: ['offline'],
          on: { ONLINE: { target: 'online', actions: 'refetchData' } },
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
            /** The diagnostics call itself failed: no incident id to show. */
            unreported: {},
          },
        },
      },
    },
  },
});

/** The message key the error box shows: offline first, then the failure. */
export function errorMessageKeyOf(snapshot: {
  hasTag: (tag: 'failure' | 'offline' | 'generatingIncidentId') => boolean;
}): string | null {
  if (snapshot.hasTag('offline')) return ERROR_MESSAGE_KEYS.offline;
  if (snapshot.hasTag('failure')) return ERROR_MESSAGE_KEYS.failure;
  return null;
}
