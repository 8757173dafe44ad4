export {
  isInvalidLinkError,
  UNSUBSCRIBE_MESSAGE_KEYS,
  unsubscribeFlowMachine,
  type UnsubscribeFlowContext,
} from './unsubscribeFlow.ts';
