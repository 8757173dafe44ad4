import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { PRODUCT_NAME } from '../../providers/product.ts';
import { AccountActions, AccountFrame, AccountHeading, AccountLink, AccountText } from './AccountFrame.tsx';
import { Rocket } from './Rocket.tsx';

interface NavigateProps {
  /** Client-side navigation for the page's links; without it the links load the page. */
  onNavigate?: (href: string) => void;
}

export type LogoutStatus = 'loggingOut' | 'loggedOut';

export interface LogoutScreenProps extends NavigateProps {
  /** `loggingOut` while the login service ends the session; `loggedOut` when there was no valid session. */
  status: LogoutStatus;
  loginHref?: string;
}

/** `/logout`: shown while the session ends at the login service, or when there was nothing to end. */
export function LogoutScreen({ status, loginHref = '/login', onNavigate }: LogoutScreenProps) {
  const { LL } = useI18n();
  return (
    <AccountFrame state={status}>
      <AccountHeading>{LL.account.titles.logout()}</AccountHeading>
      {status === 'loggingOut' ? (
        <AccountActions role="status">
          <Spinner decorative />
          <AccountText tone="normal">{LL.account.logout.loggingOut()}</AccountText>
        </AccountActions>
      ) : (
        <>
          <AccountText tone="normal">{LL.account.logout.loggedOut()}</AccountText>
          <AccountText>
            <AccountLink href={loginHref} onNavigate={onNavigate}>
              {LL.account.logout.logInAgain()}
            </AccountLink>
          </AccountText>
        </>
      )}
    </AccountFrame>
  );
}

export interface GoodbyeScreenProps extends NavigateProps {
  startHref?: string;
}

/** `/goodbye`: shown after the account was deleted. */
export function GoodbyeScreen({ startHref = '/login', onNavigate }: GoodbyeScreenProps) {
  const { LL } = useI18n();
  return (
    <AccountFrame state="goodbye">
      <AccountHeading>{LL.account.goodbye.heading()}</AccountHeading>
      <AccountText tone="normal">{LL.account.goodbye.text({ product: PRODUCT_NAME })}</AccountText>
      <AccountText>
        <AccountLink href={startHref} onNavigate={onNavigate}>
          {LL.account.goodbye.backToStart()}
        </AccountLink>
      </AccountText>
    </AccountFrame>
  );
}

export interface AuthenticationErrorScreenProps extends NavigateProps {
  loginHref?: string;
}

/** `/authentication/error`: the login callback or the user check failed. */
export function AuthenticationErrorScreen({ loginHref = '/login', onNavigate }: AuthenticationErrorScreenProps) {
  const { LL } = useI18n();
  return (
    <AccountFrame state="error">
      <AccountHeading>{LL.account.authError.heading()}</AccountHeading>
      <AccountText tone="normal" role="alert">
        {LL.error.authentication()}
      </AccountText>
      <AccountText>
        <AccountLink href={loginHref} onNavigate={onNavigate}>
          {LL.account.authError.tryAgain()}
        </AccountLink>
      </AccountText>
    </AccountFrame>
  );
}

export interface LostScreenProps extends NavigateProps {
  homeHref?: string;
}

/** `/lost`: "It looks like you are lost at sea." with a link home (and the rocket, for the curious). */
export function LostScreen({ homeHref = '/', onNavigate }: LostScreenProps) {
  const { LL } = useI18n();
  return (
    <AccountFrame state="lost">
      <AccountHeading>{LL.account.lost.heading()}</AccountHeading>
      <AccountText tone="normal">{LL.error.lost()}</AccountText>
      <AccountActions css={{ justifyContent: 'space-between' }}>
        <AccountLink href={homeHref} onNavigate={onNavigate}>
          {LL.error.takeMeHome()}
        </AccountLink>
        <Rocket />
      </AccountActions>
    </AccountFrame>
  );
}

/** The full-page loader while the session and the user are being resolved. */
export function AppLoadingScreen() {
  const { LL } = useI18n();
  return (
    <AccountFrame state="loading">
      <AccountActions role="status">
        <Spinner decorative size="large" />
        <AccountText tone="normal">{LL.account.loading.app({ product: PRODUCT_NAME })}</AccountText>
      </AccountActions>
    </AccountFrame>
  );
}
