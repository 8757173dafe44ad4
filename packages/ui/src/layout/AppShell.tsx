import { useState, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useControllableState } from '../hooks/useControllableState.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { Avatar } from '../primitives/Avatar/Avatar.tsx';
import { IconButton } from '../primitives/IconButton/IconButton.tsx';
import {
  CollisionPaddingContext,
  FLOATING_EDGE_PX,
  type CollisionPadding,
} from '../primitives/Overlay/collisionPadding.ts';
import { VisuallyHidden } from '../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { PRODUCT_NAME } from '../providers/product.ts';
import { usePortalContainer, type Locale } from '../providers/HavbrukProvider.tsx';
import type { LayoutMode } from '../theme/breakpoints.ts';
import { focusRing, keyframes, styled, theme } from '../theme/stitches.config.ts';
import { useLayoutMode } from '../theme/useLayoutMode.ts';
import { LanguageFlags } from './LanguageFlags.tsx';
import { isCurrentPath, navItemsFor, type ShellOrganization, type Tier } from './navigation.ts';
import { NavLink } from './NavLink.tsx';
import { OrganizationSwitcher, OrganizationSwitcherPlaceholder } from './OrganizationSwitcher.tsx';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

const Frame = styled('div', {
  minHeight: '100vh',
  display: 'flex',
  backgroundColor: '$bg',
  color: '$text',
  variants: {
    layout: {
      desktop: { flexDirection: 'row' },
      small: { flexDirection: 'column' },
      mobile: { flexDirection: 'column' },
    },
  },
});
const SkipLink = styled('a', {
  position: 'absolute',
  left: '$2',
  top: '-48px',
  zIndex: '$toast',
  padding: '$2 $3',
  borderRadius: '$2',
  backgroundColor: '$primary',
  color: '$onPrimary',
  '&:focus': { top: '$2', ...focusRing },
});
const SidebarRoot = styled('aside', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  flexShrink: 0,
  height: '100vh',
  position: 'sticky',
  top: 0,
  padding: '$3 $2',
  backgroundColor: '$sidebarBg',
  color: '$sidebarText',
  overflowY: 'auto',
  overflowX: 'hidden',
  transition: 'width $normal',
  variants: {
    expanded: { true: { width: '$sidebarExpanded' }, false: { width: '$sidebarCollapsed' } },
    sheet: {
      true: {
        position: 'fixed',
        left: 0,
        top: 0,
        bottom: 0,
        zIndex: '$dialog',
        boxShadow: '$3',
        animation: `${slideIn} 200ms ease-out`,
      },
    },
  },
});
const Brand = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  minHeight: '40px',
  fontSize: '$4',
  fontWeight: '$bold',
  letterSpacing: '0.01em',
  variants: { compact: { true: { flexDirection: 'column', fontSize: '$2' } } },
});
const NavList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
});
const Spacer = styled('div', { flex: 1 });
const Footer = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  borderTop: '1px solid $sidebarHover',
  paddingTop: '$3',
});
const UserRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  variants: { compact: { true: { justifyContent: 'center' } } },
});
const UserName = styled('span', {
  fontSize: '$2',
  fontWeight: '$semibold',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const Version = styled('p', { fontSize: '11px', color: '$sidebarMuted', textAlign: 'center' });
const Header = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  height: '$header',
  px: '$2',
  backgroundColor: '$sidebarBg',
  color: '$sidebarText',
});
const HeaderTitle = styled('span', { fontSize: '$4', fontWeight: '$bold' });
const SheetOverlay = styled(RadixDialog.Overlay, {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$overlay',
  zIndex: '$overlay',
});
const Main = styled('main', {
  flex: 1,
  minWidth: 0,
  '&:focus': { outline: 'none' },
  // The height a page has below the header and above the bottom bar (SHELL_MAIN_HEIGHT).
  variants: {
    layout: {
      desktop: { '--havbruk-main-height': '100dvh' },
      small: { '--havbruk-main-height': 'calc(100dvh - $sizes$header)' },
      mobile: {
        '--havbruk-main-height': 'calc(100dvh - $sizes$header - $sizes$bottomBar)',
        paddingBottom: '$bottomBar',
      },
    },
  },
});
const BottomBar = styled('nav', {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: '$header',
  height: '$bottomBar',
  backgroundColor: '$sidebarBg',
  borderTop: '1px solid $sidebarHover',
  '& ul': { display: 'flex', height: '100%', listStyle: 'none', margin: 0, padding: '0 $1' },
  '& li': { flex: 1, display: 'flex', minWidth: 0 },
});

