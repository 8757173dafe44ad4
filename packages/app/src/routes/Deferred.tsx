import { useDeferredValue, type ReactElement } from 'react';

/**
 * Renders a screen's update as a transition (issue 39, TBT on a phone): data comes through SWR and XState's
 * `useSyncExternalStore`, which React renders in one synchronous task (300–600 ms on Lighthouse's 4× slower CPU
 * for a whole screen). Here the urgent render keeps the element it had (the same element: React skips the screen),
 * and the new element renders in a deferred pass, which React splits into short tasks and lets input interrupt.
 * Context changes (language, theme) still reach the screen at once; a first render is not deferred.
 */
export function Deferred({ children }: { children: ReactElement }) {
  return useDeferredValue(children);
}
