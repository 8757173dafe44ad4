import type { ChartTheme } from '../theme/index.ts';
import type { MapColourScale } from './types.ts';

const parseHex = (hex: string): [number, number, number] => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (channels: readonly number[]): string =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour of a value on a scale (values outside the stops take the end colours). */
export function colourForValue(scale: MapColourScale, value: number): string {
  const stops = scale.stops;
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return '#000000';
  if (value <= first.value) return first.colour;
  if (value >= last.value) return last.colour;
  const upperIndex = stops.findIndex((stop) => stop.value > value);
  const lower = stops[upperIndex - 1] ?? first;
  const upper = stops[upperIndex] ?? last;
  if (scale.mode === 'step') return lower.colour;
  const t = (value - lower.value) / (upper.value - lower.value);
  const a = parseHex(lower.colour);
  const b = parseHex(upper.colour);
  return toHex(a.map((channel, i) => channel + ((b[i] as number) - channel) * t));
}

/**
 * A three-stop scale from the theme's best/middle/worst colours over [min, max].
 * `higherIsBetter` (e.g. a welfare score) puts best at max; otherwise best at min (lice, diseases).
 */
export function themeScale(
  theme: ChartTheme,
  min: number,
  max: number,
  direction: 'higherIsBetter' | 'higherIsWorse',
  mode: 'linear' | 'step' = 'linear',
): MapColourScale {
  const colours =
    direction === 'higherIsBetter'
      ? [theme.scale.worst, theme.scale.middle, theme.scale.best]
      : [theme.scale.best, theme.scale.middle, theme.scale.worst];
  const mid = (min + max) / 2;
  return {
    mode,
    stops: [
      { value: min, colour: colours[0] as string },
      { value: mid, colour: colours[1] as string },
      { value: max, colour: colours[2] as string },
    ],
  };
}

/** A CSS linear-gradient of the scale, for the legend bar. */
export function scaleGradient(scale: MapColourScale): string {
  const first = scale.stops[0];
  const last = scale.stops.at(-1);
  if (!first || !last) return 'transparent';
  const span = last.value - first.value || 1;
  const position = (value: number) => `${(((value - first.value) / span) * 100).toFixed(1)}%`;
  if (scale.mode === 'step') {
    const parts = scale.stops.map((stop, i) => {
      const next = scale.stops[i + 1];
      return `${stop.colour} ${position(stop.value)} ${next ? position(next.value) : '100%'}`;
    });
    return `linear-gradient(to right, ${parts.join(', ')})`;
  }
  return `linear-gradient(to right, ${scale.stops.map((stop) => `${stop.colour} ${position(stop.value)}`).join(', ')})`;
}

/** The map-style expression colouring a value read with `read` (e.g. ['feature-state', 'value']). */
export function scaleExpression(scale: MapColourScale, read: unknown[]): unknown[] {
  const [first, ...rest] = scale.stops;
  if (!first) return ['literal', '#000000'];
  if (rest.length === 0) return ['literal', first.colour];
  if (scale.mode === 'step') return ['step', read, first.colour, ...rest.flatMap((stop) => [stop.value, stop.colour])];
  return ['interpolate', ['linear'], read, ...scale.stops.flatMap((stop) => [stop.value, stop.colour])];
}
