/*
 * The farm markers on a 2D canvas of their own, above the map's WebGL canvas and below its popups and controls.
 * A change of values (a week step), of the focus or of the colours redraws only this canvas: the map itself (land,
 * coast, zones) does not repaint, which on a software renderer is a whole frame of the map. The canvas follows the
 * map's camera by redrawing on the map's `render` event (the frame the map has just drawn), re-projecting the farms
 * only when the camera or the size has changed since the last frame.
 */
import { drawFarmScene, farmColours, farmHitRadius, hitTest, type ProjectedFarms } from './farmLayer.ts';
import type { MapPalette } from './mapPalette.ts';
import type { MapColorScale, MapPointFeature } from './types.ts';

/** The engine calls the farm canvas needs (maplibre-gl and mapbox-gl both have them). */
export interface FarmCanvasMap {
  project(lngLat: [number, number]): { x: number; y: number };
  getZoom(): number;
  getCenter(): { lng: number; lat: number };
  getBearing(): number;
  getPitch(): number;
  getCanvas(): HTMLCanvasElement;
  getCanvasContainer(): HTMLElement;
  getPixelRatio?(): number;
  on(type: 'render', listener: () => void): unknown;
  off(type: 'render', listener: () => void): unknown;
}

/** What the farm layer shows. */
export interface FarmCanvasState {
  features: readonly MapPointFeature[];
  scale: MapColorScale;
  palette: MapPalette;
  focusFarmId: string | null;
}

/** True when two feature lists have the same points in the same order (a week step: only values differ). */
export const samePositions = (a: readonly MapPointFeature[], b: readonly MapPointFeature[]): boolean =>
  a === b ||
  (a.length === b.length &&
    a.every((feature, i) => {
      const other = b[i] as MapPointFeature;
      return feature.id === other.id && feature.lon === other.lon && feature.lat === other.lat;
    }));

const emptyProjection = (): ProjectedFarms => ({ x: new Float64Array(0), y: new Float64Array(0) });

export class FarmCanvas {
  /** The overlay canvas (class `havbruk-farm-canvas`); pointer events go through it to the map. */
  readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D | null;
  private state: FarmCanvasState;
  private colours: readonly string[] = [];
  private focus = -1;
  private projected: ProjectedFarms = emptyProjection();
  /** The camera and size the projection was made for; '' when the points must be projected again. */
  private projectedFor = '';
  /** Whether the canvas shows the current state at the current camera. */
  private current = false;
  private readonly onRender = () => this.draw();

  constructor(
    private readonly map: FarmCanvasMap,
    state: FarmCanvasState,
  ) {
    this.state = state;
    this.colours = farmColours(state.features, state.scale, state.palette);
    this.focus = this.indexOf(state.focusFarmId);
    const canvas = document.createElement('canvas');
    canvas.className = 'havbruk-farm-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none' });
    this.canvas = canvas;
    this.context = canvas.getContext('2d', { willReadFrequently: true });
    map.getCanvasContainer().appendChild(canvas);
    map.on('render', this.onRender);
    this.draw();
  }

  /** Shows a new state; with the same points as before (a week step) the projection is kept. Draws at once. */
  update(next: FarmCanvasState): void {
    const previous = this.state;
    if (
      previous.features === next.features &&
      previous.scale === next.scale &&
      previous.palette === next.palette &&
      previous.focusFarmId === next.focusFarmId
    )
      return;
    if (!samePositions(previous.features, next.features)) this.projectedFor = '';
    if (previous.features !== next.features || previous.scale !== next.scale || previous.palette !== next.palette)
      this.colours = farmColours(next.features, next.scale, next.palette);
    this.state = next;
    this.focus = this.indexOf(next.focusFarmId);
    this.current = false;
    this.draw();
  }

  /** The farm drawn under a point of the map (CSS px from its top-left corner): nearest centre wins. */
  farmAt(point: { x: number; y: number }): MapPointFeature | undefined {
    this.project();
    const index = hitTest(this.projected, point.x, point.y, farmHitRadius(this.map.getZoom()));
    return index < 0 ? undefined : this.state.features[index];
  }

  /** Redraws if the camera, the size or the state changed since the last frame (the map's `render` calls this). */
  draw(): void {
    this.project();
    if (this.current || !this.context) return;
    const { width, height, pixelRatio } = this.size();
    const deviceWidth = Math.round(width * pixelRatio);
    const deviceHeight = Math.round(height * pixelRatio);
    if (this.canvas.width !== deviceWidth || this.canvas.height !== deviceHeight) {
      this.canvas.width = deviceWidth;
      this.canvas.height = deviceHeight;
      this.canvas.style.width = `${width}px`;
      this.canvas.style.height = `${height}px`;
    }
    drawFarmScene(this.context, {
      features: this.state.features,
      colours: this.colours,
      projected: this.projected,
      zoom: this.map.getZoom(),
      width,
      height,
      pixelRatio,
      palette: this.state.palette,
      focus: this.focus,
    });
    this.current = true;
  }

  remove(): void {
    this.map.off('render', this.onRender);
    this.canvas.remove();
  }

  private indexOf(id: string | null): number {
    return id === null ? -1 : this.state.features.findIndex((feature) => feature.id === id);
  }

  private size() {
    const glCanvas = this.map.getCanvas();
    return {
      width: glCanvas.clientWidth,
      height: glCanvas.clientHeight,
      pixelRatio: this.map.getPixelRatio?.() ?? globalThis.devicePixelRatio ?? 1,
    };
  }

  /** Projects the points again when the camera or the size moved since they were projected. */
  private project(): void {
    const { map } = this;
    const center = map.getCenter();
    const { width, height, pixelRatio } = this.size();
    const camera = [
      center.lng,
      center.lat,
      map.getZoom(),
      map.getBearing(),
      map.getPitch(),
      width,
      height,
      pixelRatio,
    ].join();
    if (camera === this.projectedFor) return;
    const { features } = this.state;
    const x = new Float64Array(features.length);
    const y = new Float64Array(features.length);
    features.forEach((feature, i) => {
      const point = map.project([feature.lon, feature.lat]);
      x[i] = point.x;
      y[i] = point.y;
    });
    this.projected = { x, y };
    this.projectedFor = camera;
    this.current = false;
  }
}
