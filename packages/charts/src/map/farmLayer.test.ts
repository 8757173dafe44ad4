import { describe, expect, it } from 'vitest';
import { defaultChartTheme, defaultDarkChartTheme } from '../theme/index.ts';
import {
  bucketFarms,
  drawFarmTile,
  farmColour,
  farmColours,
  farmExtent,
  farmHitRadius,
  hitTest,
  interpolateStops,
  mercatorX,
  mercatorY,
  projectAffine,
  type FarmLayerContext,
  type FarmScene,
} from './farmLayer.ts';
import { samePositions } from './farmCanvas.ts';
import { mapPalette } from './mapPalette.ts';
import { themeScale } from './scale.ts';
import type { MapPointFeature } from './types.ts';

const palette = mapPalette(defaultChartTheme);
const scale = themeScale(defaultChartTheme, 0, 0.5, 'higherIsWorse');
const farm = (id: string, extra: Partial<MapPointFeature> = {}): MapPointFeature => ({
  id,
  lon: 10,
  lat: 63,
  value: 0.1,
  label: id,
  ...extra,
});
const projected = (points: [number, number][]) => ({
  x: Float64Array.from(points.map(([x]) => x)),
  y: Float64Array.from(points.map(([, y]) => y)),
});

describe('farm layer sizes', () => {
  it('interpolates the marker radius by zoom as the engine did, held at the ends', () => {
    const stops = [
      [4, 4],
      [8, 7],
      [11, 13],
    ] as const;
    expect(interpolateStops(stops, 2)).toBe(4);
    expect(interpolateStops(stops, 6)).toBe(5.5);
    expect(interpolateStops(stops, 9.5)).toBe(10);
    expect(interpolateStops(stops, 15)).toBe(13);
    // The hit radius is the drawn radius with the 1 px outline.
    expect(farmHitRadius(4)).toBe(5);
    expect(farmHitRadius(11)).toBe(14);
  });

  it('reaches further for the focused farm and for initials from zoom 7', () => {
    expect(farmExtent(farm('a'), 4, false)).toBe(5);
    expect(farmExtent(farm('a'), 4, true)).toBe(12); // ring radius 9 + 3 px stroke
    expect(farmExtent(farm('a', { initials: 'MH' }), 6, false)).toBe(farmExtent(farm('a'), 6, false));
    expect(farmExtent(farm('a', { initials: 'MH' }), 7, false)).toBeGreaterThan(farmExtent(farm('a'), 7, false));
  });
});

describe('farm colours', () => {
  it('greys fallow farms, colours values by the scale, and draws farms without a value hollow', () => {
    expect(farmColour(farm('a', { value: 0 }), scale, palette)).toBe(defaultChartTheme.scale.best);
    expect(farmColour(farm('a', { value: 0.5 }), scale, palette)).toBe(defaultChartTheme.scale.worst);
    expect(farmColour(farm('a', { value: 0.5, isFallow: true }), scale, palette)).toBe(palette.fallow);
    expect(farmColour(farm('a', { value: null }), scale, palette)).toBe(palette.noData);
    const dark = mapPalette(defaultDarkChartTheme);
    expect(farmColour(farm('a', { value: null }), scale, dark)).toBe(dark.noData);
    expect(dark.noData).not.toBe(palette.noData);
  });

  it('colours every farm in order, equal values alike', () => {
    const features = [farm('a', { value: 0 }), farm('b', { value: null }), farm('c', { value: 0 }), farm('d')];
    expect(farmColours(features, scale, palette)).toEqual([
      defaultChartTheme.scale.best,
      palette.noData,
      defaultChartTheme.scale.best,
      farmColour(farm('d'), scale, palette),
    ]);
  });

  it('tells a week step (same points) from a new set of points', () => {
    const week = [farm('a'), farm('b', { lon: 11 })];
    expect(
      samePositions(
        week,
        week.map((feature) => ({ ...feature, value: 0.4 })),
      ),
    ).toBe(true);
    expect(samePositions(week, [farm('a'), farm('b', { lon: 12 })])).toBe(false);
    expect(samePositions(week, [farm('a')])).toBe(false);
  });
});

describe('projection without pitch', () => {
  it('puts longitudes and latitudes in Web Mercator as the engine does', () => {
    expect(mercatorX(0)).toBe(0.5);
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.051129)).toBeCloseTo(0, 6);
    expect(mercatorY(-85.051129)).toBeCloseTo(1, 6);
  });

  it('projects every point by the affine map three reference points fix (zoom, rotation, offset)', () => {
    // A view at 2^10 px per world, turned by 30°, with the origin place at (700, 450) on screen.
    const scale = 1024;
    const angle = Math.PI / 6;
    const origin = { mx: mercatorX(10), my: mercatorY(63) };
    const screen = (mx: number, my: number) => {
      const u = (mx - origin.mx) * scale;
      const v = (my - origin.my) * scale;
      return { x: 700 + u * Math.cos(angle) - v * Math.sin(angle), y: 450 + u * Math.sin(angle) + v * Math.cos(angle) };
    };
    const dx = mercatorX(10.1) - origin.mx;
    const dy = mercatorY(63.1) - origin.my;
    const places = [
      [5, 59],
      [18.9, 69.6],
      [10, 63],
    ];
    const mx = places.map(([lon]) => mercatorX(lon as number));
    const my = places.map(([, lat]) => mercatorY(lat as number));
    const result = projectAffine(
      mx,
      my,
      { ...origin, ...screen(origin.mx, origin.my) },
      { ...screen(origin.mx + dx, origin.my), dx },
      { ...screen(origin.mx, origin.my + dy), dy },
    );
    places.forEach((_, i) => {
      const expected = screen(mx[i] as number, my[i] as number);
      expect(result.x[i]).toBeCloseTo(expected.x, 6);
      expect(result.y[i]).toBeCloseTo(expected.y, 6);
    });
  });
});

