export {
  isSupportedLanguage,
  SETUP_MESSAGE_KEYS,
  setupFlowMachine,
  type SetupFlowContext,
  type SetupFlowEvent,
} from './setupFlow.ts';
