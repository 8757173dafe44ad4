import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../../theme/stitches.config.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$2',
  padding: '$6 $4',
  color: '$textMuted',
});
const IconWrap = styled('span', {
  display: 'inline-flex',
  padding: '$3',
  borderRadius: '$round',
  backgroundColor: '$surfaceSunken',
  color: '$textMuted',
  marginBottom: '$1',
});
const Title = styled('p', { fontSize: '$3', fontWeight: '$semibold', color: '$text', maxWidth: '48ch' });
const Description = styled('p', { fontSize: '$2', maxWidth: '56ch' });

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The message (e.g. "No data is available for this view."). */
  title: string;
  description?: string;
  icon?: IconName;
  /** A way forward (e.g. a "Clear filters" button). */
  action?: ReactNode;
}

/** Shown where a view has nothing to display. */
export function EmptyState({ title, description, icon = 'inbox', action, ...rest }: EmptyStateProps) {
  return (
    <Root {...rest} data-state="empty">
      <IconWrap>
        <Icon name={icon} size={28} />
      </IconWrap>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action}
    </Root>
  );
}
