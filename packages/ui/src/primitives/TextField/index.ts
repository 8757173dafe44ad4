export { TextField } from './TextField.tsx';
export type { TextFieldProps, TextFieldState } from './TextField.tsx';
