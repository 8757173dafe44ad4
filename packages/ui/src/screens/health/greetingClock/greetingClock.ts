import { greetingForHour, type Greeting } from '../../../format/format.ts';

/** Spec S2 §2: the greeting is refreshed every 60 seconds. */
export const GREETING_REFRESH_MS = 60_000;

export interface GreetingClock {
  /** The greeting for the clock's current time. */
  current(): Greeting;
  /** Calls `listener` when the greeting changes (checked every 60 s); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * The greeting by time of day (morning 03–12, afternoon 12–17, evening), re-read from `now` every
 * `GREETING_REFRESH_MS`. Listeners hear only changes, so a mounted screen re-renders at most three times a day.
 */
export function createGreetingClock(now: () => Date = () => new Date()): GreetingClock {
  let greeting = greetingForHour(now().getHours());
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  const tick = () => {
    const next = greetingForHour(now().getHours());
    if (next === greeting) return;
    greeting = next;
    for (const listener of listeners) listener();
  };
  return {
    current: () => greeting,
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        tick();
        timer = setInterval(tick, GREETING_REFRESH_MS);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}
