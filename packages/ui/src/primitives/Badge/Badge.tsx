import type { ComponentPropsWithRef } from 'react';
import { formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

/** Above this the badge shows no number and is smaller. */
export const BADGE_MAX = 99;

const Pill = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$round',
  backgroundColor: '$danger',
  color: '$onDanger',
  fontWeight: '$bold',
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  variants: {
    size: {
      count: { minWidth: '20px', height: '20px', px: '6px', fontSize: '11px' },
      overflow: { size: '10px' },
    },
  },
});

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Unread count; 0 (or less) shows nothing. */
  count: number;
  /** Hide the spoken text (when the parent's name already says the count). */
  decorative?: boolean;
}

export type BadgeState = 'hidden' | 'count' | 'overflow';

export function badgeState(count: number): BadgeState {
  if (!(count > 0)) return 'hidden';
  return count > BADGE_MAX ? 'overflow' : 'count';
}

/** Unread count badge: nothing at 0, the number up to 99, above 99 a smaller dot without a number. */
export function Badge({ count, decorative = false, ...rest }: BadgeProps) {
  const { LL, locale } = useI18n();
  const state = badgeState(count);
  if (state === 'hidden') return null;
  const spoken = state === 'overflow' ? LL.badge.manyUnread() : LL.badge.unread({ count });
  return (
    <Pill {...rest} size={state} data-state={state} aria-hidden={decorative || undefined}>
      {state === 'count' && <span aria-hidden="true">{formatNumber(count, locale)}</span>}
      {!decorative && <VisuallyHidden>{spoken}</VisuallyHidden>}
    </Pill>
  );
}
