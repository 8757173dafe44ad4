import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { focusRing, styled } from '../../theme/stitches.config.ts';

const Anchor = styled('a', {
  color: '$primaryText',
  fontSize: '$2',
  fontWeight: '$medium',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  '&:focus-visible': { ...focusRing },
});

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** In-app navigation (the router); a modified click (new tab) is left to the browser. */
  onNavigate?: (href: string) => void;
}

/** A link inside the app: a real `<a href>` whose plain click goes through `onNavigate`. */
export function AppLink({ href, onNavigate, onClick, ...rest }: AppLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !onNavigate) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return <Anchor href={href} onClick={click} {...rest} />;
}
