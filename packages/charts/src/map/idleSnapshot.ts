/*
 * While the map is idle, an opaque copy of its last frame stands in for its WebGL canvas. The WebGL canvas is always
 * transparent (the engine asks for `alpha: true`), so the browser's compositor blends all of it over the page
 * background in every frame it draws, also when only the farm canvas changed (a week step); on a software renderer
 * that was about half of a week step. The copy is an opaque 2D canvas (the water colour under the map's frame), so
 * the compositor draws it without blending and skips what is under it. The copy is taken on the map's `idle` event,
 * which the engine fires inside the task of the frame it has just drawn (its drawing buffer is still there); the
 * next `render` of the map shows the live canvas again, before that frame is presented.
 */

/** The engine calls the snapshot needs (maplibre-gl and mapbox-gl both have them). */
export interface SnapshotMap {
  getCanvas(): HTMLCanvasElement;
  on(type: 'render' | 'idle', listener: () => void): unknown;
  off(type: 'render' | 'idle', listener: () => void): unknown;
}

export class IdleSnapshot {
  private readonly copy: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D | null;
  private shown = false;

  private readonly onRender = () => this.hide();
  private readonly onIdle = () => this.show();

  constructor(
    private readonly map: SnapshotMap,
    /** The colour under the map (its water), read when a copy is taken. */
    private readonly background: () => string,
  ) {
    const copy = document.createElement('canvas');
    copy.className = 'havbruk-map-snapshot';
    copy.setAttribute('aria-hidden', 'true');
    Object.assign(copy.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      pointerEvents: 'none',
      display: 'none',
    });
    this.copy = copy;
    this.context = copy.getContext('2d', { alpha: false });
    const glCanvas = map.getCanvas();
    glCanvas.after(copy);
    map.on('render', this.onRender);
    map.on('idle', this.onIdle);
  }

  remove(): void {
    this.map.off('render', this.onRender);
    this.map.off('idle', this.onIdle);
    this.hide();
    this.copy.remove();
  }

  /** Copies the frame just drawn and shows the copy in place of the live canvas (transparent, still focusable). */
  private show(): void {
    const glCanvas = this.map.getCanvas();
    const { context, copy } = this;
    if (!context || glCanvas.width === 0 || glCanvas.height === 0) return;
    if (copy.width !== glCanvas.width || copy.height !== glCanvas.height) {
      copy.width = glCanvas.width;
      copy.height = glCanvas.height;
    }
    copy.style.width = glCanvas.style.width || `${glCanvas.clientWidth}px`;
    copy.style.height = glCanvas.style.height || `${glCanvas.clientHeight}px`;
    context.fillStyle = this.background();
    context.fillRect(0, 0, copy.width, copy.height);
    context.drawImage(glCanvas, 0, 0);
    copy.style.display = '';
    // Opacity 0, not visibility: the live canvas keeps its place in the accessibility tree, its focus and its events.
    glCanvas.style.opacity = '0';
    this.shown = true;
  }

  private hide(): void {
    if (!this.shown) return;
    this.map.getCanvas().style.opacity = '';
    this.copy.style.display = 'none';
    this.shown = false;
  }
}
