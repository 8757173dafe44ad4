export {
  gatingMachine,
  isEmailLinkPath,
  isInitialized,
  type GatingContext,
  type GatingEvent,
  type GatingInput,
  type GatingUser,
} from './gating.ts';
export { homePathFor, isEssentialsOnlyPath, isLoginPath, isOpenPath, pathnameOf } from './routes.ts';
