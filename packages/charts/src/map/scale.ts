import { hexToRgb, rgbToHex } from '../color/color.ts';
import type { ChartTheme } from '../theme/index.ts';
import type { MapColorScale } from './types.ts';

/** The color of a value on a scale (values outside the stops take the end colors). */
export function colorForValue(scale: MapColorScale, value: number): string {
  const stops = scale.stops;
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return '#000000';
  if (value <= first.value) return first.color;
  if (value >= last.value) return last.color;
  const upperIndex = stops.findIndex((stop) => stop.value > value);
  const lower = stops[upperIndex - 1] ?? first;
  const upper = stops[upperIndex] ?? last;
  if (scale.mode === 'step') return lower.color;
  const t = (value - lower.value) / (upper.value - lower.value);
  const a = hexToRgb(lower.color);
  const b = hexToRgb(upper.color);
  return rgbToHex(a.map((channel, i) => channel + ((b[i] as number) - channel) * t));
}

/**
 * A three-stop scale from the theme's best/middle/worst colors over [min, max].
 * `higherIsBetter` (e.g. a welfare score) puts best at max; otherwise best at min (lice, diseases).
 */
export function themeScale(
  theme: ChartTheme,
  min: number,
  max: number,
  direction: 'higherIsBetter' | 'higherIsWorse',
  mode: 'linear' | 'step' = 'linear',
): MapColorScale {
  const colors =
    direction === 'higherIsBetter'
      ? [theme.scale.worst, theme.scale.middle, theme.scale.best]
      : [theme.scale.best, theme.scale.middle, theme.scale.worst];
  const mid = (min + max) / 2;
  return {
    mode,
    stops: [
      { value: min, color: colors[0] as string },
      { value: mid, color: colors[1] as string },
      { value: max, color: colors[2] as string },
    ],
  };
}

/** A CSS linear-gradient of the scale, for the legend bar. */
export function scaleGradient(scale: MapColorScale): string {
  const first = scale.stops[0];
  const last = scale.stops.at(-1);
  if (!first || !last) return 'transparent';
  const span = last.value - first.value || 1;
  const position = (value: number) => `${(((value - first.value) / span) * 100).toFixed(1)}%`;
  if (scale.mode === 'step') {
    const parts = scale.stops.map((stop, i) => {
      const next = scale.stops[i + 1];
      return `${stop.color} ${position(stop.value)} ${next ? position(next.value) : '100%'}`;
    });
    return `linear-gradient(to right, ${parts.join(', ')})`;
  }
  return `linear-gradient(to right, ${scale.stops.map((stop) => `${stop.color} ${position(stop.value)}`).join(', ')})`;
}

/** The map-style expression coloring a value read with `read` (e.g. ['feature-state', 'value']). */
export function scaleExpression(scale: MapColorScale, read: unknown[]): unknown[] {
  const [first, ...rest] = scale.stops;
  if (!first) return ['literal', '#000000'];
  if (rest.length === 0) return ['literal', first.color];
  if (scale.mode === 'step') return ['step', read, first.color, ...rest.flatMap((stop) => [stop.value, stop.color])];
  return ['interpolate', ['linear'], read, ...scale.stops.flatMap((stop) => [stop.value, stop.color])];
}
