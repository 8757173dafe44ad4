import type { ReactNode } from 'react';
import { styled } from '../../theme/stitches.config.ts';

const Section = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  padding: '$6',
  color: '$text',
  '@small': { padding: '$5 $4' },
});
const Header = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
});
const Heading = styled('h1', {
  margin: 0,
  fontSize: '$6',
  lineHeight: '$tight',
  fontWeight: '$semibold',
  color: '$text',
});

export interface ViewScreenProps {
  /** The page title: the page's heading (the document title is the same title followed by the product name). */
  title: string;
  /** Controls beside the heading (filters, downloads). */
  actions?: ReactNode;
  /** The view's content under the heading. */
  children?: ReactNode;
}

/** A farm-data or settings view inside the app shell: the page title as the page's heading, then its content. */
export function ViewScreen({ title, actions, children }: ViewScreenProps) {
  return (
    <Section data-state="view">
      <Header>
        <Heading>{title}</Heading>
        {actions}
      </Header>
      {children}
    </Section>
  );
}
