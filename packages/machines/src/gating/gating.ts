import { assign, setup } from 'xstate';
import type { User } from '@havbruk/api';
import { homePathFor, isEssentialsOnlyPath, isLoginPath, isOpenPath, pathnameOf } from './routes.ts';

/** The user fields gating reads (S1 §3 User); a full `User` from `@havbruk/api` fits. */
export type GatingUser = Pick<User, 'id' | 'tier' | 'isConfirmed' | 'verifiedEmail' | 'verificationSent'>;

export interface GatingInput {
  /** The current path (pathname plus query). */
  path: string;
  authenticated?: boolean;
  /** A wanted path the app kept across the identity provider's redirect. */
  wantedPath?: string | null;
}

export interface GatingContext {
  path: string;
  authenticated: boolean;
  user: GatingUser | null;
  configFetched: boolean;
  /** The path a signed-out user asked for, restored after login. */
  wantedPath: string | null;
  /** The verification email was requested by this machine (sent once). */
  verificationRequested: boolean;
}

export type GatingEvent =
  /** Validly authenticated or not (the session machine's `authenticated` tag). */
  | { type: 'SESSION_CHANGED'; authenticated: boolean }
  /** The user (`GET /users/data`, onboarding, verification); null after logout. */
  | { type: 'USER_LOADED'; user: GatingUser | null }
  /** All config calls fetched and merged. */
  | { type: 'CONFIG_FETCHED' }
  /** The router moved (pathname plus query). */
  | { type: 'NAVIGATED'; path: string };

/** Spec S1 §4: the app is initialized when the user id is known and config is fetched. */
export function isInitialized(context: GatingContext): boolean {
  return Boolean(context.user?.id) && context.configFetched;
}

const redirect = (to: string | ((context: GatingContext) => string)) =>
  [
    {
      type: 'setPath',
      params: ({ context }: { context: GatingContext }) => ({ to: typeof to === 'string' ? to : to(context) }),
    },
    { type: 'navigate', params: ({ context }: { context: GatingContext }) => ({ to: context.path }) },
  ] as const;

const home = (context: GatingContext) => homePathFor(context.user?.tier ?? 'basics');

/**
 * Account gating over every route: signed out → `/login` (wanted path remembered, restored after
 * login); not confirmed → `/setup`; unverified → `/verify/email` (verification email sent once);
 * verified on setup/verify pages → `/health` or `/map`; basics on an essentials-only view → `/`.
 * Data may load only in `ready` (tag `dataAllowed`).
 */
