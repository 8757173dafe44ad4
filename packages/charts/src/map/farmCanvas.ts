/*
 * The farm markers on 2D canvases of their own, above the map's WebGL canvas and below its popups and controls.
 * A change of values (a week step), of the focus or of the colours redraws only these canvases: the map itself
 * (land, coast, zones) does not repaint, which on a software renderer is a whole frame of the map. The canvases
 * follow the map's camera by redrawing on the map's `render` event (the frame the map has just drawn), projecting
 * the farms again only when the camera or the size has changed since the last frame.
 *
 * The layer is a grid of tile canvases (`FARM_TILE_SIZE` CSS px): a week step redraws only the tiles holding a farm
 * whose colour changed, and tiles without farms are hidden, so the browser composites only the changed part of the
 * screen (on a software renderer compositing costs by the area that changed).
 */
import {
  bucketFarms,
  drawFarmTile,
  farmColours,
  farmExtent,
  farmHitRadius,
  hitTest,
  mercatorX,
  mercatorY,
  projectAffine,
  type ProjectedFarms,
} from './farmLayer.ts';
import type { MapPalette } from './mapPalette.ts';
import type { MapColorScale, MapPointFeature } from './types.ts';

/** Side of a tile canvas, CSS px. */
export const FARM_TILE_SIZE = 256;
/**
 * How far (CSS px) each tile canvas reaches over its neighbours, drawing the same pixels there. The compositor
 * blends a canvas's edge pixels when it is not on whole device pixels (a pixel ratio such as 1.25): overlapping
 * tiles that draw the same content hide that seam.
 */
export const FARM_TILE_OVERLAP = 2;

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

interface Tile {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D | null;
  /** Place in device px. */
  left: number;
  top: number;
  width: number;
  height: number;
  indices: number[];
  /** Whether the tile shows the current state. */
  current: boolean;
}

export class FarmCanvas {
  /** The layer (class `havbruk-farm-canvas`) holding the tile canvases; pointer events go through to the map. */
  readonly element: HTMLDivElement;
  private state: FarmCanvasState;
  private colours: readonly string[] = [];
  private focus = -1;
  private projected: ProjectedFarms = emptyProjection();
  /** The farms in Mercator (made again with a new set of points). */
  private mercator: { features: readonly MapPointFeature[]; mx: Float64Array; my: Float64Array } | null = null;
  /** The camera and size the projection and tiles were made for; '' when they must be made again. */
  private projectedFor = '';
  private tiles: Tile[] = [];
  /** Grid size and pixel ratio the tiles were made for. */
  private gridFor = '';
  private readonly onRender = () => this.draw();

  constructor(
    private readonly map: FarmCanvasMap,
    state: FarmCanvasState,
  ) {
    this.state = state;
    this.colours = farmColours(state.features, state.scale, state.palette);
    this.focus = this.indexOf(state.focusFarmId);
    const element = document.createElement('div');
    element.className = 'havbruk-farm-canvas';
    element.setAttribute('aria-hidden', 'true');
    Object.assign(element.style, { position: 'absolute', inset: '0', pointerEvents: 'none', overflow: 'hidden' });
    this.element = element;
    map.getCanvasContainer().appendChild(element);
    map.on('render', this.onRender);
    this.draw();
  }

  /**
   * Shows a new state and draws it at once. With the same points as before (a week step) only the tiles holding a
   * farm whose colour changed are redrawn; other changes redraw every tile.
   */
  update(next: FarmCanvasState): void {
    const previous = this.state;
    if (
      previous.features === next.features &&
      previous.scale === next.scale &&
      previous.palette === next.palette &&
      previous.focusFarmId === next.focusFarmId
    )
      return;
    const colours =
      previous.features !== next.features || previous.scale !== next.scale || previous.palette !== next.palette
        ? farmColours(next.features, next.scale, next.palette)
        : this.colours;
    const sameDrawing =
      samePositions(previous.features, next.features) &&
      previous.focusFarmId === next.focusFarmId &&
      previous.palette === next.palette &&
      next.features.every((feature, i) => feature.initials === previous.features[i]?.initials);
    if (sameDrawing) {
      for (const tile of this.tiles)
        if (tile.current && tile.indices.some((i) => colours[i] !== this.colours[i])) tile.current = false;
    } else this.projectedFor = '';
    this.colours = colours;
    this.state = next;
    this.focus = this.indexOf(next.focusFarmId);
    this.draw();
  }

  /** The farm drawn under a point of the map (CSS px from its top-left corner): nearest centre wins. */
  farmAt(point: { x: number; y: number }): MapPointFeature | undefined {
    this.project();
    const index = hitTest(this.projected, point.x, point.y, farmHitRadius(this.map.getZoom()));
    return index < 0 ? undefined : this.state.features[index];
  }

  /** Redraws the tiles that do not show the current state at the current camera (the map's `render` calls this). */
  draw(): void {
    this.project();
    const scene = {
      features: this.state.features,
      colours: this.colours,
      projected: this.projected,
      zoom: this.map.getZoom(),
      palette: this.state.palette,
      focus: this.focus,
    };
    const { pixelRatio } = this.size();
    for (const tile of this.tiles) {
      if (tile.current) continue;
      tile.current = true;
      const shown = tile.indices.length > 0;
      tile.canvas.style.display = shown ? '' : 'none';
      if (shown && tile.context) drawFarmTile(tile.context, scene, { ...tile, pixelRatio });
    }
  }

