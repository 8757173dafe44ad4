import type { ComponentType, RefAttributes } from 'react';
import type * as Maplibre from 'maplibre-gl';
import type { MapProps, MapRef, PopupProps } from 'react-map-gl/maplibre';

export type MapEngineKind = 'maplibre' | 'mapbox';

/**
 * The map engine, loaded on demand. Both engines are driven through the same react-map-gl
 * components and the same imperative style API (sources, layers, feature-state), so the map
 * code is shared; the types are maplibre's.
 */
export interface MapEngine {
  kind: MapEngineKind;
  Map: ComponentType<MapProps & RefAttributes<MapRef>>;
  Popup: ComponentType<PopupProps>;
}

const cache = new Map<MapEngineKind, Promise<MapEngine>>();

let maplibreWorkerUrl: string | undefined;

/**
 * Only for maplibre-gl 6, or maplibre-gl 5's CSP build: where the page serves maplibre's worker file. maplibre-gl 5's
 * default build (the one this package is developed and tested with) carries its worker inside and starts it from a
 * `blob:` URL, so nothing is needed beyond a CSP that allows `worker-src blob:`. With maplibre-gl 6 the application's
 * bundler emits the worker and gives its URL (Vite: `import url from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'`);
 * call this before the first map renders. This package imports nothing bundler-specific itself.
 */
export function setMaplibreWorkerUrl(url: string | URL): void {
  maplibreWorkerUrl = String(url);
}

async function importMaplibre(): Promise<MapEngine> {
  const [reactMapGl, module] = await Promise.all([
    import('react-map-gl/maplibre'),
    import('maplibre-gl'),
    // Plain CSS imports: every bundler handles them (see the package README).
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  // maplibre-gl 5 is a UMD file: bundlers hand it over as a CommonJS default export (as react-map-gl reads it).
  const maplibre = 'Map' in module ? module : (module as unknown as { default: typeof Maplibre }).default;
  if (maplibreWorkerUrl) maplibre.setWorkerUrl(maplibreWorkerUrl);
  return { kind: 'maplibre', Map: reactMapGl.Map, Popup: reactMapGl.Popup };
}

async function importMapbox(): Promise<MapEngine> {
  const [reactMapGl] = await Promise.all([import('react-map-gl/mapbox'), import('mapbox-gl/dist/mapbox-gl.css')]);
  return {
    kind: 'mapbox',
    Map: reactMapGl.Map as unknown as MapEngine['Map'],
    Popup: reactMapGl.Popup as unknown as MapEngine['Popup'],
  };
}

/** Loads an engine once (dynamic import: never part of a page's first bundle). */
export function loadMapEngine(kind: MapEngineKind): Promise<MapEngine> {
  let engine = cache.get(kind);
  if (!engine) {
    engine = kind === 'mapbox' ? importMapbox() : importMaplibre();
    cache.set(kind, engine);
  }
  return engine;
}
