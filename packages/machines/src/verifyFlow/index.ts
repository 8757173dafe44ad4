export {
  isExpiredLinkError,
  resendVerificationMachine,
  VERIFY_MESSAGE_KEYS,
  verifyFlowMachine,
  type VerifyFlowContext,
  type VerifyFlowEvent,
  type VerifyResult,
} from './verifyFlow.ts';