export const gatingMachine = setup({
  types: {
    input: {} as GatingInput,
    context: {} as GatingContext,
    events: {} as GatingEvent,
    tags: {} as 'dataAllowed' | 'loading',
  },
  actions: {
    /** Router navigation with replace. */
    navigate: (_, _params: { to: string }) => {},
    /** Keeps the wanted path across the identity provider's redirect (session storage or OIDC state). */
    rememberWantedPath: (_, _params: { path: string | null }) => {},
    /** `GET /verify/email/send`. */
    sendVerificationEmail: () => {},
    setPath: assign({ path: (_, params: { to: string }) => params.to }),
    storeWantedPath: assign({ wantedPath: ({ context }) => context.path }),
    clearWantedPath: assign({ wantedPath: null }),
    markVerificationRequested: assign({ verificationRequested: true }),
  },
  guards: {
    notAuthenticated: ({ context }) => !context.authenticated,
    userUnknown: ({ context }) => context.user === null,
    notConfirmed: ({ context }) => !context.user?.isConfirmed,
    notVerified: ({ context }) => !context.user?.verifiedEmail,
    onGuardedPath: ({ context }) => !isOpenPath(context.path),
    onLoginPage: ({ context }) => isLoginPath(context.path),
    onRoot: ({ context }) => pathnameOf(context.path) === '/',
    /** `/setup/...`: any other path under the setup flow is lost (S1 §2). */
    underSetup: ({ context }) => pathnameOf(context.path).startsWith('/setup/'),
    offSetupPage: ({ context }) => !isOpenPath(context.path) && pathnameOf(context.path) !== '/setup',
    offVerifyPages: ({ context }) => {
      const pathname = pathnameOf(context.path);
      return !isOpenPath(context.path) && pathname !== '/verify' && !pathname.startsWith('/verify/');
    },
    /** Setup and verify pages; `/verify/unsubscribe` is a settings action and stays open to verified users. */
    onSetupOrVerifyPage: ({ context }) => {
      const pathname = pathnameOf(context.path);
      return (
        pathname === '/setup' ||
        pathname.startsWith('/setup/') ||
        pathname === '/verify' ||
        pathname === '/verify/email'
      );
    },
    basicsOnEssentialsView: ({ context }) => context.user?.tier !== 'essentials' && isEssentialsOnlyPath(context.path),
    verificationNotSent: ({ context }) => !context.user?.verificationSent && !context.verificationRequested,
  },
}).createMachine({
  id: 'gating',
  context: ({ input }) => ({
    path: input.path,
    authenticated: input.authenticated ?? false,
    user: null,
    configFetched: false,
    wantedPath: input.wantedPath ?? null,
    verificationRequested: false,
  }),
  initial: 'evaluating',
  on: {
    SESSION_CHANGED: {
      target: '.evaluating',
      actions: assign(({ event, context }) => ({
        authenticated: event.authenticated,
        user: event.authenticated ? context.user : null,
        configFetched: event.authenticated ? context.configFetched : false,
        verificationRequested: event.authenticated ? context.verificationRequested : false,
      })),
    },
    USER_LOADED: { target: '.evaluating', actions: assign({ user: ({ event }) => event.user }) },
    CONFIG_FETCHED: { target: '.evaluating', actions: assign({ configFetched: true }) },
    NAVIGATED: { target: '.evaluating', actions: assign({ path: ({ event }) => event.path }) },
  },
  states: {
    evaluating: {
      always: [
        { guard: 'notAuthenticated', target: 'unauthenticated' },
        { guard: 'userUnknown', target: 'loadingUser' },
        { guard: 'notConfirmed', target: 'setup' },
        { guard: 'notVerified', target: 'verifyEmail' },
        { target: 'ready' },
      ],
    },
    /** Not validly authenticated: guarded paths go to `/login`, the wanted path is kept. */
    unauthenticated: {
      always: {
        guard: 'onGuardedPath',
        actions: [
          'storeWantedPath',
          { type: 'rememberWantedPath', params: ({ context }) => ({ path: context.wantedPath }) },
          ...redirect('/login'),
        ],
      },
    },
    /** Authenticated, the user is not known yet: nothing is decided, the app shows its loader. */
    loadingUser: { tags: ['loading'] },
    /** Not confirmed: everything guarded goes to `/setup`. */
    setup: {
      always: [
        { guard: 'onLoginPage', actions: ['clearWantedPath', ...redirect('/setup')] },
        { guard: 'underSetup', actions: redirect('/lost') },
        { guard: 'offSetupPage', actions: redirect('/setup') },
      ],
    },
    /** Confirmed, email unverified: guarded paths go to `/verify/email`; the email is sent once. */
    verifyEmail: {
      always: [
        { guard: 'verificationNotSent', actions: ['markVerificationRequested', 'sendVerificationEmail'] },
        { guard: 'onLoginPage', actions: ['clearWantedPath', ...redirect('/verify/email')] },
        { guard: 'offVerifyPages', actions: redirect('/verify/email') },
      ],
    },
    /** Confirmed and verified: data may load. */
    ready: {
      tags: ['dataAllowed'],
      always: [
        {
          guard: 'onLoginPage',
          actions: [
            ...redirect((context) => context.wantedPath ?? home(context)),
            'clearWantedPath',
            { type: 'rememberWantedPath', params: { path: null } },
          ],
        },
        { guard: 'onRoot', actions: redirect(home) },
        { guard: 'onSetupOrVerifyPage', actions: redirect(home) },
        { guard: 'basicsOnEssentialsView', actions: redirect('/') },
      ],
    },
  },
});
