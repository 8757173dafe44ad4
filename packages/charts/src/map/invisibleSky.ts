import type { Map as GLMap } from 'maplibre-gl';

/**
 * maplibre-gl 6 draws its sky on every frame as a full-screen pass, even when the style sets no sky and the map is
 * flat (the default sky is fully transparent, so the pass changes no pixel). On a software renderer (SwiftShader)
 * that pass was about a third of a frame's cost. Skip it while no sky is set and the projection is not the globe.
 * Each maplibre painter points at the engine's shared table of draw functions (`painter.drawFunctions`, typed in
 * maplibre's .d.ts); this map's painter gets its own copy with a conditional sky, so other maps are untouched.
 * maplibre-gl 5 draws the sky only when the style sets one, and mapbox-gl has no such table: a no-op there. Re-check on a maplibre upgrade.
 */
export function skipInvisibleSky(map: GLMap) {
  const painter = (map as Partial<Pick<GLMap, 'painter'>>).painter;
  const draw = painter?.drawFunctions;
  if (!painter || typeof draw?.sky !== 'function') return;
  const drawSky = draw.sky;
  painter.drawFunctions = {
    ...draw,
    sky: (...args) => {
      if (map.getSky() || map.getProjection()?.type === 'globe') drawSky(...args);
    },
  };
}
