import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { FeatureCollection, Polygon } from 'geojson';
import type { GeoJSONSource, Map as GLMap, MapMouseEvent, StyleSpecification } from 'maplibre-gl';
import type { MapRef } from 'react-map-gl/maplibre';
import { boundsOf, debounce, toMapBounds } from './bounds.ts';
import {
  MAP_FIT_PADDING,
  MAP_FLY_MS,
  MAP_FOCUS_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_MOVE_END_DEBOUNCE_MS,
  MAP_RESIZE_DEBOUNCE_MS,
  MAP_ZOOM_STEP,
  MAP_DEFAULT_CENTER,
} from './constants.ts';
import type { MapEngine } from './engine.ts';
import { FarmCanvas } from './farmCanvas.ts';
import { IdleSnapshot } from './idleSnapshot.ts';
import type { MapPalette } from './mapPalette.ts';
import { skipInvisibleSky } from './invisibleSky.ts';
import { NORDIC_LAND_BOX, type NordicLandFeatures } from './nordicLand.ts';
import { loadDetailedLand } from './offlineLand.ts';

const NORDIC_MAX_BOUNDS: [number, number, number, number] = NORDIC_LAND_BOX;
import type { FarmMapLabels, MapBasemap, MapBounds, MapColorScale, MapPointFeature, MapZone } from './types.ts';

export interface FarmMapGLProps {
  engine: MapEngine;
  /** The offline overview land (loaded beside the engine), drawn under everything below zoom 6. */
  land: NordicLandFeatures;
  features: readonly MapPointFeature[];
  zones: readonly MapZone[];
  scale: MapColorScale;
  palette: MapPalette;
  labels: FarmMapLabels;
  basemap: MapBasemap;
  tileUrl?: string;
  satelliteTileUrl?: string;
  mapboxAccessToken?: string;
  focusFarmId: string | null;
  popupFarmId: string | null;
  onPopupFarmIdChange: (id: string | null) => void;
  renderPopup: (feature: MapPointFeature) => ReactNode;
  initialBounds?: MapBounds;
  onBoundsChange?: (bounds: MapBounds) => void;
  onIdle?: () => void;
  onMapLoad?: (map: unknown) => void;
  /** Extra controls drawn over the map's top-right corner after the zoom buttons. */
  controls?: ReactNode;
  /** A change of this value (not the first) fits the map to the features. */
  fitKey?: unknown;
}

const SOURCE = {
  land: 'land',
  landDetail: 'land-detail',
  zones: 'zones',
  raster: 'basemap-raster',
} as const;
const LAYER = {
  land: 'land-fill',
  coast: 'land-coast',
  landDetail: 'land-fill-detail',
  coastDetail: 'land-coast-detail',
  raster: 'basemap-raster',
  zonesFill: 'zones-fill',
  zonesLine: 'zones-line',
} as const;

/**
 * Simplification of the land's tiles in pixels (maplibre's default is 0.375). The land is the costliest part of a
 * frame on a software renderer (its fill triangles and coast line segments): 1 px keeps the fjords at zoom 4–9.
 */
const LAND_TOLERANCE = 1;
/**
 * From this zoom the detailed land replaces the overview land. Below it the overview (about half the points, no
 * islets) looks the same and costs less to tile and draw; the detailed asset is fetched from
 * `LAND_DETAIL_PREFETCH_ZOOM` on, so it is usually there when the view gets to `LAND_DETAIL_ZOOM`.
 */
const LAND_DETAIL_ZOOM = 6;
const LAND_DETAIL_PREFETCH_ZOOM = 5;

type Expression = unknown[];

/** The popup's distance above its farm, the height of its tip, and the room kept between it and an overlay. */
const POPUP_OFFSET = 12;
const POPUP_TIP = 10;
const POPUP_CLEARANCE = 8;

/**
 * Pans the map (vertically) so the open popup and its farm below it are clear of the overlays over the map that
 * share its columns (elements marked `data-map-overlay`: finder and filters at the top, legend at the bottom). When
 * the room between them is too small, the popup's top (name and close button) is kept clear.
 */
