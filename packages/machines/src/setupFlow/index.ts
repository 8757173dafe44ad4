export {
  isSupportedLanguage,
  SETUP_MESSAGE_KEYS,
  setupFlowMachine,
  type SetupFlowContext,
  type SetupFlowEvent,
  type SetupLanguage,
} from './setupFlow.ts';
