import type { MouseEvent } from 'react';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { Badge, badgeState } from '../primitives/Badge/Badge.tsx';
import { Icon } from '../primitives/Icon/Icon.tsx';
import { Tooltip } from '../primitives/Tooltip/Tooltip.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { focusRing, styled } from '../theme/stitches.config.ts';
import type { NavItem } from './navigation.ts';

const Link = styled('a', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '44px',
  px: '$3',
  borderRadius: '$2',
  color: '$sidebarText',
  textDecoration: 'none',
  fontSize: '$2',
  fontWeight: '$medium',
  whiteSpace: 'nowrap',
  '&:hover': { backgroundColor: '$sidebarHover' },
  '&:focus-visible': { ...focusRing, outlineColor: '$sidebarText' },
  '&[aria-current="page"]': { backgroundColor: '$sidebarActive', fontWeight: '$semibold' },
  '&[aria-current="page"]::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '8px',
    bottom: '8px',
    width: '3px',
    borderRadius: '$round',
    backgroundColor: '$sidebarText',
  },
  variants: {
    compact: {
      true: { justifyContent: 'center', px: 0, width: '48px', margin: '0 auto' },
    },
    bar: {
      true: {
        flexDirection: 'column',
        justifyContent: 'center',
        gap: '2px',
        flex: 1,
        minWidth: 0,
        px: '$1',
        fontSize: '10px',
        '&[aria-current="page"]::before': {
          left: '25%',
          right: '25%',
          top: 0,
          bottom: 'auto',
          width: 'auto',
          height: '3px',
        },
      },
    },
  },
});
const IconWrap = styled('span', { position: 'relative', display: 'inline-flex' });
const BadgeSpot = styled('span', {
  position: 'absolute',
  top: '-8px',
  right: '-10px',
  '&:has([data-state="overflow"])': { top: '-2px', right: '-3px' },
});
const Text = styled('span', { overflow: 'hidden', textOverflow: 'ellipsis' });

export interface NavLinkProps {
  item: NavItem;
  current: boolean;
  unreadCount?: number;
  /** Icon only (collapsed sidebar): the label becomes a tooltip and stays the accessible name. */
  compact?: boolean;
  /** Bottom-bar look: icon over a small label. */
  bar?: boolean;
  onNavigate?: (href: string) => void;
  onLogout?: () => void;
}

/** One navigation link with its icon, label and (for notifications) the unread badge. */
export function NavLink({
  item,
  current,
  unreadCount = 0,
  compact = false,
  bar = false,
  onNavigate,
  onLogout,
}: NavLinkProps) {
  const { LL } = useI18n();
  const label = LL.nav[item.key]();
  const badge = item.key === 'notifications' ? badgeState(unreadCount) : 'hidden';
  const name =
    badge === 'count'
      ? LL.nav.notificationsUnread({ count: unreadCount })
      : badge === 'overflow'
        ? LL.nav.notificationsManyUnread()
        : undefined;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (item.key === 'logout' && onLogout) {
      event.preventDefault();
      onLogout();
    } else if (onNavigate) {
      event.preventDefault();
      onNavigate(item.href);
    }
  };
  const link = (
    <Link
      href={item.href}
      aria-current={current ? 'page' : undefined}
      compact={compact}
      bar={bar}
      onClick={click}
      data-nav={item.key}
    >
      <IconWrap>
        <Icon name={item.icon} size={bar ? 22 : 20} />
        {badge !== 'hidden' && (
          <BadgeSpot>
            <Badge count={unreadCount} decorative />
          </BadgeSpot>
        )}
      </IconWrap>
      {compact ? (
        <VisuallyHidden>{name ?? label}</VisuallyHidden>
      ) : name ? (
        <>
          <Text aria-hidden="true">{label}</Text>
          <VisuallyHidden>{name}</VisuallyHidden>
        </>
      ) : (
        <Text>{label}</Text>
      )}
    </Link>
  );
  return compact ? (
    <Tooltip content={label} side="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
