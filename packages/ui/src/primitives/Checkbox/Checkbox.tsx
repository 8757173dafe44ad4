import { useId, type ComponentPropsWithRef } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { FieldDescription } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';

const Row = styled('div', { display: 'flex', alignItems: 'flex-start', gap: '$2' });
const Texts = styled('div', { display: 'flex', flexDirection: 'column', gap: '2px' });
const Label = styled('label', { fontSize: '$2', color: '$text', cursor: 'pointer', lineHeight: '20px' });
const Box = styled(RadixCheckbox.Root, {
  all: 'unset',
  flexShrink: 0,
  size: '20px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$1',
  border: '2px solid $borderStrong',
  backgroundColor: '$surfaceRaised',
  color: '$onPrimary',
  cursor: 'pointer',
  '&[data-state="checked"], &[data-state="indeterminate"]': { backgroundColor: '$primary', borderColor: '$primary' },
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
});

type CheckboxRootProps = Omit<
  ComponentPropsWithRef<typeof RadixCheckbox.Root>,
  'children' | 'checked' | 'defaultChecked' | 'onCheckedChange'
>;

/** `ref`, `className` and other props go to the checkbox button (the Radix root). */
export interface CheckboxProps extends CheckboxRootProps {
  label: string;
  description?: string;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean | 'indeterminate') => void;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
}

/** A checkbox (Radix Checkbox) with a label; `data-state` `checked`, `unchecked` or `indeterminate`. */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  invalid,
  name,
  value,
  id: idProp,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Row>
      <Box
        {...rest}
        id={id}
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <RadixCheckbox.Indicator>
          {checked === 'indeterminate' ? (
            <Icon name="minus" size={14} strokeWidth={3} />
          ) : (
            <Icon name="check" size={14} strokeWidth={3} />
          )}
        </RadixCheckbox.Indicator>
      </Box>
      <Texts>
        <Label htmlFor={id}>{label}</Label>
        {description && <FieldDescription id={`${id}-description`}>{description}</FieldDescription>}
      </Texts>
    </Row>
  );
}
