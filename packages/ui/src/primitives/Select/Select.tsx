import { Fragment, useId, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { FieldDescription, FieldError, FieldLabel, FieldRoot } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { listboxPanel, menuItem, triggerButton } from '../Overlay/Overlay.styles.ts';
import { useInertOutside } from '../Overlay/useInertOutside.ts';

const Trigger = styled(RadixSelect.Trigger, triggerButton);
const Content = styled(RadixSelect.Content, {
  ...listboxPanel,
  overflow: 'hidden',
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
});
/**
 * Arrow keys wrap (spec 2 §4): down from the last enabled option focuses the first, up from the first the last.
 * Radix Select stops at the ends; its own handling runs for every other key and move.
 */
const wrapArrowKeys = (event: KeyboardEvent<HTMLDivElement>) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]:not([data-disabled])')];
  const edge = event.key === 'ArrowDown' ? options.at(-1) : options[0];
  if (!edge || document.activeElement !== edge) return;
  event.preventDefault();
  (event.key === 'ArrowDown' ? options[0] : options.at(-1))?.focus();
};

const Viewport = styled(RadixSelect.Viewport, { padding: '$1' });
const GroupLabel = styled(RadixSelect.Label, {
  padding: '$2 $2 $1',
  fontSize: '$1',
  fontWeight: '$semibold',
  color: '$textMuted',
});

/** Consecutive options with the same `group` (options without one form groups without a heading). */
const groupsOf = (options: readonly SelectOption[]) => {
  const groups: { label: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const current = groups[groups.length - 1];
    if (current && current.label === option.group) current.options.push(option);
    else groups.push({ label: option.group, options: [option] });
  }
  return groups;
};
const Item = styled(RadixSelect.Item, {
  ...menuItem,
  paddingLeft: '$6',
  position: 'relative',
  // Indentation of a tree's levels in the list only: the chosen value shows the label alone.
  variants: {
    depth: { 0: {}, 1: { paddingLeft: 'calc($space$6 + $space$4)' }, 2: { paddingLeft: 'calc($space$6 + $space$6)' } },
  },
});
const Indicator = styled(RadixSelect.ItemIndicator, {
  position: 'absolute',
  left: '$2',
  display: 'inline-flex',
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Heading of the group the option is listed under; consecutive options with the same group form one group. */
  group?: string;
  /** Level in a tree (0–2), shown as indentation in the list (not in the field). */
  depth?: 0 | 1 | 2;
}

/** `ref`, `className` and other props go to the trigger button. */
export interface SelectProps extends Omit<
  ComponentPropsWithRef<typeof RadixSelect.Trigger>,
  'children' | 'value' | 'defaultValue'
> {
  label: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  description?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

/** A labelled single-choice select (Radix Select). `data-state` on the trigger: `open` or `closed`. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  description,
  error,
  disabled,
  required,
  name,
  hideLabel = false,
  id: idProp,
  ...rest
}: SelectProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  const inertOutside = useInertOutside<HTMLDivElement>();
  const autoId = useId();
  const id = idProp ?? autoId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id} hidden={hideLabel || undefined}>
        {label}
      </FieldLabel>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
      >
        <Trigger
          {...rest}
          id={id}
          aria-label={hideLabel ? label : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        >
          <RadixSelect.Value placeholder={placeholder ?? LL.select.placeholder()} />
          <RadixSelect.Icon asChild>
            <Icon name="chevronDown" size={16} />
          </RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal container={container}>
          <Content ref={inertOutside} aria-label={label} position="popper" sideOffset={4} onKeyDown={wrapArrowKeys}>
            <Viewport>
              {groupsOf(options).map((group, index) => {
                const items = group.options.map((option) => (
                  <Item key={option.value} value={option.value} disabled={option.disabled} depth={option.depth}>
                    <Indicator>
                      <Icon name="check" size={16} />
                    </Indicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </Item>
                ));
                return group.label === undefined ? (
                  <Fragment key={`ungrouped-${index}`}>{items}</Fragment>
                ) : (
                  <RadixSelect.Group key={`${group.label}-${index}`}>
                    <GroupLabel>{group.label}</GroupLabel>
                    {items}
                  </RadixSelect.Group>
                );
              })}
            </Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
