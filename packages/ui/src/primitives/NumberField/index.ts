export { NumberField } from './NumberField.tsx';
export type { NumberFieldProps, NumberFieldState } from './NumberField.tsx';
export { parseNumber, editableNumber } from './parseNumber.ts';
