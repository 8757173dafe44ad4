import type { MouseEvent, ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { Icon } from '../Icon/Icon.tsx';

const List = styled('ol', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '$2',
});
const Item = styled('li', { display: 'inline-flex', alignItems: 'center', gap: '$1', color: '$textMuted' });
const Link = styled('a', {
  color: '$primaryText',
  textDecoration: 'none',
  borderRadius: '$1',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing,
});
const Current = styled('span', { color: '$text', fontWeight: '$semibold' });

export interface BreadcrumbItem {
  label: string;
  href?: string;
  /** Rendered instead of the label or link (e.g. a picker of the level's options); `label` stays the key. */
  content?: ReactNode;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Client-side navigation: called instead of following the link on a plain click. */
  onNavigate?: (href: string) => void;
}

/** Breadcrumb trail (e.g. Health > Farm options > Cage options); the last item is the current page. */
export function Breadcrumbs({ items, onNavigate }: BreadcrumbsProps) {
  const { LL } = useI18n();
  const click = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <nav aria-label={LL.breadcrumbs.label()}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={`${item.label}-${index}`}>
              {item.content !== undefined ? (
                item.content
              ) : last || !item.href ? (
                <Current aria-current={last ? 'page' : undefined}>{item.label}</Current>
              ) : (
                <Link href={item.href} onClick={click(item.href)}>
                  {item.label}
                </Link>
              )}
              {!last && <Icon name="chevronRight" size={14} />}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