function keepPopupClear(map: GLMap, root: HTMLElement) {
  const popup = root.querySelector('.maplibregl-popup-content, .mapboxgl-popup-content');
  if (!popup) return;
  const box = popup.getBoundingClientRect();
  const frame = root.getBoundingClientRect();
  let top = frame.top;
  let bottom = frame.bottom;
  for (const overlay of root.querySelectorAll('[data-map-overlay]')) {
    const edge = overlay.getBoundingClientRect();
    if (edge.height === 0 || edge.right <= box.left || edge.left >= box.right) continue;
    if (edge.top + edge.height / 2 < frame.top + frame.height / 2) top = Math.max(top, edge.bottom);
    else bottom = Math.min(bottom, edge.top);
  }
  const down = top + POPUP_CLEARANCE - box.top;
  const farmBottom = box.bottom + POPUP_TIP + POPUP_OFFSET + POPUP_CLEARANCE;
  const shift = down > 0 ? down : Math.max(Math.min(0, bottom - POPUP_CLEARANCE - farmBottom), down);
  if (Math.abs(shift) >= 1) map.panBy([0, -shift], { duration: MAP_FLY_MS });
}

/**
 * A zone's own fill colour when it has one (drawn at 35 % opacity), else the theme's zone tint (fully shown). When
 * no zone has its own colour the fill is one constant colour: then the zones share the land's fill shader (one
 * shader program less to compile at load, which SwiftShader takes ≈ 30 ms for).
 */
function zoneFillColour(palette: MapPalette, ownFills: boolean): string | Expression {
  const tint = palette.zoneFill.replace(/[\d.]+\)$/, (alpha) => `${Math.min(1, Number.parseFloat(alpha) / 0.35)})`);
  return ownFills ? ['case', ['==', ['get', 'fill'], null], tint, ['to-color', ['get', 'fill']]] : tint;
}

function zoneCollection(zones: readonly MapZone[]): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: zones.map((zone) => ({
      type: 'Feature',
      id: typeof zone.id === 'number' ? zone.id : undefined,
      geometry: { type: 'Polygon', coordinates: [zone.ring.map(([lon, lat]) => [lon, lat])] },
      properties: { id: zone.id, name: zone.name, fill: zone.fill ?? null },
    })),
  };
}

/**
 * The map style before any data (sources and layers are added on load). No `background` layer: the canvas is
 * transparent over the container's CSS background (the water colour), which saves a full-screen pass per frame.
 */
const emptyStyle = (): StyleSpecification => ({ version: 8, sources: {}, layers: [] });

/** What the sources start with: everything known at the map's load, so the first tiles are the final ones. */
interface InitialData {
  land: NordicLandFeatures;
  zones: FeatureCollection<Polygon>;
}

/** One land source with its fill and coast layers (from `minzoom` on; `before`: the layer they go under). */
function addLand(
  map: GLMap,
  palette: MapPalette,
  ids: { source: string; fill: string; coast: string },
  land: NordicLandFeatures,
  minzoom?: number,
  before?: string,
) {
  // Coarser tiling of the land than the default: fewer vertices per frame, the coast still follows the fjords.
  map.addSource(ids.source, { type: 'geojson', data: land, tolerance: LAND_TOLERANCE, maxzoom: 10 });
  const range = minzoom === undefined ? {} : { minzoom };
  // No fill antialiasing (an extra outline draw of every polygon): the coast line drawn over it marks the edge.
  map.addLayer(
    {
      id: ids.fill,
      type: 'fill',
      source: ids.source,
      ...range,
      filter: ['==', ['get', 'kind'], 'land'],
      paint: { 'fill-color': palette.land, 'fill-antialias': false },
    },
    before,
  );
  // Coast and borders are lines of their own (the coast without the box edges where the land was clipped).
  map.addLayer(
    {
      id: ids.coast,
      type: 'line',
      source: ids.source,
      ...range,
      filter: ['!=', ['get', 'kind'], 'land'],
      paint: { 'line-color': palette.coast, 'line-width': ['match', ['get', 'kind'], 'border', 0.8, 0.6] },
    },
    before,
  );
}

/** The map's own layers: land, coast, zones. The farms are drawn on their own canvas above them (`FarmCanvas`). */
function addLayers(map: GLMap, palette: MapPalette, initial: InitialData) {
  addLand(map, palette, { source: SOURCE.land, fill: LAYER.land, coast: LAYER.coast }, initial.land);
  map.addSource(SOURCE.zones, { type: 'geojson', data: initial.zones });
  map.addLayer({
    id: LAYER.zonesFill,
    type: 'fill',
    source: SOURCE.zones,
    // The dashed outline draws the edge, so no fill antialiasing.
    paint: {
      'fill-color': zoneFillColour(
        palette,
        initial.zones.features.some((feature) => feature.properties?.['fill'] !== null),
      ) as never,
      'fill-opacity': 0.35,
      'fill-antialias': false,
    },
  });
  map.addLayer({
    id: LAYER.zonesLine,
    type: 'line',
    source: SOURCE.zones,
    paint: { 'line-color': palette.zoneLine, 'line-width': 1.4, 'line-dasharray': [3, 2] },
  });
}

