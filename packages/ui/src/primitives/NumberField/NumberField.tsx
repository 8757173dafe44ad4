import { useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, Input } from '../Field/Field.tsx';
import { editableNumber, parseNumber } from './parseNumber.ts';

type NativeInput = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'type' | 'size'
>;

export interface NumberFieldProps extends NativeInput {
  label: string;
  description?: string;
  value?: number | null;
  defaultValue?: number | null;
  /** Called with an in-bounds number (or null when cleared) when the field is committed (blur, Enter, arrows). */
  onValueChange?: (value: number | null) => void;
  min: number;
  max: number;
  /** Arrow Up/Down step. */
  step?: number;
  error?: string;
}

export type NumberFieldState = 'idle' | 'invalid' | 'disabled';

/**
 * A number input for either language's decimal mark. A value outside `min`–`max` shows
 * "Number must be between {min} and {max}" and is not applied; text that is not a number is not applied
 * either. Arrow Up/Down step within the bounds.
 */
export function NumberField({
  label,
  description,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  error,
  disabled,
  id: idProp,
  onBlur,
  onKeyDown,
  ...rest
}: NumberFieldProps) {
  const { LL, locale } = useI18n();
  const autoId = useId();
  const id = idProp ?? autoId;
  const [value, setValue] = useControllableState<number | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const [text, setText] = useState(() => editableNumber(value, locale));
  const [invalid, setInvalid] = useState(false);

  const [shown, setShown] = useState({ value, locale });
  if (shown.value !== value || shown.locale !== locale) {
    setShown({ value, locale });
    // A value staged from what is being typed (a parent reading `onInput`) keeps the text as typed ("4." stays).
    if (shown.locale !== locale || parseNumber(text) !== value) setText(editableNumber(value, locale));
    setInvalid(false);
  }

  const commit = (next: number | null) => {
    if (next !== null && (Number.isNaN(next) || next < min || next > max)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText(editableNumber(next, locale));
    if (next !== value) setValue(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') commit(parseNumber(text));
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const current = parseNumber(text);
      const base = current === null || Number.isNaN(current) ? (value ?? min) : current;
      const next = Math.min(max, Math.max(min, base + (event.key === 'ArrowUp' ? step : -step)));
      commit(Math.round(next * 1e9) / 1e9);
    }
  };

  const boundsMessage = LL.validation.numberBetween({
    min: formatNumber(min, locale),
    max: formatNumber(max, locale),
  });
  const shownError = invalid ? boundsMessage : error;
  const state: NumberFieldState = disabled ? 'disabled' : shownError ? 'invalid' : 'idle';
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, shownError ? errorId : null].filter(Boolean).join(' ');

  return (
    <FieldRoot data-state={state}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        {...rest}
        disabled={disabled}
        value={text}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-state={state}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => {
          onBlur?.(event);
          commit(parseNumber(text));
        }}
        onKeyDown={handleKeyDown}
      />
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
    </FieldRoot>
  );
}
