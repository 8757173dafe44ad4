import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGreetingClock, GREETING_REFRESH_MS } from './greetingClock.ts';

describe('greeting clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const at = (time: string) => vi.setSystemTime(new Date(`2026-11-20T${time}`));

  it('greets by the time of day at the boundaries of the spec', () => {
    for (const [time, greeting] of [
      ['02:59:59', 'evening'],
      ['03:00:00', 'morning'],
      ['11:59:59', 'morning'],
      ['12:00:00', 'afternoon'],
      ['16:59:59', 'afternoon'],
      ['17:00:00', 'evening'],
    ] as const) {
      at(time);
      expect(createGreetingClock().current()).toBe(greeting);
    }
  });

  it('changes the greeting within 60 s of the hour turning, and tells its listeners once', () => {
    at('11:59:30');
    const clock = createGreetingClock();
    const listener = vi.fn();
    const stop = clock.subscribe(listener);
    expect(clock.current()).toBe('morning');
    vi.advanceTimersByTime(GREETING_REFRESH_MS - 1);
    expect(clock.current()).toBe('morning');
    vi.advanceTimersByTime(1);
    expect(clock.current()).toBe('afternoon');
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(GREETING_REFRESH_MS * 10);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops reading the clock when the last listener leaves', () => {
    at('16:59:00');
    const clock = createGreetingClock();
    const listener = vi.fn();
    clock.subscribe(listener)();
    vi.advanceTimersByTime(GREETING_REFRESH_MS * 2);
    expect(listener).not.toHaveBeenCalled();
    expect(clock.current()).toBe('afternoon');
  });

  it('uses the time source it is given', () => {
    const clock = createGreetingClock(() => new Date('2026-11-20T20:15:00'));
    expect(clock.current()).toBe('evening');
  });
});