/** The WebGL part of FarmMap: loaded lazily together with the engine. */
export function FarmMapGL(props: FarmMapGLProps) {
  const {
    engine,
    land,
    features,
    zones,
    scale,
    palette,
    labels,
    basemap,
    tileUrl,
    satelliteTileUrl,
    mapboxAccessToken,
    focusFarmId,
    popupFarmId,
    onPopupFarmIdChange,
    renderPopup,
    initialBounds,
    onBoundsChange,
    onIdle,
    onMapLoad,
    controls,
    fitKey,
  } = props;
  const { Map, Popup } = engine;
  const mapRef = useRef<MapRef>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<GLMap | null>(null);
  const farmCanvas = useRef<FarmCanvas | null>(null);
  // The detailed land: not asked for, on its way, on the map, or not to be had. The palette it is added with is the current one.
  const landDetail = useRef<'none' | 'loading' | 'added' | 'failed'>('none');
  const paletteRef = useRef(palette);
  const mounted = useRef(false);
  useEffect(() => {
    paletteRef.current = palette;
  }, [palette]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Fetches the detailed land once the view nears zoom 6 and puts it in place of the overview from there on. */
  const watchLandDetail = (target: GLMap) => {
    const check = () => {
      if (landDetail.current !== 'none' || target.getZoom() < LAND_DETAIL_PREFETCH_ZOOM) return;
      landDetail.current = 'loading';
      target.off('zoom', check);
      void loadDetailedLand().then(
        (detailed) => {
          if (!mounted.current || !target.getLayer(LAYER.land)) return;
          addLand(
            target,
            paletteRef.current,
            { source: SOURCE.landDetail, fill: LAYER.landDetail, coast: LAYER.coastDetail },
            detailed,
            LAND_DETAIL_ZOOM,
            target.getLayer(LAYER.raster) ? LAYER.raster : LAYER.zonesFill,
          );
          target.setLayerZoomRange(LAYER.land, 0, LAND_DETAIL_ZOOM);
          target.setLayerZoomRange(LAYER.coast, 0, LAND_DETAIL_ZOOM);
          landDetail.current = 'added';
        },
        () => {
          // Not loaded (offline without the asset cached): the overview land stays at every zoom, and one more frame
          // brings the `idle` that was held back while the detail was on its way.
          landDetail.current = 'failed';
          if (mounted.current) target.triggerRepaint();
        },
      );
    };
    target.on('zoom', check);
    check();
  };

  // The first view: the given bounds, else the points, else the zones, else the spec's default centre.
  const [mapStyle] = useState(emptyStyle);
  const [initialViewState] = useState(() => {
    const fit =
      initialBounds ??
      boundsOf(features) ??
      boundsOf(zones.flatMap((zone) => zone.ring.map(([lon, lat]) => ({ lon, lat }))));
    return fit
      ? {
          bounds: [fit.sw, fit.ne] as [[number, number], [number, number]],
          fitBoundsOptions: { padding: MAP_FIT_PADDING },
        }
      : { longitude: MAP_DEFAULT_CENTER[0], latitude: MAP_DEFAULT_CENTER[1], zoom: MAP_MIN_ZOOM };
  });

  // Raster tiles over the land when a URL is configured for the chosen basemap.
  useEffect(() => {
    if (!map) return;
    const url = basemap === 'satellite' ? satelliteTileUrl : basemap === 'streets' ? tileUrl : undefined;
    if (map.getLayer(LAYER.raster)) map.removeLayer(LAYER.raster);
    if (map.getSource(SOURCE.raster)) map.removeSource(SOURCE.raster);
    if (!url) return;
    map.addSource(SOURCE.raster, { type: 'raster', tiles: [url], tileSize: 256 });
    map.addLayer({ id: LAYER.raster, type: 'raster', source: SOURCE.raster }, LAYER.zonesFill);
  }, [map, basemap, tileUrl, satelliteTileUrl]);

  // Colours follow the theme and the scale.
  useEffect(() => {
    if (!map) return;
    for (const id of [LAYER.land, LAYER.landDetail])
      if (map.getLayer(id)) map.setPaintProperty(id, 'fill-color', palette.land);
    for (const id of [LAYER.coast, LAYER.coastDetail])
      if (map.getLayer(id)) map.setPaintProperty(id, 'line-color', palette.coast);
    map.setPaintProperty(LAYER.zonesLine, 'line-color', palette.zoneLine);
  }, [map, palette]);

  useEffect(() => {
    if (!map) return;
    const ownFills = zones.some((zone) => zone.fill !== undefined);
    map.setPaintProperty(LAYER.zonesFill, 'fill-color', zoneFillColour(palette, ownFills) as never);
  }, [map, palette, zones]);

  // The zones the map started with are already in its source.
  const appliedZones = useRef<readonly MapZone[] | null>(null);
  useEffect(() => {
    if (!map || appliedZones.current === zones) return;
    map.getSource<GeoJSONSource>(SOURCE.zones)?.setData(zoneCollection(zones));
    appliedZones.current = zones;
  }, [map, zones]);

  // The farms, their colours and the focus ring on the farm canvas, made once the map is there: a change redraws
  // the farm canvas only (before the browser paints), not the map under it.
  useLayoutEffect(() => {
    if (!map) return;
    const state = { features, scale, palette, focusFarmId };
    if (farmCanvas.current) farmCanvas.current.update(state);
    else farmCanvas.current = new FarmCanvas(map, state);
  }, [map, features, scale, palette, focusFarmId]);
  // While the map is idle an opaque copy of its frame stands in for its transparent canvas (cheaper to composite
  // when only the farm canvas changes).
  useLayoutEffect(() => {
    if (!map) return;
    const snapshot = new IdleSnapshot(map, () => paletteRef.current.water);
    return () => snapshot.remove();
  }, [map]);
  // The farm canvas goes with the map (and is made again if effects re-run, e.g. in React's strict mode).
  useLayoutEffect(
    () => () => {
      farmCanvas.current?.remove();
      farmCanvas.current = null;
    },
    [map],
  );

  // Focus: fly to the farm at zoom 11 in 0.5 s (the farm canvas rings it).
  useEffect(() => {
    if (!map) return;
    const farm = focusFarmId ? features.find((feature) => feature.id === focusFarmId) : undefined;
    if (farm) map.flyTo({ center: [farm.lon, farm.lat], zoom: MAP_FOCUS_ZOOM, duration: MAP_FLY_MS });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fly only when the focus changes, not when the week's values change
  }, [map, focusFarmId]);

  // An open popup is kept clear of the overlays: once the map has stopped (after the fly to a searched farm).
  useEffect(() => {
    const root = containerRef.current?.parentElement;
    if (!map || !popupFarmId || !root) return;
    const clear = () => keepPopupClear(map, root);
    if (map.isMoving()) {
      map.once('moveend', clear);
      return () => {
        map.off('moveend', clear);
      };
    }
    const frame = requestAnimationFrame(clear);
    return () => cancelAnimationFrame(frame);
  }, [map, popupFarmId]);

  // A new fit key (new filters): the map fits the farms shown, no closer than the focus zoom.
  const fittedKey = useRef(fitKey);
  useEffect(() => {
    if (!map || fittedKey.current === fitKey) return;
    fittedKey.current = fitKey;
    const fit = boundsOf(features);
    if (fit)
      map.fitBounds([fit.sw, fit.ne], { padding: MAP_FIT_PADDING, maxZoom: MAP_FOCUS_ZOOM, duration: MAP_FLY_MS });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fit when the key changes, not when the week's values change
  }, [map, fitKey]);

  // Resize with the container, debounced 300 ms.
  useEffect(() => {
    const container = containerRef.current;
    if (!map || !container || typeof ResizeObserver === 'undefined') return;
    // The observer also reports the size it starts with: a resize to the same size would only cost a full repaint.
    const resize = debounce(() => {
      const canvas = map.getCanvas();
      if (canvas.clientWidth === container.clientWidth && canvas.clientHeight === container.clientHeight) return;
      map.resize();
    }, MAP_RESIZE_DEBOUNCE_MS);
    const observer = new ResizeObserver(() => resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      resize.cancel();
    };
  }, [map]);

  // Move end, debounced 100 ms, reports the corners rounded to 6 decimals. The callback is read when the report
  // fires: a new callback on every render (playback renders every step) must not cancel a pending report.
  const onBoundsChangeRef = useRef(onBoundsChange);
  useLayoutEffect(() => {
    onBoundsChangeRef.current = onBoundsChange;
  }, [onBoundsChange]);
  const reportBounds = useRef<((target: GLMap) => void) | null>(null);
  useEffect(() => {
    const report = debounce((target: GLMap) => {
      const bounds = target.getBounds();
      onBoundsChangeRef.current?.(toMapBounds(bounds.getNorthEast(), bounds.getSouthWest()));
    }, MAP_MOVE_END_DEBOUNCE_MS);
    reportBounds.current = report;
    return () => report.cancel();
  }, []);

  const popupFarm = popupFarmId ? features.find((feature) => feature.id === popupFarmId) : undefined;

  const zoomBy = (delta: number) => {
    if (!map) return;
    const zoom = Math.min(MAP_MAX_ZOOM, Math.max(MAP_MIN_ZOOM, map.getZoom() + delta));
    map.easeTo({ zoom: Math.round(zoom / MAP_ZOOM_STEP) * MAP_ZOOM_STEP, duration: MAP_FLY_MS });
  };

  const buttonStyle: CSSProperties = {
    width: 32,
    height: 32,
    border: `1px solid ${palette.panelBorder}`,
    borderRadius: 4,
    background: palette.panel,
    color: palette.panelText,
    font: 'inherit',
    fontSize: 18,
    lineHeight: '28px',
    cursor: 'pointer',
  };

  return (
    <div ref={containerRef} style={{ position: 'absolute', inset: 0 }}>
      <Map
        ref={mapRef}
        mapStyle={mapStyle}
        initialViewState={initialViewState}
        minZoom={MAP_MIN_ZOOM}
        // The offline land is clipped to the Nordic box: with no tiles the view stays inside it. Null (not in
        // react-map-gl's type) is passed on to setMaxBounds(null), which clears the bounds; undefined would keep them.
        maxBounds={(basemap === 'offline' ? NORDIC_MAX_BOUNDS : null) as never}
        maxZoom={MAP_MAX_ZOOM}
        trackResize={false}
        // No symbol fade-in: labels appear with their markers, and a week change settles in one frame.
        fadeDuration={0}
        attributionControl={false}
        locale={{ 'Map.Title': labels.region }}
        {...(mapboxAccessToken ? { mapboxAccessToken } : {})}
        style={{ position: 'absolute', inset: 0 }}
        onLoad={(event) => {
          const target = event.target;
          skipInvisibleSky(target);
          // The sources start with their data (one round of tiles).
          addLayers(target, palette, { land, zones: zoneCollection(zones) });
          appliedZones.current = zones;
          watchLandDetail(target);
          setMap(target);
          onMapLoad?.(target);
        }}
        onMoveEnd={(event) => reportBounds.current?.(event.target)}
        onIdle={(event) => {
          // Zoomed in while the detailed land is still on its way: the view is not finished yet.
          if (landDetail.current === 'loading' && event.target.getZoom() >= LAND_DETAIL_ZOOM) return;
          // `data-drawn` tells tests and screenshots that the basemap and data are on screen.
          containerRef.current?.setAttribute('data-drawn', 'true');
          onIdle?.();
        }}
        // Hover and click hit the farms in the farm canvas: the nearest marker under the pointer, at its drawn size.
        onClick={(event: MapMouseEvent) => {
          onPopupFarmIdChange(farmCanvas.current?.farmAt(event.point)?.id ?? null);
        }}
        onMouseMove={(event: MapMouseEvent) => {
          const style = event.target.getCanvas().style;
          const cursor = farmCanvas.current?.farmAt(event.point) ? 'pointer' : '';
          if (style.cursor !== cursor) style.cursor = cursor;
        }}
        onMouseOut={(event: MapMouseEvent) => {
          event.target.getCanvas().style.cursor = '';
        }}
      >
        {popupFarm && (
          <Popup
            longitude={popupFarm.lon}
            latitude={popupFarm.lat}
            closeButton={false}
            closeOnClick={false}
            maxWidth="300px"
            // Always above its farm: the map is panned to make room (keepPopupClear), the popup never flips.
            anchor="bottom"
            offset={POPUP_OFFSET}
            onClose={() => onPopupFarmIdChange(null)}
          >
            {renderPopup(popupFarm)}
          </Popup>
        )}
      </Map>
      <div
        data-map-overlay=""
        style={{ position: 'absolute', top: 12, right: 12, display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        <button type="button" aria-label={labels.zoomIn} style={buttonStyle} onClick={() => zoomBy(MAP_ZOOM_STEP * 5)}>
          +
        </button>
        <button
          type="button"
          aria-label={labels.zoomOut}
          style={buttonStyle}
          onClick={() => zoomBy(-MAP_ZOOM_STEP * 5)}
        >
          −
        </button>
        {controls}
      </div>
    </div>
  );
}
