import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultChartTheme } from '../theme/index.ts';
import { boundsOf, debounce, toMapBounds } from './bounds.ts';
import { colorForValue, scaleExpression, scaleGradient, themeScale } from './scale.ts';

describe('map scale', () => {
  const scale = {
    stops: [
      { value: 0, color: '#000000' },
      { value: 10, color: '#ffffff' },
    ],
  };

  it('interpolates linearly between stops and clamps outside them', () => {
    expect(colorForValue(scale, 5)).toBe('#808080');
    expect(colorForValue(scale, -3)).toBe('#000000');
    expect(colorForValue(scale, 42)).toBe('#ffffff');
  });

  it('gives each value the lower stop color in step mode', () => {
    expect(colorForValue({ ...scale, mode: 'step' }, 9.9)).toBe('#000000');
    expect(colorForValue({ ...scale, mode: 'step' }, 10)).toBe('#ffffff');
  });

  it('puts the best color at the good end of the theme scale', () => {
    const welfare = themeScale(defaultChartTheme, 0, 100, 'higherIsBetter');
    expect(colorForValue(welfare, 100)).toBe(defaultChartTheme.scale.best);
    const lice = themeScale(defaultChartTheme, 0, 0.5, 'higherIsWorse');
    expect(colorForValue(lice, 0)).toBe(defaultChartTheme.scale.best);
    expect(colorForValue(lice, 0.5)).toBe(defaultChartTheme.scale.worst);
  });

  it('builds the matching style expression and legend gradient', () => {
    expect(scaleExpression(scale, ['get', 'value'])).toEqual([
      'interpolate',
      ['linear'],
      ['get', 'value'],
      0,
      '#000000',
      10,
      '#ffffff',
    ]);
    expect(scaleExpression({ ...scale, mode: 'step' }, ['get', 'value'])).toEqual([
      'step',
      ['get', 'value'],
      '#000000',
      10,
      '#ffffff',
    ]);
    expect(scaleGradient(scale)).toBe('linear-gradient(to right, #000000 0.0%, #ffffff 100.0%)');
  });
});

describe('map bounds', () => {
  afterEach(() => vi.useRealTimers());

  it('rounds reported corners to 6 decimals', () => {
    expect(toMapBounds({ lng: 10.123456789, lat: 63.9999996 }, { lng: 4.0000004, lat: 58.1234565 })).toEqual({
      ne: [10.123457, 64],
      sw: [4, 58.123457],
    });
  });

  it('finds the bounds around points', () => {
    expect(
      boundsOf([
        { lon: 5, lat: 60 },
        { lon: 15, lat: 68 },
        { lon: 9, lat: 58 },
      ]),
    ).toEqual({ ne: [15, 68], sw: [5, 58] });
    expect(boundsOf([])).toBeUndefined();
  });

  it('debounces to the last call', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const report = debounce((n: number) => calls.push(n), 100);
    report(1);
    vi.advanceTimersByTime(99);
    report(2);
    vi.advanceTimersByTime(99);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([2]);
    report(3);
    report.cancel();
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([2]);
  });
});
