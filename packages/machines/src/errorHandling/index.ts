export {
  diagnosticsOf,
  ERROR_MESSAGE_KEYS,
  errorHandlingMachine,
  errorMessageKeyOf,
  type ClientInfo,
  type ErrorDiagnostics,
  type ErrorHandlingContext,
  type ErrorHandlingEvent,
  type ErrorHandlingInput,
  type ErrorReportUser,
  type ErrorType,
  type HandledError,
} from './errorHandling.ts';
