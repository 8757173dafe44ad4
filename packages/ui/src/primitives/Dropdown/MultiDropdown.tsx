import { useId } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { FieldLabel, FieldRoot } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { floatingPanel, menuItem, triggerButton } from '../Overlay/Overlay.styles.ts';
import type { DropdownOption } from './Dropdown.tsx';

const Trigger = styled('button', triggerButton);
const Content = styled(DropdownMenu.Content, {
  ...floatingPanel,
  padding: '$1',
  minWidth: 'var(--radix-dropdown-menu-trigger-width)',
  maxHeight: '320px',
  overflowY: 'auto',
});
const Item = styled(DropdownMenu.CheckboxItem, { ...menuItem, paddingLeft: '$6', position: 'relative' });
const Indicator = styled(DropdownMenu.ItemIndicator, { position: 'absolute', left: '$2', display: 'inline-flex' });

export interface MultiDropdownProps {
  label: string;
  options: readonly DropdownOption[];
  /** The chosen values, in the options' order; empty when nothing is chosen. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** What the trigger reads when nothing is chosen (for a filter: "All farms"). */
  placeholder?: string;
  disabled?: boolean;
}

const NONE: readonly string[] = [];

/**
 * A menu button choosing any number of options (Radix DropdownMenu checkbox items): the menu stays open while
 * options are checked, Escape or a click outside closes it. The trigger reads the placeholder when nothing is
 * chosen, the option's label for one, and "N selected" for more.
 * `data-state` on the trigger: `open` or `closed`; on the root `selected` or `empty`.
 */
export function MultiDropdown({
  label,
  options,
  value: valueProp,
  defaultValue = NONE,
  onValueChange,
  placeholder,
  disabled,
}: MultiDropdownProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  const labelId = useId();
  const valueId = useId();
  const [value, setValue] = useControllableState<readonly string[]>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange ? (next) => onValueChange([...next]) : undefined,
  });
  const chosen = options.filter((option) => value.includes(option.value));
  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    setValue(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };
  const summary =
    chosen.length === 0
      ? (placeholder ?? LL.select.noSelection())
      : chosen.length === 1
        ? chosen[0]!.label
        : LL.select.selectedCount({ count: chosen.length });

  return (
    <FieldRoot data-state={chosen.length ? 'selected' : 'empty'}>
      <FieldLabel as="span" id={labelId}>
        {label}
      </FieldLabel>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild disabled={disabled}>
          <Trigger
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            data-placeholder={chosen.length ? undefined : ''}
          >
            <span id={valueId}>{summary}</span>
            <Icon name="chevronDown" size={16} />
          </Trigger>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal container={container}>
          <Content loop align="start" sideOffset={4} aria-labelledby={labelId}>
            {options.map((option) => (
              <Item
                key={option.value}
                checked={value.includes(option.value)}
                disabled={option.disabled}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
                // Keep the menu open: several options are usually checked in a row.
                onSelect={(event) => event.preventDefault()}
              >
                <Indicator>
                  <Icon name="check" size={16} />
                </Indicator>
                {option.label}
              </Item>
            ))}
          </Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </FieldRoot>
  );
}
