import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseControllableStateParams<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  prop: T | undefined;
  /** The starting value when uncontrolled. */
  defaultProp: T;
  /** Called with every value the component sets, controlled or not. */
  onChange?: ((next: T) => void) | undefined;
}

/**
 * Controlled/uncontrolled state (the Radix `useControllableState` pattern, the one hook `ui` uses for it):
 * when `prop` is given the caller owns the state; otherwise the component keeps it, starting at `defaultProp`.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateParams<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultProp);
  const controlled = prop !== undefined;
  const current = controlled ? prop : own;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, set];
}
