import type { ComponentPropsWithRef } from 'react';
import { styled } from '../../theme/stitches.config.ts';
import { buttonBase, buttonVariants } from '../Button/Button.styles.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { useHover } from '../Button/useHover.ts';

const StyledIconButton = styled('button', {
  ...buttonBase,
  padding: 0,
  variants: {
    variant: {
      ...buttonVariants.variant,
      /** On the sidebar/header background (dark in both themes). */
      sidebar: {
        backgroundColor: 'transparent',
        color: '$sidebarText',
        '&:hover:not(:disabled), &[data-hovered]:not(:disabled)': { backgroundColor: '$sidebarHover' },
        '&:focus-visible': { outlineColor: '$sidebarText' },
      },
    },
    size: {
      small: { size: '$controlSmall' },
      medium: { size: '$control' },
      large: { size: '44px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name (an i18n text): icon buttons have no visible text. */
  label: string;
  icon: IconName;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'sidebar';
  size?: 'small' | 'medium' | 'large';
  /** Busy: the icon becomes a spinner and the button is disabled. */
  busy?: boolean;
}

/** A square button showing only an icon. `data-state`: `idle`, `busy` or `disabled`; `data-hovered` on mouse hover. */
export function IconButton({
  label,
  icon,
  busy = false,
  disabled,
  variant,
  size,
  onPointerEnter,
  onPointerLeave,
  ...rest
}: IconButtonProps) {
  const hover = useHover<HTMLButtonElement>({ onPointerEnter, onPointerLeave });
  return (
    <StyledIconButton
      type="button"
      {...rest}
      {...hover}
      variant={variant}
      size={size}
      aria-label={label}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : disabled ? 'disabled' : 'idle'}
    >
      {busy ? <Spinner size="small" decorative /> : <Icon name={icon} size={size === 'small' ? 16 : 20} />}
    </StyledIconButton>
  );
}
