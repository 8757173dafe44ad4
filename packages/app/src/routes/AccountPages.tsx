import { isAborted, type User } from '@havbruk/api';
import {
  resendVerificationMachine,
  setupFlowMachine,
  unsubscribeFlowMachine,
  verifyFlowMachine,
  VERIFY_MESSAGE_KEYS,
  type VerifyResult,
} from '@havbruk/machines';
import {
  AuthenticationErrorScreen,
  GoodbyeScreen,
  LoginScreen,
  LogoutScreen,
  LostScreen,
  SetupScreen,
  UnsubscribeScreen,
  useI18n,
  VerifyEmailScreen,
  VerifyResultScreen,
  type Locale,
  type ResendState,
  type SetupStatus,
  type UnsubscribeStatus,
  type VerifyStatus,
} from '@havbruk/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise, waitFor } from 'xstate';
import { externalIdentityProvider } from '../config.ts';
import { useAppState, useAuthenticated } from '../state/AppState.tsx';
import { rememberResend, resendCooldownLeft, sessionTimeStorage } from '../state/resendCooldown.ts';
import { usePageTitle } from './usePageTitle.ts';

const useNavigateTo = () => {
  const navigate = useNavigate();
  return (href: string) => navigate(href);
};

/** `/login` and `/signup` (the login callback also lands on `/login`). */
export function LoginPage({ signup = false }: { signup?: boolean }) {
  const { LL } = useI18n();
  const { session } = useAppState();
  usePageTitle(signup ? LL.account.titles.signup() : LL.account.titles.login());
  const busy = useSelector(session, (snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('authenticated'));
  const [redirecting, setRedirecting] = useState(false);
  const login = (asSignup: boolean) => {
    setRedirecting(true);
    session.send({ type: 'LOGIN', signup: asSignup });
  };
  return (
    <LoginScreen
      mode={signup ? 'signup' : 'login'}
      status={busy || redirecting ? 'redirecting' : 'idle'}
      onLogIn={() => login(false)}
      onSignUp={() => login(true)}
    />
  );
}

/** How long logout waits for a preference change that is still being saved. */
const PREFERENCES_FLUSH_TIMEOUT_MS = 5_000;

/**
 * `/logout`: logs out at the login service when the token is valid. A preference change still waiting for its
 * debounce (a language flag clicked just before) is saved first, while the token is still there.
 */
export function LogoutPage() {
  const { LL } = useI18n();
  const { session, preferences } = useAppState();
  const authenticated = useAuthenticated();
  usePageTitle(LL.account.titles.logout());
  const [started] = useState(authenticated);
  useEffect(() => {
    if (!started) return;
    let cancelled = false;
    preferences.send({ type: 'FLUSH' });
    void waitFor(preferences, (snapshot) => !snapshot.hasTag('busy'), { timeout: PREFERENCES_FLUSH_TIMEOUT_MS })
      .catch(() => undefined)
      .then(() => {
        if (!cancelled) session.send({ type: 'LOGOUT' });
      });
    return () => {
      cancelled = true;
    };
  }, [session, preferences, started]);
  return <LogoutScreen status={started ? 'loggingOut' : 'loggedOut'} onNavigate={useNavigateTo()} />;
}

export function GoodbyePage() {
  const { LL } = useI18n();
  usePageTitle(LL.account.titles.goodbye());
  return <GoodbyeScreen onNavigate={useNavigateTo()} />;
}

export function AuthenticationErrorPage() {
  const { LL } = useI18n();
  usePageTitle(LL.account.titles.authenticationError());
  return <AuthenticationErrorScreen onNavigate={useNavigateTo()} />;
}

export function LostPage() {
  const { LL } = useI18n();
  usePageTitle(LL.account.titles.lost());
  return <LostScreen onNavigate={useNavigateTo()} />;
}

/** `/setup`: one-step language onboarding; the chosen language previews at once. */
export function SetupPage() {
  const { LL } = useI18n();
  const { data, setUser, setDisplay } = useAppState();
  usePageTitle(LL.account.titles.setup());
  const flow = useActorRef(
    setupFlowMachine.provide({
      actors: {
        onboard: fromPromise<unknown, { language: Locale }>(async ({ input }) => {
          const answer = await data.client.call('onboardUser', { body: { language: input.language } });
          if ('aborted' in answer) throw new Error('Onboarding was aborted');
          return answer;
        }),
      },
      actions: {
        onboarded: (_, params) => setUser(params.output as User),
      },
    }),
    { input: { language: null } },
  );
  const language = useSelector(flow, (snapshot) => snapshot.context.language);
  const status = useSelector(flow, (snapshot): SetupStatus =>
    snapshot.hasTag('busy') || snapshot.matches('success')
      ? 'saving'
      : snapshot.matches('failure')
        ? 'failure'
        : 'choosing',
  );
  return (
    <SetupScreen
      value={language === 'en' || language === 'no' ? language : null}
      onValueChange={(next) => {
        flow.send({ type: 'SELECT_LANGUAGE', language: next });
        setDisplay({ language: next });
      }}
      status={status}
      onComplete={() => flow.send({ type: 'SUBMIT' })}
    />
  );
}

/** `/verify/email`: asks to open the link; resend works once. */
export function VerifyEmailPage() {
  const { LL } = useI18n();
  const { data, user } = useAppState();
  usePageTitle(LL.account.titles.verifyEmail());
  // A link resent before a reload keeps Resend disabled for the rest of its cooldown (a time in sessionStorage).
  const resend = useActorRef(
    resendVerificationMachine.provide({
      actors: { resendVerification: fromPromise<unknown>(() => data.client.call('sendVerificationEmail', {})) },
      actions: { resent: () => rememberResend(sessionTimeStorage()) },
    }),
    { input: { cooldownMs: resendCooldownLeft(sessionTimeStorage()) } },
  );
  const resendState = useSelector(resend, (snapshot): ResendState =>
    snapshot.matches('resent')
      ? 'resent'
      : snapshot.hasTag('busy')
        ? 'sending'
        : snapshot.context.messageKey
          ? 'failed'
          : 'idle',
  );
  return (
    <VerifyEmailScreen
      email={user?.email ?? null}
      resendState={resendState}
      onResend={() => resend.send({ type: 'RESEND' })}
      onNavigate={useNavigateTo()}
      atProvider={externalIdentityProvider}
    />
  );
}

/** `/verify?{query}`: verifies the email from the link; no query → `/verify/email`. */
export function VerifyPage() {
  const { LL } = useI18n();
  const { data, setUser } = useAppState();
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle(LL.account.titles.verify());
  const flow = useActorRef(
    verifyFlowMachine.provide({
      actors: {
        verifyEmail: fromPromise<VerifyResult, { query: string }>(async ({ input }) => {
          const token = new URLSearchParams(input.query).get('token') ?? '';
          const answer = await data.client.call('verifyEmail', { query: { token } });
          if ('aborted' in answer) throw new Error('Verification was aborted');
          if (!answer.success && answer.reason === 'expired')
            throw Object.assign(new Error('expired'), { code: 'expired' });
          return { success: answer.success, user: answer.user };
        }),
        resendVerification: fromPromise<unknown>(() => data.client.call('sendVerificationEmail', {})),
      },
      actions: {
        navigate: (_, params) => navigate(params.to, { replace: true }),
        verified: (_, params) => {
          if (params.user) setUser(params.user as User);
        },
        resent: () => rememberResend(sessionTimeStorage()),
      },
    }),
    { input: { query: location.search, resendCooldownMs: resendCooldownLeft(sessionTimeStorage()) } },
  );
  const status = useSelector(flow, (snapshot): VerifyStatus => {
    if (snapshot.matches('success')) return 'success';
    if (snapshot.matches('failure')) return 'failure';
    if (snapshot.matches('expired') || snapshot.matches('resending') || snapshot.matches('resent')) return 'expired';
    return 'loading';
  });
  const resendState = useSelector(flow, (snapshot): ResendState =>
    snapshot.matches('resent')
      ? 'resent'
      : snapshot.matches('resending')
        ? 'sending'
        : snapshot.matches('expired') && snapshot.context.messageKey === VERIFY_MESSAGE_KEYS.resendFailed
          ? 'failed'
          : 'idle',
  );
  return (
    <VerifyResultScreen
      status={status}
      resendState={resendState}
      onResend={() => flow.send({ type: 'RESEND' })}
      onNavigate={useNavigateTo()}
    />
  );
}

/**
 * `/verify/unsubscribe?{query}`: no query → `/lost`; else loading, then done with a link to settings. A link the
 * server does not know (404) shows as invalid; a network or server failure offers Retry.
 */
export function UnsubscribePage() {
  const { LL } = useI18n();
  const { data } = useAppState();
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle(LL.account.titles.unsubscribe());
  const flow = useActorRef(
    unsubscribeFlowMachine.provide({
      actors: {
        unsubscribe: fromPromise<unknown, { query: string }>(async ({ input }) => {
          const token = new URLSearchParams(input.query).get('token') ?? '';
          const answer = await data.client.call('unsubscribe', { query: { token } });
          if (isAborted(answer)) throw new Error('Unsubscribing was aborted');
          if (!answer.success) throw Object.assign(new Error('The unsubscribe link is not valid'), { code: 'invalid' });
          return answer;
        }),
      },
      actions: { navigate: (_, params) => navigate(params.to, { replace: true }) },
    }),
    { input: { query: location.search } },
  );
  const status = useSelector(flow, (snapshot): UnsubscribeStatus =>
    snapshot.matches('done')
      ? 'done'
      : snapshot.matches('invalid')
        ? 'invalid'
        : snapshot.matches('failure')
          ? 'failure'
          : 'loading',
  );
  return (
    <UnsubscribeScreen status={status} onRetry={() => flow.send({ type: 'RETRY' })} onNavigate={useNavigateTo()} />
  );
}
