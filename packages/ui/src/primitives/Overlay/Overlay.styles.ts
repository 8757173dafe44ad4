import { focusRing, keyframes, styled } from '../../theme/stitches.config.ts';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** A floating panel (menus, listboxes, popovers). */
export const floatingPanel = {
  backgroundColor: '$surfaceRaised',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$2',
  boxShadow: '$2',
  zIndex: '$popover',
  animation: `${popIn} 120ms ease-out`,
} as const;

/**
 * A modal listbox panel (Radix Select): the pop-in runs only while `data-state="open"`, so on close the computed
 * animation is `none` and Radix Presence unmounts the panel at once. With the animation always set, Presence could
 * wait for an `animationend` that never comes (seen when the listbox opened inside the small-desktop sheet) and
 * keep a closed listbox, the focus in it and the inert page behind it.
 */
export const listboxPanel = {
  ...floatingPanel,
  animation: 'none',
  '&[data-state="open"]': { animation: `${popIn} 120ms ease-out` },
} as const;

/** One choice in a menu or listbox. */
export const menuItem = {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '32px',
  px: '$3',
  py: '$1',
  borderRadius: '$1',
  fontSize: '$2',
  color: '$text',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted], &[data-active="true"]': { backgroundColor: '$primarySubtle', color: '$text' },
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed' },
} as const;

export const Backdrop = styled('div', {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$overlay',
  zIndex: '$overlay',
  animation: `${fadeIn} 150ms ease-out`,
});

export const triggerButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  height: '$control',
  minWidth: '160px',
  px: '$3',
  borderRadius: '$2',
  border: '1px solid $borderStrong',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontSize: '$2',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { borderColor: '$text' },
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '&[data-placeholder]': { color: '$textMuted' },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
} as const;
