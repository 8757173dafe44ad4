import { useId, type ComponentPropsWithRef } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { FieldDescription } from '../Field/Field.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$3' });
const Texts = styled('div', { display: 'flex', flexDirection: 'column', gap: '2px' });
const Label = styled('label', { fontSize: '$2', fontWeight: '$medium', color: '$text', cursor: 'pointer' });
const Root = styled(RadixSwitch.Root, {
  all: 'unset',
  flexShrink: 0,
  position: 'relative',
  width: '40px',
  height: '22px',
  borderRadius: '$round',
  backgroundColor: '$borderStrong',
  cursor: 'pointer',
  transition: 'background-color $fast',
  '&[data-state="checked"]': { backgroundColor: '$primary' },
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});
const Thumb = styled(RadixSwitch.Thumb, {
  display: 'block',
  size: '18px',
  borderRadius: '$round',
  backgroundColor: '$bg',
  boxShadow: '$1',
  transform: 'translateX(2px)',
  transition: 'transform $fast',
  '&[data-state="checked"]': { transform: 'translateX(20px)' },
});

type SwitchRootProps = Omit<
  ComponentPropsWithRef<typeof RadixSwitch.Root>,
  'children' | 'checked' | 'defaultChecked' | 'onCheckedChange'
>;

/** `ref`, `className` and other props go to the switch button (the Radix root). */
export interface SwitchProps extends SwitchRootProps {
  label: string;
  description?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** The change is being saved: shows a spinner and blocks further changes. */
  busy?: boolean;
  name?: string;
}

/** An on/off switch (Radix Switch); `data-state` `checked` or `unchecked`. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  busy = false,
  name,
  id: idProp,
  ...rest
}: SwitchProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Row>
      <Root
        {...rest}
        id={id}
        name={name}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <Thumb />
      </Root>
      <Texts>
        <Label htmlFor={id}>{label}</Label>
        {description && <FieldDescription id={`${id}-description`}>{description}</FieldDescription>}
      </Texts>
      {busy && <Spinner size="small" />}
    </Row>
  );
}
