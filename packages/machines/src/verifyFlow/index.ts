export {
  isExpiredLinkError,
  RESEND_COOLDOWN_MS,
  resendVerificationMachine,
  VERIFY_MESSAGE_KEYS,
  verifyFlowMachine,
  type VerifyFlowContext,
  type VerifyFlowEvent,
  type VerifyResult,
} from './verifyFlow.ts';
