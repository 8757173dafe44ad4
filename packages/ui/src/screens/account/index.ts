export { AccountFrame, AccountLink } from './AccountFrame.tsx';
export type { AccountFrameProps, AccountLinkProps } from './AccountFrame.tsx';
export { LoginScreen } from './LoginScreen.tsx';
export type { LoginMode, LoginScreenProps, LoginStatus } from './LoginScreen.tsx';
export {
  AppLoadingScreen,
  AuthenticationErrorScreen,
  GoodbyeScreen,
  LogoutScreen,
  LostScreen,
} from './SimpleScreens.tsx';
export type {
  AuthenticationErrorScreenProps,
  GoodbyeScreenProps,
  LogoutScreenProps,
  LogoutStatus,
  LostScreenProps,
} from './SimpleScreens.tsx';
export { SetupScreen } from './SetupScreen.tsx';
export type { SetupScreenProps, SetupStatus } from './SetupScreen.tsx';
export { UnsubscribeScreen, VerifyEmailScreen, VerifyResultScreen } from './VerifyScreens.tsx';
export type {
  ResendState,
  UnsubscribeScreenProps,
  UnsubscribeStatus,
  VerifyEmailScreenProps,
  VerifyResultScreenProps,
  VerifyStatus,
} from './VerifyScreens.tsx';
export { RenderFailureScreen } from './RenderFailureScreen.tsx';
export type { RenderFailureScreenProps } from './RenderFailureScreen.tsx';
export { OfflineMessage } from './OfflineMessage.tsx';
export type { OfflineMessageProps } from './OfflineMessage.tsx';
export { UpgradeCelebration } from './UpgradeCelebration.tsx';
export type { UpgradeCelebrationProps } from './UpgradeCelebration.tsx';
export { Rocket } from './Rocket.tsx';
export type { RocketProps } from './Rocket.tsx';
