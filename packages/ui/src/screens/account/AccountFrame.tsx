import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { PRODUCT_NAME } from '../../providers/product.ts';
import { focusRing, styled } from '../../theme/stitches.config.ts';

const Page = styled('main', {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$5',
  backgroundColor: '$surface',
});

const Card = styled('section', {
  position: 'relative',
  width: '100%',
  maxWidth: '480px',
  padding: '$6',
  borderRadius: '$3',
  backgroundColor: '$surfaceRaised',
  boxShadow: '$2',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '@small': { padding: '$5' },
});

const Wordmark = styled('p', {
  margin: 0,
  fontSize: '$3',
  fontWeight: '$bold',
  letterSpacing: '0.04em',
  color: '$primaryText',
});

export const AccountHeading = styled('h1', {
  margin: 0,
  fontSize: '$6',
  lineHeight: '$tight',
  fontWeight: '$semibold',
  color: '$text',
});

export const AccountText = styled('p', {
  margin: 0,
  color: '$textMuted',
  variants: { tone: { normal: { color: '$text' }, muted: { color: '$textMuted' }, danger: { color: '$dangerText' } } },
  defaultVariants: { tone: 'muted' },
});

export const AccountActions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
});

const StyledLink = styled('a', {
  color: '$primaryText',
  fontWeight: '$medium',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  '&:hover': { color: '$primaryHover' },
  '&:focus-visible': focusRing,
});

export interface AccountLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Client-side navigation: called instead of a page load on a plain left click. */
  onNavigate?: (href: string) => void;
}

/** A link that hands plain left clicks to the router (`onNavigate`) and keeps every other click native. */
export function AccountLink({ href, onNavigate, onClick, ...rest }: AccountLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!onNavigate || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return <StyledLink href={href} onClick={handleClick} {...rest} />;
}

export interface AccountFrameProps {
  /** `data-state` of the page (the screen's enumerated state). */
  state?: string;
  /** Extra content drawn over the card (the overlay loader). */
  overlay?: ReactNode;
  children: ReactNode;
}

/** The frame of every account page: a centred card with the product's wordmark, inside the `main` landmark. */
export function AccountFrame({ state, overlay, children }: AccountFrameProps) {
  return (
    <Page data-state={state}>
      <Card aria-busy={overlay ? true : undefined}>
        <Wordmark>{PRODUCT_NAME}</Wordmark>
        {children}
        {overlay}
      </Card>
    </Page>
  );
}
