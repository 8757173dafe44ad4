import { useEffect, useRef } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { Icon } from '../primitives/Icon/Icon.tsx';
import { listboxPanel, menuItem } from '../primitives/Overlay/Overlay.styles.ts';
import { useInertOutside } from '../primitives/Overlay/useInertOutside.ts';
import { usePortalContainer } from '../providers/HavbrukProvider.tsx';
import { styled } from '../theme/stitches.config.ts';
import { flattenOrganizations } from './navigation.ts';
import { triggerStyles, type OrganizationSwitcherProps } from './OrganizationSwitcher.tsx';

const Trigger = styled(RadixSelect.Trigger, triggerStyles);
const Content = styled(RadixSelect.Content, {
  ...listboxPanel,
  overflow: 'hidden',
  minWidth: 'var(--radix-select-trigger-width)',
});
const Viewport = styled(RadixSelect.Viewport, { padding: '$1', maxHeight: '320px' });
const Item = styled(RadixSelect.Item, { ...menuItem, position: 'relative' });

export interface OrganizationSelectProps extends OrganizationSwitcherProps {
  /** The label's target. */
  id: string;
  /** Open at once (the placeholder trigger was pressed before this code arrived). */
  defaultOpen: boolean;
  /** Take the focus when it appears (the stand-in trigger had it). */
  takeFocus: boolean;
}

/**
 * The switcher's listbox (Radix Select: its own chunk, `OrganizationSwitcher` loads it when the browser is idle or
 * the trigger is wanted): the organizations umbrella → parent → sub-organizations.
 */
export function OrganizationSelect({
  organizations,
  value,
  onValueChange,
  id,
  defaultOpen,
  takeFocus,
}: OrganizationSelectProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  const inertOutside = useInertOutside<HTMLDivElement>();
  const flat = flattenOrganizations(organizations);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only when it replaces the stand-in
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <Trigger id={id} ref={trigger}>
        <RadixSelect.Value placeholder={LL.shell.switchOrganization()} />
        <RadixSelect.Icon asChild>
          <Icon name="chevronDown" size={16} />
        </RadixSelect.Icon>
      </Trigger>
      <RadixSelect.Portal container={container}>
        <Content ref={inertOutside} aria-label={LL.shell.organization()} position="popper" side="top" sideOffset={4}>
          <Viewport>
            {flat.map((organization) => (
              <Item
                key={organization.id}
                value={organization.id}
                data-level={organization.level}
                css={{
                  paddingLeft: `${12 + organization.depth * 16}px`,
                  fontWeight: organization.depth === 0 ? '$semibold' : '$regular',
                }}
              >
                <RadixSelect.ItemText>{organization.name}</RadixSelect.ItemText>
              </Item>
            ))}
          </Viewport>
        </Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
