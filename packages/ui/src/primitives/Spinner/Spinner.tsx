import type { ComponentPropsWithRef } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { keyframes, styled } from '../../theme/stitches.config.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Ring = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$round',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  variants: {
    size: {
      small: { size: '14px' },
      medium: { size: '20px' },
      large: { size: '32px', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: 'small' | 'medium' | 'large';
  /** Accessible name; defaults to "Loading". */
  label?: string;
  /** Hide from assistive technology (when the surrounding control already announces that it is busy). */
  decorative?: boolean;
}

/** A spinning ring; announced as a status ("Loading") unless decorative. */
export function Spinner({ size = 'medium', label, decorative = false, ...rest }: SpinnerProps) {
  const { LL } = useI18n();
  if (decorative) return <Ring {...rest} size={size} aria-hidden="true" data-state="spinning" />;
  return <Ring {...rest} size={size} role="status" aria-label={label ?? LL.spinner.label()} data-state="spinning" />;
}
