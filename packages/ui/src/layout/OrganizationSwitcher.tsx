import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { Icon } from '../primitives/Icon/Icon.tsx';
import { Skeleton } from '../primitives/Skeleton/Skeleton.tsx';
import { lazyChunk } from '../providers/lazyChunk.tsx';
import { focusRing, styled } from '../theme/stitches.config.ts';
import { flattenOrganizations, type ShellOrganization } from './navigation.ts';

const TRIGGER_HEIGHT = 36;
const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });
const Label = styled('label', { fontSize: '$1', color: '$sidebarMuted', fontWeight: '$medium' });
/** The trigger's look: the Radix trigger (`OrganizationSelect.tsx`) and its stand-in before that code is in. */
export const triggerStyles = {
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
} as const;
const StandInTrigger = styled('button', triggerStyles);

/** The listbox's code (Radix Select and the popper): not on a page's first load, it comes when the browser is idle. */
const SelectChunk = lazyChunk(() => import('./OrganizationSelect.tsx').then((module) => module.OrganizationSelect));
const preloadSelect = () => void SelectChunk.preload().catch(() => undefined);
/** Keys that open a Radix Select trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

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

/**
 * Chooses the organization in view (the perspective), listed umbrella → parent → sub-organizations. Until the
 * listbox's code is in (loaded when the browser is idle, or when the trigger is hovered, focused or pressed) a
 * stand-in trigger shows: the same combobox, name, value and size; a press or opening key on it opens the list
 * once the code arrives, and the focus moves to the real trigger.
 */
export function OrganizationSwitcher({ organizations, value, onValueChange }: OrganizationSwitcherProps) {
  const { LL } = useI18n();
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return void preloadSelect();
    const idle = requestIdleCallback(preloadSelect, { timeout: 5_000 });
    return () => cancelIdleCallback(idle);
  }, []);
  const shown = flattenOrganizations(organizations).find((organization) => organization.id === value)?.name;
  const press = () => {
    setPressed(true);
    preloadSelect();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    press();
  };
  return (
    <Root>
      <Label htmlFor={id}>{LL.shell.organization()}</Label>
      <SelectChunk
        organizations={organizations}
        {...(value === undefined ? {} : { value })}
        {...(onValueChange ? { onValueChange } : {})}
        id={id}
        defaultOpen={pressed}
        takeFocus={focused}
        fallback={
          <StandInTrigger
            id={id}
            type="button"
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="none"
            data-state="closed"
            data-stand-in=""
            onPointerEnter={preloadSelect}
            onFocus={() => {
              setFocused(true);
              preloadSelect();
            }}
            onBlur={() => setFocused(false)}
            onClick={press}
            onKeyDown={onKeyDown}
          >
            <span>{shown ?? LL.shell.switchOrganization()}</span>
            <Icon name="chevronDown" size={16} />
          </StandInTrigger>
        }
      />
    </Root>
  );
}
