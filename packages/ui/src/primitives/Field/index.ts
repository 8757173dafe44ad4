export { FieldRoot, FieldLabel, FieldDescription, FieldError, Input, inputStyles } from './Field.tsx';
