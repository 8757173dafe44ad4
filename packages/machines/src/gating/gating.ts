import { and, assign, or, setup } from 'xstate';
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

/** A link page opened from an email (`/verify?…`, `/verify/unsubscribe?…`): its query must survive the login. */
export function isEmailLinkPath(path: string): boolean {
  const pathname = pathnameOf(path);
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#')[0] : '';
  return (pathname === '/verify' || pathname === '/verify/unsubscribe') && Boolean(query);
}

/** Setup and verify pages: a verified user never rests there (`/verify/unsubscribe` is not one of them). */
function isSetupOrVerifyPage(path: string): boolean {
  const pathname = pathnameOf(path);
  return (
    pathname === '/setup' || pathname.startsWith('/setup/') || pathname === '/verify' || pathname === '/verify/email'
  );
}

/** Where a verified user goes from the login, setup or verify pages: the wanted path, else the tier home. */
const restoreTarget = (context: GatingContext) =>
  context.wantedPath && !isSetupOrVerifyPage(context.wantedPath) ? context.wantedPath : home(context);

/** Restores the wanted path (or the tier home) and forgets it, here and across redirects. */
const restoreWantedPath = [
  ...redirect(restoreTarget),
  'clearWantedPath',
  { type: 'rememberWantedPath', params: { path: null } },
] as const;

/**
 * Account gating over every route: signed out → `/login` (wanted path remembered, restored after
 * login, setup and verification; a wanted email link is opened as soon as the account allows); not confirmed → `/setup`; unverified → `/verify/email` (verification email sent once);
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
    onSetupOrVerifyPage: ({ context }) => isSetupOrVerifyPage(context.path),
    /** An email link page (`/verify?…`, `/verify/unsubscribe?…`) with its query. */
    onEmailLink: ({ context }) => isEmailLinkPath(context.path),
    /** The path kept across the login is an email link: it is opened as soon as the account allows. */
    hasWantedPath: ({ context }) => context.wantedPath !== null,
    wantsEmailLink: ({ context }) => context.wantedPath !== null && isEmailLinkPath(context.wantedPath),
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
        { guard: 'onLoginPage', actions: redirect('/setup') },
        { guard: 'underSetup', actions: redirect('/lost') },
        {
          // An email link opened before setup is kept and opened once setup is done.
          guard: 'onEmailLink',
          actions: [
            'storeWantedPath',
            { type: 'rememberWantedPath', params: ({ context }) => ({ path: context.wantedPath }) },
            ...redirect('/setup'),
          ],
        },
        { guard: 'offSetupPage', actions: redirect('/setup') },
      ],
    },
    /** Confirmed, email unverified: guarded paths go to `/verify/email`; the email is sent once. */
    verifyEmail: {
      always: [
        { guard: 'verificationNotSent', actions: ['markVerificationRequested', 'sendVerificationEmail'] },
        {
          // A verification (or unsubscribe) link opened while signed out or before setup: open it now, once.
          guard: and(['wantsEmailLink', or(['onLoginPage', 'offVerifyPages'])]),
          actions: [
            ...redirect((context) => context.wantedPath ?? '/verify/email'),
            'clearWantedPath',
            { type: 'rememberWantedPath', params: { path: null } },
          ],
        },
        // Any other wanted path is kept for after the verification.
        { guard: 'onLoginPage', actions: redirect('/verify/email') },
        { guard: 'offVerifyPages', actions: redirect('/verify/email') },
      ],
    },
    /** Confirmed and verified: data may load. */
    ready: {
      tags: ['dataAllowed'],
      always: [
        // After login, setup or verification: the wanted path, else the tier home.
        { guard: 'onLoginPage', actions: restoreWantedPath },
        { guard: 'onSetupOrVerifyPage', actions: restoreWantedPath },
        { guard: 'onRoot', actions: redirect(home) },
        { guard: 'basicsOnEssentialsView', actions: redirect('/') },
        // Signed in without passing the login page (a restored session): a path kept earlier is stale.
        {
          guard: 'hasWantedPath',
          actions: ['clearWantedPath', { type: 'rememberWantedPath', params: { path: null } }],
        },
      ],
    },
  },
});
