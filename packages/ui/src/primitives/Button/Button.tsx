import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a busy state: the button is disabled and announces that it is working. */
  busy?: boolean;
}

export function Button({ busy = false, disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : disabled ? 'disabled' : 'idle'}
    >
      {children}
    </button>
  );
}
