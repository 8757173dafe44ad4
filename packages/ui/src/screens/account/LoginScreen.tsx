import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { PRODUCT_NAME } from '../../providers/product.ts';
import { AccountActions, AccountFrame, AccountHeading, AccountText } from './AccountFrame.tsx';

export type LoginMode = 'login' | 'signup';
export type LoginStatus = 'idle' | 'redirecting';

export interface LoginScreenProps {
  /** `/login` or `/signup`: the same screen, the signup flag changes the heading and the main action. */
  mode: LoginMode;
  /** `redirecting` while the browser is on its way to the identity provider (or finishing a callback). */
  status?: LoginStatus;
  onLogIn: () => void;
  onSignUp: () => void;
}

/** The login and signup landing page; both actions go to the hosted login service. */
export function LoginScreen({ mode, status = 'idle', onLogIn, onSignUp }: LoginScreenProps) {
  const { LL } = useI18n();
  const redirecting = status === 'redirecting';
  const primary = mode === 'signup' ? onSignUp : onLogIn;
  const secondary = mode === 'signup' ? onLogIn : onSignUp;
  return (
    <AccountFrame state={redirecting ? 'redirecting' : mode}>
      <AccountHeading>
        {mode === 'signup'
          ? LL.account.login.signupHeading({ product: PRODUCT_NAME })
          : LL.account.login.heading({ product: PRODUCT_NAME })}
      </AccountHeading>
      <AccountText>{LL.account.login.intro()}</AccountText>
      {redirecting ? (
        <AccountText role="status" tone="normal">
          {LL.account.login.redirecting()}
        </AccountText>
      ) : null}
      <AccountActions>
        <Button variant="primary" busy={redirecting} onClick={primary}>
          {mode === 'signup' ? LL.account.login.signUp() : LL.account.login.logIn()}
        </Button>
      </AccountActions>
      <AccountActions>
        <AccountText>
          {mode === 'signup' ? LL.account.login.haveAccount() : LL.account.login.noAccount({ product: PRODUCT_NAME })}
        </AccountText>
        <Button variant="secondary" size="small" disabled={redirecting} onClick={secondary}>
          {mode === 'signup' ? LL.account.login.logIn() : LL.account.login.signUp()}
        </Button>
      </AccountActions>
    </AccountFrame>
  );
}
