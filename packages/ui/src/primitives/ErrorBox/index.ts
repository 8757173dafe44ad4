export { ErrorBox } from './ErrorBox.tsx';
export type { ErrorBoxProps, ErrorBoxState } from './ErrorBox.tsx';
