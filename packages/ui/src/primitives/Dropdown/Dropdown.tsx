import { useId, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { FieldLabel, FieldRoot } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { floatingPanel, menuItem, triggerButton } from '../Overlay/Overlay.styles.ts';

const Trigger = styled('button', triggerButton);
const Content = styled(DropdownMenu.Content, {
  ...floatingPanel,
  padding: '$1',
  minWidth: 'var(--radix-dropdown-menu-trigger-width)',
  maxHeight: '320px',
  overflowY: 'auto',
});
const Item = styled(DropdownMenu.RadioItem, { ...menuItem, paddingLeft: '$6', position: 'relative' });
const Indicator = styled(DropdownMenu.ItemIndicator, { position: 'absolute', left: '$2', display: 'inline-flex' });

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** `ref`, `className` and other props go to the trigger button. */
export interface DropdownProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'value' | 'defaultValue' | 'children' | 'type'
> {
  label: string;
  options: readonly DropdownOption[];
  /** The chosen value; null when nothing is chosen. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A menu button choosing one option (Radix DropdownMenu). Arrow keys move through the options and wrap
 * around; Escape closes the menu and clears the selection (also on the closed trigger).
 * `data-state` on the trigger: `open` or `closed`; on the root `selected` or `empty`.
 */
export function Dropdown({
  label,
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  placeholder,
  disabled,
  ...rest
}: DropdownProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  const labelId = useId();
  const valueId = useId();
  const [value, setValue] = useControllableState<string | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const selected = options.find((option) => option.value === value);

  const clearOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    rest.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape' && value !== null) setValue(null);
  };

  return (
    <FieldRoot data-state={selected ? 'selected' : 'empty'}>
      <FieldLabel as="span" id={labelId}>
        {label}
      </FieldLabel>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild disabled={disabled}>
          <Trigger
            {...rest}
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            data-placeholder={selected ? undefined : ''}
            onKeyDown={clearOnEscape}
          >
            <span id={valueId}>{selected?.label ?? placeholder ?? LL.select.noSelection()}</span>
            <Icon name="chevronDown" size={16} />
          </Trigger>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal container={container}>
          <Content loop align="start" sideOffset={4} aria-labelledby={labelId} onEscapeKeyDown={() => setValue(null)}>
            <DropdownMenu.RadioGroup value={value ?? ''} onValueChange={(next) => setValue(next)}>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
                  <Indicator>
                    <Icon name="check" size={16} />
                  </Indicator>
                  {option.label}
                </Item>
              ))}
            </DropdownMenu.RadioGroup>
          </Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </FieldRoot>
  );
}
