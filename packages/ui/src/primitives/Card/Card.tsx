import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../../theme/stitches.config.ts';

const Root = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$3',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $border',
  boxShadow: '$1',
  color: '$text',
  minWidth: 0,
});
const Header = styled('header', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$3',
});
const Title = styled('h2', { fontSize: '$3', fontWeight: '$semibold', lineHeight: '$tight' });
const Subtitle = styled('p', { fontSize: '$1', color: '$textMuted', marginTop: '2px' });

const headings = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title?: string;
  subtitle?: string;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Controls in the header's right corner. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A surface grouping related content, optionally with a titled header. */
export function Card({ title, subtitle, headingLevel = 2, actions, children, ...rest }: CardProps) {
  return (
    <Root {...rest}>
      {(title || actions) && (
        <Header>
          <div>
            {title && <Title as={headings[headingLevel]}>{title}</Title>}
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
          </div>
          {actions}
        </Header>
      )}
      {children}
    </Root>
  );
}
