import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { useMergedRefs } from '../../hooks/mergeRefs.ts';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, Input } from '../Field/Field.tsx';

type NativeInput = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'size'
>;

export interface TextFieldProps extends NativeInput {
  /** Visible label (an i18n text). */
  label: string;
  description?: string;
  /** The value (controlled). With `saveOnBlur`, the saved value; edits stay local until blur. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** An error from outside (validation elsewhere, server). */
  error?: string;
  /** Message shown when a required value is empty; defaults to "Value can't be empty!". */
  requiredMessage?: string;
  /**
   * Save-on-blur mode: edits are kept locally and `onSave` is called with the trimmed value when the field
   * loses focus (or Enter is pressed). An empty required value shows its error and is not saved; an unchanged
   * value is not saved; the field is disabled while the save runs. Escape restores the saved value.
   */
  saveOnBlur?: boolean;
  onSave?: (value: string) => void | Promise<unknown>;
  /** Disable while an outside submit runs (save-on-blur disables itself while `onSave` runs). */
  submitting?: boolean;
}

export type TextFieldState = 'idle' | 'invalid' | 'submitting' | 'disabled';

/** A labelled text input with description and error; optionally saves on blur. */
export function TextField({
  label,
  description,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  error,
  requiredMessage,
  saveOnBlur = false,
  onSave,
  submitting: submittingProp = false,
  required,
  disabled,
  id: idProp,
  onKeyDown,
  ref,
  ...rest
}: TextFieldProps) {
  const { LL } = useI18n();
  const autoId = useId();
  const id = idProp ?? autoId;
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const [draft, setDraft] = useState(value);
  const [emptyError, setEmptyError] = useState(false);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const refs = useMergedRefs(inputRef, ref);

  // A new saved value from outside replaces the draft.
  const [lastValue, setLastValue] = useState(value);
  if (saveOnBlur && value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }

  // Set again on every mount: React's strict mode unmounts and remounts once, which must not leave it false.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const commit = async () => {
    const trimmed = draft.trim();
    if (required && trimmed === '') {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    setDraft(trimmed);
    if (trimmed === value) return;
    setSaving(true);
    try {
      await onSave?.(trimmed);
      if (mounted.current) setValue(trimmed);
    } catch {
      // The caller reports the failure; keep the draft so nothing typed is lost.
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  const submitting = submittingProp || saving;
  const shownError = emptyError ? (requiredMessage ?? LL.validation.valueEmpty()) : error;
  const state: TextFieldState = disabled ? 'disabled' : submitting ? 'submitting' : shownError ? 'invalid' : 'idle';
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, shownError ? errorId : null].filter(Boolean).join(' ');

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (!saveOnBlur || event.defaultPrevented) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      inputRef.current?.blur();
    } else if (event.key === 'Escape') {
      setDraft(value);
      setEmptyError(false);
    }
  };

  return (
    <FieldRoot data-state={state}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        ref={refs}
        id={id}
        {...rest}
        required={required}
        disabled={disabled || submitting}
        aria-busy={submitting || undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-state={state}
        value={saveOnBlur ? draft : value}
        onChange={(event) => {
          if (saveOnBlur) {
            setDraft(event.target.value);
            if (emptyError && event.target.value.trim() !== '') setEmptyError(false);
          } else setValue(event.target.value);
        }}
        onBlur={saveOnBlur ? () => void commit() : undefined}
        onKeyDown={handleKeyDown}
      />
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
    </FieldRoot>
  );
}