/**
 * The height the shell leaves a page inside the window (below the header, above the bottom bar): for a page that
 * fills the screen, such as the map. Outside the shell it is the window's height.
 */
export const SHELL_MAIN_HEIGHT = 'var(--havbruk-main-height, 100dvh)';

/** On a phone, floating panels keep clear of the bottom bar. */
const ABOVE_BOTTOM_BAR: CollisionPadding = {
  top: FLOATING_EDGE_PX,
  right: FLOATING_EDGE_PX,
  bottom: FLOATING_EDGE_PX + Number.parseFloat(theme.sizes.bottomBar.value),
  left: FLOATING_EDGE_PX,
};

export interface ShellUser {
  name: string;
  picture?: string | null;
}

export interface AppShellProps {
  tier: Tier;
  /** The current route path; its navigation item gets `aria-current="page"`. */
  currentPath: string;
  user: ShellUser;
  /** The app's version, shown in the sidebar. */
  version: string;
  unreadCount?: number;
  /** The user's organizations (tree); the switcher shows only when there is at least one. */
  organizations?: readonly ShellOrganization[];
  /** The organizations are still loading: the switcher's place is kept, so nothing moves when it appears. */
  organizationsLoading?: boolean;
  organizationId?: string;
  onOrganizationChange?: (organizationId: string) => void;
  onLocaleChange?: (locale: Locale) => void;
  /** The language change is being saved. */
  localeBusy?: boolean;
  /** Client-side navigation for plain clicks on links. */
  onNavigate?: (href: string) => void;
  onLogout?: () => void;
  /** Force a layout instead of following the window (stories, tests). */
  layout?: LayoutMode;
  sidebarExpanded?: boolean;
  defaultSidebarExpanded?: boolean;
  onSidebarExpandedChange?: (expanded: boolean) => void;
  children?: ReactNode;
}

/**
 * The app frame. Desktop: a sidebar, 70 px collapsed or 240 px expanded. Below 865 px: a header with a menu
 * button that slides the sidebar in. Mobile: the header plus a bottom bar with the main navigation.
 * Essentials-only items are hidden for basics; the current route is marked with `aria-current`.
 */
