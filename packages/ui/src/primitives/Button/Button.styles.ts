import { focusRing, styled } from '../../theme/stitches.config.ts';

export const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  flexShrink: 0,
  borderRadius: '$2',
  border: '1px solid transparent',
  fontFamily: '$body',
  fontWeight: '$semibold',
  lineHeight: 1,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color $fast, border-color $fast, color $fast',
  '&:focus-visible': focusRing,
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  '&[data-state="busy"]': { cursor: 'progress', opacity: 0.85 },
} as const;

export const buttonVariants = {
  variant: {
    primary: {
      backgroundColor: '$primary',
      color: '$onPrimary',
      '&:hover:not(:disabled), &[data-hovered]:not(:disabled)': { backgroundColor: '$primaryHover' },
    },
    secondary: {
      backgroundColor: '$surfaceRaised',
      color: '$text',
      borderColor: '$borderStrong',
      '&:hover:not(:disabled), &[data-hovered]:not(:disabled)': { backgroundColor: '$surfaceHover' },
    },
    ghost: {
      backgroundColor: 'transparent',
      color: '$text',
      '&:hover:not(:disabled), &[data-hovered]:not(:disabled)': { backgroundColor: '$surfaceHover' },
    },
    danger: {
      backgroundColor: '$danger',
      color: '$onDanger',
      '&:hover:not(:disabled), &[data-hovered]:not(:disabled)': { backgroundColor: '$dangerHover' },
    },
  },
} as const;

export const StyledButton = styled('button', {
  ...buttonBase,
  variants: {
    ...buttonVariants,
    size: {
      small: { height: '$controlSmall', px: '$3', fontSize: '$1' },
      medium: { height: '$control', px: '$4', fontSize: '$2' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});
