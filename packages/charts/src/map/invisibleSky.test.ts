import { describe, expect, it, vi } from 'vitest';
import type { Map as GLMap } from 'maplibre-gl';
import { skipInvisibleSky } from './invisibleSky.ts';

/** The parts of a maplibre map that `skipInvisibleSky` touches. */
function fakeMap(sky: object | undefined, projection: string) {
  const drawSky = vi.fn();
  const drawFill = vi.fn();
  const shared = { sky: drawSky, fill: drawFill };
  const map = {
    painter: { drawFunctions: shared },
    getSky: () => sky,
    getProjection: () => ({ type: projection }),
  };
  return { map, drawSky, drawFill, shared };
}

const callSky = (map: { painter: { drawFunctions: { sky: (...args: unknown[]) => void } } }) =>
  map.painter.drawFunctions.sky('mesh', 'context');

describe('skipInvisibleSky', () => {
  it('skips the sky pass on a flat map whose style sets no sky, and keeps the other draw functions', () => {
    const { map, drawSky, drawFill, shared } = fakeMap(undefined, 'mercator');
    skipInvisibleSky(map as unknown as GLMap);
    callSky(map);
    expect(drawSky).not.toHaveBeenCalled();
    expect(map.painter.drawFunctions.fill).toBe(drawFill);
    // The engine's shared table is left alone: other maps keep their sky.
    expect(shared.sky).toBe(drawSky);
  });

  it('draws the sky when the style sets one', () => {
    const { map, drawSky } = fakeMap({ 'sky-color': '#88c6fc' }, 'mercator');
    skipInvisibleSky(map as unknown as GLMap);
    callSky(map);
    expect(drawSky).toHaveBeenCalledWith('mesh', 'context');
  });

  it('draws the sky on the globe', () => {
    const { map, drawSky } = fakeMap(undefined, 'globe');
    skipInvisibleSky(map as unknown as GLMap);
    callSky(map);
    expect(drawSky).toHaveBeenCalledOnce();
  });

  it('does nothing on an engine without a draw-function table (mapbox-gl)', () => {
    const map = { getSky: () => undefined, getProjection: () => ({ type: 'mercator' }) };
    expect(() => skipInvisibleSky(map as unknown as GLMap)).not.toThrow();
    expect(map).not.toHaveProperty('painter');
  });
});
