import { useCallback, useEffect, useRef } from 'react';

/**
 * A callback that runs `delay` ms after its last call, with the last arguments.
 * `flush` runs a pending call at once; `cancel` drops it. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, delay: number) {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Args | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) callbackRef.current(...args);
  }, []);
  const run = useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );
  return { run, flush, cancel };
}
