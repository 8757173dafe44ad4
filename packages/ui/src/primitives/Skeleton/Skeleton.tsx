import type { ComponentPropsWithRef } from 'react';
import { keyframes, styled } from '../../theme/stitches.config.ts';

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

const Block = styled('span', {
  display: 'block',
  borderRadius: '$1',
  background: 'linear-gradient(90deg, $colors$skeleton 25%, $colors$skeletonShine 50%, $colors$skeleton 75%)',
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  variants: {
    shape: {
      text: { height: '0.9em', margin: '0.25em 0' },
      // Inside a line of text: the line keeps the text's height (a placeholder that takes a text's place).
      inline: { display: 'inline-block', verticalAlign: 'top', height: '0.9em', margin: '0.25em 0' },
      rect: {},
      circle: { borderRadius: '$round' },
    },
  },
});

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  width?: number | string;
  height?: number | string;
  shape?: 'text' | 'inline' | 'rect' | 'circle';
}

/**
 * A placeholder shape while content loads. Hidden from assistive technology: mark the loading region with
 * `aria-busy` and announce loading with a Spinner or text.
 */
export function Skeleton({ width = '100%', height, shape = 'rect', ...rest }: SkeletonProps) {
  return (
    <Block
      {...rest}
      aria-hidden="true"
      data-state="loading"
      shape={shape}
      css={{ width, height: height ?? (shape === 'text' || shape === 'inline' ? undefined : 16) }}
    />
  );
}

/** Several text-line skeletons; the last one shorter. */
export function SkeletonText({
  lines = 3,
  style,
  ...rest
}: Omit<ComponentPropsWithRef<'span'>, 'children'> & { lines?: number }) {
  return (
    <span {...rest} aria-hidden="true" style={{ display: 'block', ...style }}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} shape="text" width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
