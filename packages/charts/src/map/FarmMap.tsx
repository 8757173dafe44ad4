import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useChartTheme, type ChartTheme } from '../theme/index.ts';
import { FarmFinder } from './FarmFinder.tsx';
import type { FarmMapGL } from './FarmMapGL.tsx';
import { loadMapEngine, type MapEngine } from './engine.ts';
import type { NordicLandFeatures } from './nordicLand.ts';
import { mapPalette, type MapPalette } from './mapPalette.ts';
import { scaleGradient } from './scale.ts';
import type {
  FarmMapLabels,
  MapBasemap,
  MapBounds,
  MapColorScale,
  MapLegend,
  MapPointFeature,
  MapRestyleMethod,
  MapZone,
  RenderMapPopup,
} from './types.ts';

export interface FarmMapProps {
  /** The points (farms) with this period's values. Pass a new array when the week changes. */
  features: readonly MapPointFeature[];
  /** How values become colours (see `themeScale`). */
  scale: MapColorScale;
  /** Every text the map shows or announces. */
  labels: FarmMapLabels;
  /** Zone outlines drawn under the points (Havbruk passes its production areas). */
  zones?: readonly MapZone[];
  /** The legend bar; none when absent. */
  legend?: MapLegend;
  /** Attribution of the basemap data, shown in the corner (e.g. "Natural Earth"). */
  attribution?: string;
  /** Raster tile URL template (`{z}/{x}/{y}`) of the street basemap. Without it the offline basemap is used. */
  tileUrl?: string;
  /** Raster tile URL template of the satellite basemap; when given, a satellite toggle is shown. */
  satelliteTileUrl?: string;
  basemap?: MapBasemap;
  defaultBasemap?: MapBasemap;
  onBasemapChange?: (basemap: MapBasemap) => void;
  /** With a Mapbox token the map runs on mapbox-gl, otherwise on maplibre-gl. */
  mapboxAccessToken?: string;
  /** The focused point: ringed, and the map flies to it at zoom 11. */
  focusFarmId?: string | null;
  defaultFocusFarmId?: string | null;
  onFocusFarmIdChange?: (id: string | null) => void;
  /** The point whose popup is open. */
  popupFarmId?: string | null;
  defaultPopupFarmId?: string | null;
  onPopupFarmIdChange?: (id: string | null) => void;
  /** Popup content; by default the point's label, its inactive label when fallow, and its `popupRows`. */
  renderPopup?: RenderMapPopup;
  /** The first view (e.g. from the URL's ne/sw); by default the points are fitted with 50 px padding. */
  initialBounds?: MapBounds;
  /** Reported 100 ms after the map stops moving, corners rounded to 6 decimals. */
  onBoundsChange?: (bounds: MapBounds) => void;
  /**
   * Kept for existing callers; no longer changes anything. The farms are drawn on their own canvas over the map, so a
   * change of values redraws that canvas only, whichever method is given.
   */
  restyle?: MapRestyleMethod;
  /**
   * Called each time the map (land, coast, zones) has finished drawing, with the farms on it. A change of `features`
   * only redraws the farm canvas and does not call it.
   */
  onIdle?: () => void;
  /** The engine's map instance once loaded (benchmarks: a forced repaint with `triggerRepaint`). */
  onMapLoad?: (map: unknown) => void;
  theme?: ChartTheme;
  /** Height of the map; it fills its container's width. */
  height?: number | string;
  /** A change of this value (not the first) fits the map to the features, e.g. the applied filters. */
  fitKey?: unknown;
  /**
   * Overlays drawn over the map (e.g. a timeline bar). An overlay marked `data-map-overlay` is one an opened popup
   * is kept clear of (the map pans), as the finder, the legend and the zoom buttons are.
   */
  children?: ReactNode;
}

type Loaded = { GL: typeof FarmMapGL; engine: MapEngine; land: NordicLandFeatures };

/** Controlled or uncontrolled state, as Radix's useControllableState. */
function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState(defaultValue);
  const current = value === undefined ? inner : value;
  const set = useCallback(
    (next: T) => {
      if (value === undefined) setInner(next);
      onChange?.(next);
    },
    [value, onChange],
  );
  return [current, set] as const;
}

