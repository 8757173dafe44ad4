import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { AccountActions, AccountFrame, AccountHeading, AccountLink, AccountText } from './AccountFrame.tsx';

/**
 * A resend button's state: one use only, then it reads "Resent" and stays disabled. `failed`: the last send
 * failed; the message shows and the button works again.
 */
export type ResendState = 'idle' | 'sending' | 'resent' | 'failed';

/** "The email could not be sent…" under a resend button whose last send failed. */
function ResendFailed() {
  const { LL } = useI18n();
  return (
    <AccountText tone="danger" role="alert">
      {LL.account.verifyEmail.resendFailed()}
    </AccountText>
  );
}

export interface VerifyEmailScreenProps {
  /** The address the link went to (from the user); omitted when not known yet. */
  email?: string | null;
  resendState: ResendState;
  /** `GET /verify/email/send`. */
  onResend: () => void;
  logoutHref?: string;
  onNavigate?: (href: string) => void;
  /**
   * The company's own identity provider verifies e-mail addresses (not this app): the screen says so and offers
   * no resend, only the logout (to sign in again once verified).
   */
  atProvider?: boolean;
}

/** `/verify/email`: asks the user to open the verification link; the resend button works once. */
export function VerifyEmailScreen({
  email,
  resendState,
  onResend,
  logoutHref = '/logout',
  onNavigate,
  atProvider = false,
}: VerifyEmailScreenProps) {
  const { LL } = useI18n();
  const logout = (
    <AccountLink href={logoutHref} onNavigate={onNavigate}>
      {LL.account.verifyEmail.logOut()}
    </AccountLink>
  );
  if (atProvider)
    return (
      <AccountFrame state="idle">
        <AccountHeading>{LL.account.verifyEmail.heading()}</AccountHeading>
        <AccountText tone="normal">
          {email ? LL.account.verifyEmail.atProvider({ email }) : LL.account.verifyEmail.atProviderNoEmail()}
        </AccountText>
        <AccountActions>{logout}</AccountActions>
      </AccountFrame>
    );
  return (
    <AccountFrame state={resendState}>
      <AccountHeading>{LL.account.verifyEmail.heading()}</AccountHeading>
      <AccountText tone="normal">
        {email ? LL.account.verifyEmail.text({ email }) : LL.account.verifyEmail.textNoEmail()}
      </AccountText>
      <AccountText>{LL.account.verifyEmail.notReceived()}</AccountText>
      {resendState === 'failed' ? <ResendFailed /> : null}
      <AccountActions css={{ justifyContent: 'space-between' }}>
        <Button
          variant="primary"
          busy={resendState === 'sending'}
          disabled={resendState === 'resent'}
          onClick={onResend}
        >
          {resendState === 'resent' ? LL.account.verifyEmail.resent() : LL.account.verifyEmail.resend()}
        </Button>
        {logout}
      </AccountActions>
    </AccountFrame>
  );
}

export type VerifyStatus = 'loading' | 'success' | 'failure' | 'expired';

export interface VerifyResultScreenProps {
  status: VerifyStatus;
  /** Where Continue goes after success (the user's home). */
  continueHref?: string;
  /** The way back from a failed or expired link (the start page). */
  startHref?: string;
  /** Resend on an expired link (one use). */
  resendState?: ResendState;
  onResend?: () => void;
  onNavigate?: (href: string) => void;
}

/** `/verify?{query}`: loading, then success, failure, or an expired link with Resend. */
export function VerifyResultScreen({
  status,
  continueHref = '/',
  startHref = '/',
  resendState = 'idle',
  onResend,
  onNavigate,
}: VerifyResultScreenProps) {
  const { LL } = useI18n();
  return (
    <AccountFrame state={status}>
      {status === 'loading' ? (
        <>
          <AccountHeading>{LL.account.titles.verify()}</AccountHeading>
          <AccountActions role="status">
            <Spinner decorative />
            <AccountText tone="normal">{LL.account.verify.verifying()}</AccountText>
          </AccountActions>
        </>
      ) : status === 'success' ? (
        <>
          <AccountHeading>{LL.account.verify.successHeading()}</AccountHeading>
          <AccountText tone="normal">{LL.account.verify.successText()}</AccountText>
          <AccountText>
            <AccountLink href={continueHref} onNavigate={onNavigate}>
              {LL.account.verify.continue()}
            </AccountLink>
          </AccountText>
        </>
      ) : (
        <>
          <AccountHeading>
            {status === 'expired' ? LL.error.linkExpired() : LL.error.verifyEmailFailed()}
          </AccountHeading>
          <AccountText tone="normal">
            {status === 'expired' ? LL.account.verify.expiredText() : LL.account.verify.failureText()}
          </AccountText>
          {resendState === 'failed' ? <ResendFailed /> : null}
          {onResend ? (
            <AccountActions>
              <Button
                variant="primary"
                busy={resendState === 'sending'}
                disabled={resendState === 'resent'}
                onClick={onResend}
              >
                {resendState === 'resent' ? LL.account.verify.resent() : LL.account.verify.resend()}
              </Button>
            </AccountActions>
          ) : null}
          <AccountText>
            <AccountLink href={startHref} onNavigate={onNavigate}>
              {LL.account.verify.backToStart()}
            </AccountLink>
          </AccountText>
        </>
      )}
    </AccountFrame>
  );
}

/**
 * `done`: unsubscribed; `invalid`: the server does not know the link (final); `failure`: the call failed
 * (network, server) and can be retried.
 */
export type UnsubscribeStatus = 'loading' | 'done' | 'invalid' | 'failure';

export interface UnsubscribeScreenProps {
  status: UnsubscribeStatus;
  settingsHref?: string;
  /** Try again after a failure. */
  onRetry?: () => void;
  onNavigate?: (href: string) => void;
}

/** `/verify/unsubscribe?{query}`: loading, then a message linking to the settings; an invalid link or a failure shown. */
export function UnsubscribeScreen({ status, settingsHref = '/settings', onRetry, onNavigate }: UnsubscribeScreenProps) {
  const { LL } = useI18n();
  const settingsLink = (
    <AccountLink href={settingsHref} onNavigate={onNavigate}>
      {LL.account.unsubscribe.settingsLink()}
    </AccountLink>
  );
  return (
    <AccountFrame state={status}>
      {status === 'invalid' ? (
        <>
          <AccountHeading>{LL.account.unsubscribe.invalidHeading()}</AccountHeading>
          <AccountText tone="normal" role="alert">
            {LL.account.unsubscribe.invalidText()} {settingsLink}.
          </AccountText>
        </>
      ) : status === 'failure' ? (
        <>
          <AccountHeading>{LL.error.issueOnOurEnd()}</AccountHeading>
          <AccountText tone="normal" role="alert">
            {LL.account.unsubscribe.failedText()}
          </AccountText>
          {onRetry ? (
            <AccountActions>
              <Button variant="primary" onClick={onRetry}>
                {LL.account.unsubscribe.retry()}
              </Button>
            </AccountActions>
          ) : null}
        </>
      ) : status === 'loading' ? (
        <>
          <AccountHeading>{LL.account.titles.unsubscribe()}</AccountHeading>
          <AccountActions role="status">
            <Spinner decorative />
            <AccountText tone="normal">{LL.account.unsubscribe.unsubscribing()}</AccountText>
          </AccountActions>
        </>
      ) : (
        <>
          <AccountHeading>{LL.account.unsubscribe.heading()}</AccountHeading>
          <AccountText tone="normal">
            {LL.account.unsubscribe.text()} {settingsLink}.
          </AccountText>
        </>
      )}
    </AccountFrame>
  );
}
