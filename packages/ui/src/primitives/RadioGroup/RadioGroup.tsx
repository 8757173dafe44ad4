import { useId, type ComponentPropsWithRef } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { FieldDescription, FieldError } from '../Field/Field.tsx';

const Fieldset = styled('fieldset', {
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});
const Legend = styled('legend', {
  fontSize: '$2',
  fontWeight: '$medium',
  color: '$text',
  padding: 0,
  marginBottom: '$2',
});
const Root = styled(RadixRadioGroup.Root, {
  display: 'flex',
  gap: '$2',
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', gap: '$4' },
    },
  },
});
const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$2' });
const Item = styled(RadixRadioGroup.Item, {
  all: 'unset',
  flexShrink: 0,
  size: '20px',
  borderRadius: '$round',
  border: '2px solid $borderStrong',
  backgroundColor: '$surfaceRaised',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  '&[data-state="checked"]': { borderColor: '$primary' },
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});
const Dot = styled(RadixRadioGroup.Indicator, { size: '10px', borderRadius: '$round', backgroundColor: '$primary' });
const Label = styled('label', { fontSize: '$2', color: '$text', cursor: 'pointer' });

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type RadioGroupRootProps = Omit<
  ComponentPropsWithRef<typeof RadixRadioGroup.Root>,
  'children' | 'value' | 'defaultValue' | 'onValueChange' | 'orientation'
>;

/** `ref`, `className` and other props go to the radio group (the Radix root, inside the fieldset). */
export interface RadioGroupProps extends RadioGroupRootProps {
  label: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  description?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

/** A group of radio buttons in a fieldset (Radix RadioGroup); arrow keys move the choice. */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  description,
  error,
  disabled,
  required,
  name,
  ...rest
}: RadioGroupProps) {
  const id = useId();
  return (
    <Fieldset
      aria-describedby={
        [description ? `${id}-description` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
      }
    >
      <Legend>{label}</Legend>
      <Root
        {...rest}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        orientation={orientation}
        disabled={disabled}
        required={required}
        name={name}
        aria-label={label}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <Row key={option.value}>
            <Item id={`${id}-${option.value}`} value={option.value} disabled={option.disabled}>
              <Dot />
            </Item>
            <Label htmlFor={`${id}-${option.value}`}>{option.label}</Label>
          </Row>
        ))}
      </Root>
      {description && <FieldDescription id={`${id}-description`}>{description}</FieldDescription>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Fieldset>
  );
}
