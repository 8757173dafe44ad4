export {
  callbackReportsError,
  isTokenValid,
  LOGOUT_KEEPS,
  renewalDelayMs,
  sessionFromTokens,
  sessionMachine,
  TOKEN_EXPIRY_MARGIN_MS,
  type CheckedUser,
  type Session,
  type SessionContext,
  type SessionEvent,
  type SessionTokens,
} from './session.ts';
