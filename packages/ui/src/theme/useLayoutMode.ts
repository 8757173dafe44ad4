import { useEffect, useState } from 'react';
import { layoutModeFor, RESIZE_DEBOUNCE_MS, type LayoutMode } from './breakpoints.ts';

const current = (): LayoutMode =>
  typeof window === 'undefined'
    ? 'desktop'
    : layoutModeFor({ width: window.innerWidth, height: window.innerHeight, userAgent: navigator.userAgent });

/** The shell layout for the current window, re-evaluated on resize (debounced 100 ms). */
export function useLayoutMode(): LayoutMode {
  const [mode, setMode] = useState<LayoutMode>(current);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMode(current()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mode;
}
