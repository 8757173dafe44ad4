import { useId } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { Icon } from '../primitives/Icon/Icon.tsx';
import { Skeleton } from '../primitives/Skeleton/Skeleton.tsx';
import { listboxPanel, menuItem } from '../primitives/Overlay/Overlay.styles.ts';
import { useInertOutside } from '../primitives/Overlay/useInertOutside.ts';
import { usePortalContainer } from '../providers/HavbrukProvider.tsx';
import { focusRing, styled } from '../theme/stitches.config.ts';
import { flattenOrganizations, type ShellOrganization } from './navigation.ts';

const TRIGGER_HEIGHT = 36;
const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });
const Label = styled('label', { fontSize: '$1', color: '$sidebarMuted', fontWeight: '$medium' });
const Trigger = styled(RadixSelect.Trigger, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  width: '100%',
  minHeight: `${TRIGGER_HEIGHT}px`,
  px: '$2',
  borderRadius: '$2',
  border: '1px solid $sidebarMuted',
  backgroundColor: 'transparent',
  color: '$sidebarText',
  fontSize: '$2',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$sidebarHover' },
  '&:focus-visible': { ...focusRing, outlineColor: '$sidebarText' },
  '& > span:first-child': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});
const Content = styled(RadixSelect.Content, {
  ...listboxPanel,
  overflow: 'hidden',
  minWidth: 'var(--radix-select-trigger-width)',
});
const Viewport = styled(RadixSelect.Viewport, { padding: '$1', maxHeight: '320px' });
const Item = styled(RadixSelect.Item, { ...menuItem, position: 'relative' });

export interface OrganizationSwitcherProps {
  organizations: readonly ShellOrganization[];
  value?: string;
  onValueChange?: (organizationId: string) => void;
}

/**
 * The switcher's place while the user's organizations load: its label and a placeholder of the trigger's size,
 * so the sidebar's footer does not move when the switcher appears. Hidden from assistive technology.
 */
export function OrganizationSwitcherPlaceholder() {
  const { LL } = useI18n();
  return (
    <Root aria-hidden="true" data-state="loading">
      <Label as="span">{LL.shell.organization()}</Label>
      <Skeleton height={TRIGGER_HEIGHT} />
    </Root>
  );
}

/** Chooses the organization in view (the perspective), listed umbrella → parent → sub-organizations. */
export function OrganizationSwitcher({ organizations, value, onValueChange }: OrganizationSwitcherProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  const inertOutside = useInertOutside<HTMLDivElement>();
  const id = useId();
  const flat = flattenOrganizations(organizations);
  return (
    <Root>
      <Label htmlFor={id}>{LL.shell.organization()}</Label>
      <RadixSelect.Root value={value} onValueChange={onValueChange}>
        <Trigger id={id}>
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
    </Root>
  );
}
