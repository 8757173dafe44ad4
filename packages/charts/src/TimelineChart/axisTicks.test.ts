import { describe, expect, it } from 'vitest';
import { timelineXTicks, X_LABEL_SPACING_EM } from './axisTicks.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('timelineXTicks', () => {
  it('keeps daily date labels apart on a phone-wide chart (no "2026-08-302026-09-06")', () => {
    const domain = [day('2026-06-01'), day('2026-11-20')] as const;
    const innerWidth = 300;
    const fontSize = 11;
    const ticks = timelineXTicks(domain, innerWidth, fontSize, true);
    const px = (value: number) => ((value - domain[0]) / (domain[1] - domain[0])) * innerWidth;
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < ticks.length; i += 1)
      expect(px(ticks[i]!) - px(ticks[i - 1]!)).toBeGreaterThanOrEqual(fontSize * X_LABEL_SPACING_EM - 1);
  });

  it('puts date ticks on whole days, from the first day to the last', () => {
    const domain = [day('2026-01-01'), day('2026-12-31')] as const;
    const ticks = timelineXTicks(domain, 1200, 12, true);
    expect(ticks[0]).toBe(domain[0]);
    expect(ticks.at(-1)).toBe(domain[1]);
    for (const tick of ticks) expect(tick % 86_400_000).toBe(0);
  });

  it('gives one tick for an empty domain', () => {
    expect(timelineXTicks([5, 5], 500, 12, false)).toEqual([5]);
  });
});