export function AppShell(props: AppShellProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  const detected = useLayoutMode();
  const layout = props.layout ?? detected;
  const [expanded, setExpanded] = useControllableState({
    prop: props.sidebarExpanded,
    defaultProp: props.defaultSidebarExpanded ?? true,
    onChange: props.onSidebarExpandedChange,
  });
  const [sheetOpen, setSheetOpen] = useState(false);
  const navigate = props.onNavigate
    ? (href: string) => {
        setSheetOpen(false);
        props.onNavigate?.(href);
      }
    : undefined;

  const items = navItemsFor(props.tier);
  const mainItems = items.filter((item) => item.group === 'main');
  const accountItems = items.filter((item) => item.group === 'account');

  const sidebar = (compact: boolean, inSheet: boolean) => (
    <>
      <Brand compact={compact}>
        <span aria-hidden={compact || undefined}>{compact ? PRODUCT_NAME.slice(0, 1) : PRODUCT_NAME}</span>
        {inSheet ? (
          <RadixDialog.Close asChild>
            <IconButton icon="close" label={LL.shell.closeMenu()} variant="sidebar" />
          </RadixDialog.Close>
        ) : (
          <IconButton
            icon={expanded ? 'chevronsLeft' : 'chevronsRight'}
            label={expanded ? LL.shell.collapseSidebar() : LL.shell.expandSidebar()}
            aria-expanded={expanded}
            variant="sidebar"
            onClick={() => setExpanded(!expanded)}
          />
        )}
      </Brand>
      <nav aria-label={LL.nav.main()}>
        <NavList>
          {mainItems.map((item) => (
            <li key={item.key}>
              <NavLink
                item={item}
                current={isCurrentPath(props.currentPath, item.href)}
                unreadCount={props.unreadCount}
                compact={compact}
                onNavigate={navigate}
              />
            </li>
          ))}
        </NavList>
      </nav>
      <Spacer />
      <Footer>
        {!compact && props.organizations && props.organizations.length > 0 ? (
          <OrganizationSwitcher
            organizations={props.organizations}
            value={props.organizationId}
            onValueChange={props.onOrganizationChange}
          />
        ) : (
          !compact && props.organizationsLoading && <OrganizationSwitcherPlaceholder />
        )}
        <NavList>
          {accountItems.map((item) => (
            <li key={item.key}>
              <NavLink
                item={item}
                current={isCurrentPath(props.currentPath, item.href)}
                compact={compact}
                onNavigate={navigate}
                onLogout={props.onLogout}
              />
            </li>
          ))}
        </NavList>
        <LanguageFlags onLocaleChange={props.onLocaleChange} busy={props.localeBusy} vertical={compact} />
        <UserRow compact={compact}>
          <Avatar name={props.user.name} src={props.user.picture} size="small" decorative={!compact} />
          {!compact && <UserName>{props.user.name}</UserName>}
        </UserRow>
        <Version>{compact ? props.version : LL.shell.version({ version: props.version })}</Version>
      </Footer>
    </>
  );

  const skip = <SkipLink href="#havbruk-main">{LL.shell.skipToContent()}</SkipLink>;
  const main = (
    <Main id="havbruk-main" tabIndex={-1} layout={layout}>
      {layout === 'mobile' ? (
        <CollisionPaddingContext.Provider value={ABOVE_BOTTOM_BAR}>{props.children}</CollisionPaddingContext.Provider>
      ) : (
        props.children
      )}
    </Main>
  );

  if (layout === 'desktop') {
    return (
      <Frame layout="desktop" data-layout="desktop" data-state={expanded ? 'expanded' : 'collapsed'}>
        {skip}
        <SidebarRoot expanded={expanded} aria-label={LL.shell.sidebar()}>
          {sidebar(!expanded, false)}
        </SidebarRoot>
        {main}
      </Frame>
    );
  }

  return (
    <Frame layout={layout} data-layout={layout} data-state={sheetOpen ? 'menu-open' : 'menu-closed'}>
      {skip}
      <RadixDialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
        <Header>
          <RadixDialog.Trigger asChild>
            <IconButton icon="menu" label={LL.shell.openMenu()} variant="sidebar" />
          </RadixDialog.Trigger>
          <HeaderTitle>{PRODUCT_NAME}</HeaderTitle>
        </Header>
        <RadixDialog.Portal container={container}>
          <SheetOverlay />
          <RadixDialog.Content asChild aria-describedby={undefined}>
            {/* A div, not the sidebar's <aside>: role="dialog" is not allowed on <aside> (axe aria-allowed-role). */}
            <SidebarRoot as="div" expanded sheet>
              <RadixDialog.Title asChild>
                <VisuallyHidden>{LL.shell.sidebar()}</VisuallyHidden>
              </RadixDialog.Title>
              {sidebar(false, true)}
            </SidebarRoot>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      {main}
      {layout === 'mobile' && (
        <BottomBar aria-label={LL.nav.main()}>
          <ul>
            {mainItems.map((item) => (
              <li key={item.key}>
                <NavLink
                  item={item}
                  current={isCurrentPath(props.currentPath, item.href)}
                  unreadCount={props.unreadCount}
                  bar
                  onNavigate={navigate}
                />
              </li>
            ))}
            {accountItems
              .filter((item) => item.key === 'settings')
              .map((item) => (
                <li key={item.key}>
                  <NavLink
                    item={item}
                    current={isCurrentPath(props.currentPath, item.href)}
                    bar
                    onNavigate={navigate}
                  />
                </li>
              ))}
          </ul>
        </BottomBar>
      )}
    </Frame>
  );
}
