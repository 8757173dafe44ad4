export { ErrorBox, ErrorStatusProvider } from './ErrorBox.tsx';
export type { ErrorBoxProps, ErrorBoxState, ErrorStatus } from './ErrorBox.tsx';
