import type { ComponentType, RefAttributes } from 'react';
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
 * Where the page serves maplibre-gl's worker (`maplibre-gl/dist/maplibre-gl-worker.mjs`). The application's bundler
 * emits the file and gives its URL (Vite: `import url from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'`), or
 * the file is served from a known path. Call it before the first map
 * renders. Without it maplibre looks for the worker beside its own module, which only works when maplibre-gl is
 * served unbundled. This package imports nothing bundler-specific itself.
 */
export function setMaplibreWorkerUrl(url: string | URL): void {
  maplibreWorkerUrl = String(url);
}

async function importMaplibre(): Promise<MapEngine> {
  const [reactMapGl, maplibre] = await Promise.all([
    import('react-map-gl/maplibre'),
    import('maplibre-gl'),
    // Plain CSS imports: every bundler handles them (see the package README).
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  // Bundlers do not emit the worker by themselves: the application tells where it is (setMaplibreWorkerUrl).
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
