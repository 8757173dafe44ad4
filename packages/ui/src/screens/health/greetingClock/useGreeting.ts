import { useMemo, useSyncExternalStore } from 'react';
import type { Greeting } from '../../../format/format.ts';
import { createGreetingClock } from './greetingClock.ts';

/** The greeting by time of day, refreshed every 60 s while mounted. `now` is for stories and tests. */
export function useGreeting(now?: () => Date): Greeting {
  const clock = useMemo(() => createGreetingClock(now), [now]);
  return useSyncExternalStore(clock.subscribe, clock.current, clock.current);
}