describe('hit test', () => {
  const points = projected([
    [100, 100],
    [108, 100],
    [300, 300],
  ]);

  it('finds the marker within its drawn radius and nothing outside it', () => {
    expect(hitTest(points, 300, 305, 5)).toBe(2);
    expect(hitTest(points, 300, 305.5, 5)).toBe(-1);
    expect(hitTest(points, 200, 200, 5)).toBe(-1);
  });

  it('lets the nearest centre win where markers overlap', () => {
    expect(hitTest(points, 103, 100, 5)).toBe(0);
    expect(hitTest(points, 105, 101, 5)).toBe(1);
  });

  it('gives a tie to the marker drawn on top (the later one)', () => {
    expect(hitTest(points, 104, 100, 5)).toBe(1);
    expect(hitTest(projected([]), 0, 0, 5)).toBe(-1);
  });
});

describe('tiles', () => {
  it('puts each farm in every tile its drawing overlaps, in draw order, and none off the grid', () => {
    const points = projected([
      [10, 10],
      [126, 10],
      [200, 200],
      [-50, 10],
      [10, 130],
    ]);
    const tiles = bucketFarms(points, [5, 5, 5, 5, 5], 2, 2, 128);
    expect(tiles).toEqual([[0, 1, 4], [1], [4], [2]]);
    // Tiles that reach 4 px over their neighbours also draw the farms near their edges.
    expect(bucketFarms(points, [5, 5, 5, 5, 5], 2, 2, 128, 4)).toEqual([[0, 1, 4], [1], [4], [2]]);
    expect(bucketFarms(projected([[120, 10]]), [5], 2, 1, 128, 0)).toEqual([[0], []]);
    expect(bucketFarms(projected([[120, 10]]), [5], 2, 1, 128, 4)).toEqual([[0], [0]]);
  });
});

/** A 2D context that records the calls the layer makes. */
function recorder() {
  const calls: string[] = [];
  const context = {
    setTransform: (...args: number[]) => calls.push(`transform ${args.join(' ')}`),
    clearRect: (...args: number[]) => calls.push(`clear ${args.join(' ')}`),
    beginPath: () => undefined,
    arc: (x: number, y: number, r: number) => calls.push(`arc ${x} ${y} ${r}`),
    fill: () => calls.push(`fill ${context.fillStyle}`),
    stroke: () => calls.push(`stroke ${context.strokeStyle} ${context.lineWidth}`),
    strokeText: (text: string, x: number, y: number) => calls.push(`halo ${text} ${x} ${y}`),
    fillText: (text: string, x: number, y: number) => calls.push(`text ${text} ${x} ${y}`),
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    lineJoin: 'miter',
  };
  return { calls, context: context as unknown as FarmLayerContext };
}

describe('drawing a tile', () => {
  const features = [farm('a', { initials: 'MH' }), farm('b', { value: null })];
  const scene = (zoom: number, focus: number): FarmScene => ({
    features,
    colours: farmColours(features, scale, palette),
    projected: projected([
      [10, 20],
      [30, 40],
    ]),
    zoom,
    palette,
    focus,
  });

  it('clears the tile, then rings the focused farm under the markers, drawn in order with their outline', () => {
    const { calls, context } = recorder();
    drawFarmTile(context, scene(4, 1), { left: 0, top: 0, width: 512, height: 512, pixelRatio: 2, indices: [0, 1] });
    expect(calls).toEqual([
      'transform 1 0 0 1 0 0',
      'clear 0 0 512 512',
      'transform 2 0 0 2 0 0',
      'arc 30 40 10.5',
      `stroke ${palette.focus} 3`,
      'arc 10 20 4.5',
      `fill ${farmColour(features[0] as MapPointFeature, scale, palette)}`,
      `stroke ${palette.markerStroke} 1`,
      'arc 30 40 4.5',
      `fill ${palette.noData}`,
      `stroke ${palette.markerStroke} 1`,
    ]);
  });

  it('draws only its own farms, shifted by its place, and initials with a halo from zoom 7', () => {
    const { calls, context } = recorder();
    drawFarmTile(context, scene(8, -1), { left: 256, top: 0, width: 256, height: 256, pixelRatio: 2, indices: [0] });
    expect(calls).toEqual([
      'transform 1 0 0 1 0 0',
      'clear 0 0 256 256',
      'transform 2 0 0 2 -256 0',
      'arc 10 20 7.5',
      `fill ${farmColour(features[0] as MapPointFeature, scale, palette)}`,
      `stroke ${palette.markerStroke} 1`,
      'halo MH 10 20',
      'text MH 10 20',
    ]);
  });
});
