import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { StyledButton } from './Button.styles.ts';
import { useHover } from './useHover.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  /** Shows a busy state: a spinner, the button is disabled and announces that it is working. */
  busy?: boolean;
}

/** A button. `data-state`: `idle`, `busy` or `disabled`; `data-hovered` while a mouse is over it. */
export function Button({
  busy = false,
  disabled,
  children,
  variant,
  size,
  onPointerEnter,
  onPointerLeave,
  ...rest
}: ButtonProps) {
  const hover = useHover<HTMLButtonElement>({ onPointerEnter, onPointerLeave });
  return (
    <StyledButton
      type="button"
      {...rest}
      {...hover}
      variant={variant}
      size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : disabled ? 'disabled' : 'idle'}
    >
      {busy && <Spinner size="small" decorative />}
      {children}
    </StyledButton>
  );
}
