import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstUse, LIKELY_NEXT_DELAY_MS } from './prefetch.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstUse (when the likely next screens load)', () => {
  it('waits while the page is left alone, then runs once', () => {
    const target = new EventTarget();
    const run = vi.fn();
    afterFirstUse(target, run);
    vi.advanceTimersByTime(LIKELY_NEXT_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(LIKELY_NEXT_DELAY_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs at the user's first touch, key or scroll, and not again", () => {
    for (const type of ['touchstart', 'keydown', 'scroll']) {
      const target = new EventTarget();
      const run = vi.fn();
      afterFirstUse(target, run);
      target.dispatchEvent(new Event(type));
      expect(run).toHaveBeenCalledTimes(1);
      target.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(LIKELY_NEXT_DELAY_MS);
      expect(run).toHaveBeenCalledTimes(1);
    }
  });

  it('runs nothing once cancelled (the page was left)', () => {
    const target = new EventTarget();
    const run = vi.fn();
    afterFirstUse(target, run)();
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(LIKELY_NEXT_DELAY_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
