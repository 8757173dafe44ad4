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

async function importMaplibre(): Promise<MapEngine> {
  const [reactMapGl, maplibre, worker] = await Promise.all([
    import('react-map-gl/maplibre'),
    import('maplibre-gl'),
    // Vite does not emit the worker by itself: take its URL and hand it to maplibre.
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  maplibre.setWorkerUrl(worker.default);
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