  remove(): void {
    this.map.off('render', this.onRender);
    this.element.remove();
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

  /** Makes the grid of tile canvases for the map's size (again when the size or the pixel ratio changed). */
  private layOut(width: number, height: number, pixelRatio: number): { columns: number; rows: number } {
    const columns = Math.max(1, Math.ceil(width / FARM_TILE_SIZE));
    const rows = Math.max(1, Math.ceil(height / FARM_TILE_SIZE));
    const grid = [width, height, pixelRatio].join();
    if (grid === this.gridFor) return { columns, rows };
    for (const tile of this.tiles) tile.canvas.remove();
    this.tiles = [];
    const device = (css: number) => Math.round(css * pixelRatio);
    for (let row = 0; row < rows; row += 1)
      for (let column = 0; column < columns; column += 1) {
        // Tile edges on whole device pixels, reaching over the neighbours by the overlap (within the map).
        const left = device(Math.max(0, column * FARM_TILE_SIZE - FARM_TILE_OVERLAP));
        const top = device(Math.max(0, row * FARM_TILE_SIZE - FARM_TILE_OVERLAP));
        const tileWidth = device(Math.min(width, (column + 1) * FARM_TILE_SIZE + FARM_TILE_OVERLAP)) - left;
        const tileHeight = device(Math.min(height, (row + 1) * FARM_TILE_SIZE + FARM_TILE_OVERLAP)) - top;
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, tileWidth);
        canvas.height = Math.max(1, tileHeight);
        Object.assign(canvas.style, {
          position: 'absolute',
          left: `${left / pixelRatio}px`,
          top: `${top / pixelRatio}px`,
          width: `${tileWidth / pixelRatio}px`,
          height: `${tileHeight / pixelRatio}px`,
          display: 'none',
        });
        this.element.appendChild(canvas);
        // A software canvas: drawn on the page's thread and handed over as a bitmap. An accelerated canvas on a
        // software WebGL (SwiftShader) cost three times the GPU-process time for the same markers.
        const context = canvas.getContext('2d', { willReadFrequently: true });
        this.tiles.push({
          canvas,
          context,
          left,
          top,
          width: tileWidth,
          height: tileHeight,
          indices: [],
          current: true,
        });
      }
    this.gridFor = grid;
    return { columns, rows };
  }

  /** Projects the points and sorts them into tiles again when the camera or the size moved since last time. */
  private project(): void {
    const { map } = this;
    const center = map.getCenter();
    const { width, height, pixelRatio } = this.size();
    const zoom = map.getZoom();
    const camera = [center.lng, center.lat, zoom, map.getBearing(), map.getPitch(), width, height, pixelRatio].join();
    if (camera === this.projectedFor) return;
    const { features } = this.state;
    this.projected = map.getPitch() === 0 ? this.projectFlat(center) : this.projectEach();
    const extents = new Float64Array(features.length);
    features.forEach((feature, i) => {
      extents[i] = farmExtent(feature, zoom, i === this.focus);
    });
    const { columns, rows } = this.layOut(width, height, pixelRatio);
    const buckets = bucketFarms(this.projected, extents, columns, rows, FARM_TILE_SIZE, FARM_TILE_OVERLAP);
    this.tiles.forEach((tile, i) => {
      tile.indices = buckets[i] ?? [];
      tile.current = false;
    });
    this.projectedFor = camera;
  }

  /** Each point through the engine (any view, e.g. pitched). */
  private projectEach(): ProjectedFarms {
    const { features } = this.state;
    const x = new Float64Array(features.length);
    const y = new Float64Array(features.length);
    features.forEach((feature, i) => {
      const point = this.map.project([feature.lon, feature.lat]);
      x[i] = point.x;
      y[i] = point.y;
    });
    return { x, y };
  }

  /**
   * A view without pitch: three points through the engine fix the affine map from Mercator, the rest is arithmetic
   * (5,000 farms: a few tenths of a millisecond instead of several milliseconds per frame while the map moves).
   */
  private projectFlat(center: { lng: number; lat: number }): ProjectedFarms {
    const { features } = this.state;
    if (!samePositions(this.mercator?.features ?? [], features) || !this.mercator) {
      this.mercator = {
        features,
        mx: Float64Array.from(features, (feature) => mercatorX(feature.lon)),
        my: Float64Array.from(features, (feature) => mercatorY(feature.lat)),
      };
    }
    const lat = Math.max(-80, Math.min(80, center.lat));
    const step = 0.1;
    const at = (lon: number, latitude: number) => this.map.project([lon, latitude]);
    const origin = { mx: mercatorX(center.lng), my: mercatorY(lat), ...at(center.lng, lat) };
    const east = { ...at(center.lng + step, lat), dx: mercatorX(center.lng + step) - origin.mx };
    const north = { ...at(center.lng, lat + step), dy: mercatorY(lat + step) - origin.my };
    return projectAffine(this.mercator.mx, this.mercator.my, origin, east, north);
  }
}
