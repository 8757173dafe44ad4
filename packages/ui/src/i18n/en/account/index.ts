import type { BaseTranslation } from '../../i18n-types';

/**
 * Texts of the account area: login, setup, verification, unsubscribe, logout, goodbye, error and lost pages,
 * the upgrade celebration and the rocket (owned by the account screens; add keys here and in
 * ../../no/account/index.ts).
 */
const en_account: BaseTranslation = {
  titles: {
    login: 'Log in',
    signup: 'Sign up',
    logout: 'Log out',
    goodbye: 'Goodbye',
    authenticationError: 'Authentication error',
    setup: 'Setup',
    verifyEmail: 'Verify your email',
    verify: 'Email verification',
    unsubscribe: 'Unsubscribe',
    lost: 'Page not found',
    failure: 'Something went wrong',
  },
  login: {
    heading: 'Welcome to {product:string}',
    signupHeading: 'Create your {product:string} account',
    intro: 'Farm health, lice, mortality, feed, growth and harvest for salmon and trout farms, in one place.',
    logIn: 'Log in',
    signUp: 'Sign up',
    redirecting: 'Taking you to the login page …',
    noAccount: 'New to {product:string}?',
    haveAccount: 'Already have an account?',
  },
  logout: {
    loggingOut: 'Logging you out …',
    loggedOut: 'You are logged out.',
    logInAgain: 'Log in again',
  },
  goodbye: {
    heading: 'Goodbye',
    text: 'Your account and your data have been deleted. Thank you for using {product:string}.',
    backToStart: 'Back to the start page',
  },
  authError: {
    heading: 'We could not sign you in',
    tryAgain: 'Try again',
  },
  setup: {
    heading: 'Welcome to {product:string}',
    intro: 'Choose the language for texts, numbers and downloads. You can change it later in your settings.',
    languageLegend: 'Preferred language',
    english: 'English',
    norwegian: 'Norsk',
    complete: 'Next',
    saving: 'Saving your preferences …',
    failed: 'Your language could not be saved. Check your connection and press Next again.',
  },
  verifyEmail: {
    heading: 'Verify your email',
    text: 'We sent a verification link to {email:string}. Open the link in the email to continue.',
    textNoEmail: 'We sent you a verification link. Open the link in the email to continue.',
    notReceived: "Didn't get the email? Check your spam folder or send it again.",
    resend: 'Resend email',
    resent: 'Resent',
    logOut: 'Log out',
    resendFailed: 'The email could not be sent. Check your connection and try again.',
    atProvider:
      "{email:string} is not verified yet. Your organization's sign-in service verifies it: open the link it sent you (or ask your administrator), then log out and sign in again.",
    atProviderNoEmail:
      "Your email is not verified yet. Your organization's sign-in service verifies it: open the link it sent you (or ask your administrator), then log out and sign in again.",
  },
  verify: {
    verifying: 'Verifying your email …',
    successHeading: 'Your email is verified',
    successText: 'Thank you. Your account is ready.',
    continue: 'Continue',
    failureText: 'The link may be incomplete. Open the newest link we sent you, or ask for a new one.',
    expiredText: 'Verification links are valid for a limited time. Ask for a new one below.',
    backToStart: 'Back to the start page',
    resend: 'Resend',
    resent: 'Resent',
  },
  unsubscribe: {
    unsubscribing: 'Unsubscribing you from weekly alerts …',
    heading: 'You are unsubscribed',
    text: 'You will no longer get the weekly alert email. You can turn it on again in your',
    settingsLink: 'settings',
    invalidHeading: 'This unsubscribe link is not valid',
    invalidText:
      'The link may be incomplete or belong to an account that no longer exists. You can turn off the weekly alert email in your',
    failedText: 'We could not unsubscribe you. Check your connection and try again.',
    retry: 'Try again',
  },
  lost: {
    heading: 'Page not found',
  },
  failure: {
    messageLabel: 'Message:',
  },
  upgrade: {
    heading: 'Welcome to {explorer:string}!',
    text: 'Your account has been upgraded. Health, risk forecasts, compare and notifications are now open to you.',
    dismiss: "Let's go",
  },
  rocket: {
    launch: 'Launch the rocket',
    launched: 'Lift-off!',
  },
  loading: {
    app: 'Loading {product:string} …',
  },
};

export default en_account;