function DefaultPopup({
  feature,
  labels,
  palette,
  onClose,
}: {
  feature: MapPointFeature;
  labels: FarmMapLabels;
  palette: MapPalette;
  onClose: () => void;
}) {
  return (
    <div style={{ minWidth: 200, maxWidth: 300, color: palette.panelText, fontSize: 13 }}>
      <div style={{ display: 'flex', alignItems: 'start', gap: 8 }}>
        <p style={{ margin: 0, fontWeight: 600, flex: 1 }}>{feature.label}</p>
        <button
          type="button"
          aria-label={labels.closePopup}
          onClick={onClose}
          style={{
            border: 'none',
            background: 'transparent',
            color: palette.panelText,
            font: 'inherit',
            fontSize: 18,
            lineHeight: 1,
            cursor: 'pointer',
          }}
        >
          ×
        </button>
      </div>
      {feature.isFallow ? <p style={{ margin: '6px 0 0' }}>{labels.inactive}</p> : null}
      {feature.popupRows?.length ? (
        <table style={{ marginTop: 6, borderCollapse: 'collapse', width: '100%' }}>
          <tbody>
            {feature.popupRows.map((row) => (
              <tr key={row.label}>
                <th
                  scope="row"
                  style={{ textAlign: 'left', fontWeight: 400, padding: '2px 8px 2px 0', verticalAlign: 'top' }}
                >
                  {row.label}
                </th>
                <td style={{ textAlign: 'right', padding: '2px 0', fontVariantNumeric: 'tabular-nums' }}>
                  {row.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

function Legend({ legend, scale, palette }: { legend: MapLegend; scale: MapColorScale; palette: MapPalette }) {
  const id = useId();
  return (
    <figure
      aria-labelledby={id}
      data-map-overlay=""
      style={{
        position: 'absolute',
        left: 12,
        bottom: 28,
        margin: 0,
        padding: '8px 10px',
        width: 'min(260px, calc(100% - 24px))',
        boxSizing: 'border-box',
        background: palette.panel,
        color: palette.panelText,
        border: `1px solid ${palette.panelBorder}`,
        borderRadius: 6,
        fontSize: 12,
      }}
    >
      <figcaption id={id} style={{ fontWeight: 600, marginBottom: 4 }}>
        {legend.title}
      </figcaption>
      <div aria-hidden="true" style={{ height: 10, borderRadius: 5, background: scaleGradient(scale) }} />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 2 }}>
        <span>{legend.startLabel}</span>
        <span>{legend.endLabel}</span>
      </div>
    </figure>
  );
}

/**
 * The farm map: points coloured by a value through a legend scale, fallow points grey, inner
 * labels (initials), zone outlines, raster tiles or an offline basemap, popups, a keyboard
 * finder (when there is more than one farm), a legend. The map engine (maplibre-gl, or mapbox-gl with a token) and the WebGL part
 * are loaded on first render with a dynamic import, so they are never in a first bundle.
 */
export function FarmMap(props: FarmMapProps) {
  const { features, scale, labels, zones, legend, attribution, tileUrl, satelliteTileUrl, mapboxAccessToken } = props;
  const theme = useChartTheme(props.theme);
  const palette = useMemo(() => mapPalette(theme), [theme]);
  const [basemap, setBasemap] = useControllable<MapBasemap>(
    props.basemap,
    props.defaultBasemap ?? (tileUrl ? 'streets' : 'offline'),
    props.onBasemapChange,
  );
  const [focusFarmId, setFocusFarmId] = useControllable<string | null>(
    props.focusFarmId,
    props.defaultFocusFarmId ?? null,
    props.onFocusFarmIdChange,
  );
  const [popupFarmId, setPopupFarmId] = useControllable<string | null>(
    props.popupFarmId,
    props.defaultPopupFarmId ?? null,
    props.onPopupFarmIdChange,
  );
  const kind = mapboxAccessToken ? 'mapbox' : 'maplibre';
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    // The offline land is fetched beside the engine (not after the map's load): the map starts with it.
    void Promise.all([
      import('./FarmMapGL.tsx'),
      loadMapEngine(kind),
      import('./offlineLand.ts').then((module) => module.loadOfflineLand()),
    ]).then(([module, engine, land]) => {
      if (live) setLoaded({ GL: module.FarmMapGL, engine, land });
    });
    return () => {
      live = false;
    };
  }, [kind]);

  const renderPopup =
    props.renderPopup ??
    ((feature: MapPointFeature) => (
      <DefaultPopup feature={feature} labels={labels} palette={palette} onClose={() => setPopupFarmId(null)} />
    ));

  const satelliteOn = basemap === 'satellite';
  const satelliteToggle = satelliteTileUrl ? (
    <button
      type="button"
      aria-pressed={satelliteOn}
      onClick={() => setBasemap(satelliteOn ? (tileUrl ? 'streets' : 'offline') : 'satellite')}
      style={{
        marginTop: 8,
        padding: '6px 8px',
        border: `1px solid ${palette.panelBorder}`,
        borderRadius: 4,
        background: satelliteOn ? palette.panelText : palette.panel,
        color: satelliteOn ? palette.panel : palette.panelText,
        font: 'inherit',
        fontSize: 12,
        cursor: 'pointer',
      }}
    >
      {labels.satellite}
    </button>
  ) : null;

  return (
    <div
      className="havbruk-farm-map"
      data-state={loaded ? 'ready' : 'loading'}
      data-basemap={basemap}
      style={{
        position: 'relative',
        width: '100%',
        height: props.height ?? '100%',
        minHeight: 240,
        overflow: 'hidden',
        background: palette.water,
        fontFamily: theme.fontFamily,
        ['--farm-map-panel' as string]: palette.panel,
        ['--farm-map-panel-text' as string]: palette.panelText,
      }}
    >
      <style>{`
.havbruk-farm-map .maplibregl-popup-content, .havbruk-farm-map .mapboxgl-popup-content {
  background: var(--farm-map-panel); color: var(--farm-map-panel-text); padding: 10px 12px; border-radius: 6px;
}
.havbruk-farm-map .maplibregl-popup-tip, .havbruk-farm-map .mapboxgl-popup-tip {
  border-top-color: var(--farm-map-panel); border-bottom-color: var(--farm-map-panel);
}
.havbruk-farm-map canvas:focus-visible { outline: 3px solid var(--farm-map-panel-text); outline-offset: -3px; }
.havbruk-farm-map canvas:focus-visible ~ .havbruk-farm-canvas { outline: 3px solid var(--farm-map-panel-text); outline-offset: -3px; }`}</style>
      {loaded ? (
        <loaded.GL
          engine={loaded.engine}
          land={loaded.land}
          features={features}
          zones={zones ?? []}
          scale={scale}
          palette={palette}
          labels={labels}
          basemap={basemap}
          {...(tileUrl ? { tileUrl } : {})}
          {...(satelliteTileUrl ? { satelliteTileUrl } : {})}
          {...(mapboxAccessToken ? { mapboxAccessToken } : {})}
          focusFarmId={focusFarmId}
          popupFarmId={popupFarmId}
          onPopupFarmIdChange={setPopupFarmId}
          renderPopup={renderPopup}
          {...(props.initialBounds ? { initialBounds: props.initialBounds } : {})}
          {...(props.onBoundsChange ? { onBoundsChange: props.onBoundsChange } : {})}
          {...(props.onIdle ? { onIdle: props.onIdle } : {})}
          {...(props.onMapLoad ? { onMapLoad: props.onMapLoad } : {})}
          controls={satelliteToggle}
          {...(props.fitKey === undefined ? {} : { fitKey: props.fitKey })}
        />
      ) : (
        <p
          role="status"
          style={{
            position: 'absolute',
            inset: 0,
            margin: 0,
            display: 'grid',
            placeItems: 'center',
            color: palette.panelText,
          }}
        >
          <span style={{ background: palette.panel, padding: '6px 10px', borderRadius: 6 }}>{labels.loading}</span>
        </p>
      )}
      {/* A map of one farm has nothing to find. */}
      {features.length > 1 ? (
        <FarmFinder
          features={features}
          labels={labels}
          palette={palette}
          onChoose={(id) => {
            setFocusFarmId(id);
            setPopupFarmId(id);
          }}
        />
      ) : null}
      {legend ? <Legend legend={legend} scale={scale} palette={palette} /> : null}
      {attribution ? (
        <small
          data-map-overlay=""
          style={{
            position: 'absolute',
            right: 4,
            bottom: 4,
            padding: '1px 6px',
            background: palette.panel,
            color: palette.panelText,
            borderRadius: 4,
            fontSize: 11,
          }}
        >
          {attribution}
        </small>
      ) : null}
      {props.children}
    </div>
  );
}
