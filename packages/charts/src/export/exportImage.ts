import { cloneElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export interface ImageSize {
  width: number;
  height: number;
}

/** Spec export sizes: charts 1300×500, pies 800×800. */
export const CHART_EXPORT_SIZE: ImageSize = { width: 1300, height: 500 };
export const PIE_EXPORT_SIZE: ImageSize = { width: 800, height: 800 };

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const svgImage = (svg: SVGSVGElement): Promise<HTMLImageElement> => {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const box = svg.getBoundingClientRect();
  copy.setAttribute('width', String(box.width));
  copy.setAttribute('height', String(box.height));
  const source = new XMLSerializer().serializeToString(copy);
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('An SVG layer of the chart could not be drawn'));
    image.src = url;
  });
};

/**
 * Draws a rendered chart into a canvas of exactly `size`: the chart's
 * canvases and SVG layers at their positions, legend items
 * (`[data-legend-item]`: a swatch with `data-colour` and text), on the
 * background colour; the whole is scaled to fit and centred.
 */
export async function rasterizeChart(
  root: HTMLElement,
  size: ImageSize,
  background: string,
): Promise<HTMLCanvasElement> {
  const out = document.createElement('canvas');
  out.width = size.width;
  out.height = size.height;
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, size.width, size.height);
  const origin = root.getBoundingClientRect();
  const scale = Math.min(
    size.width / Math.max(1, origin.width),
    size.height / Math.max(1, root.scrollHeight || origin.height),
  );
  ctx.save();
  ctx.translate(
    (size.width - origin.width * scale) / 2,
    (size.height - (root.scrollHeight || origin.height) * scale) / 2,
  );
  ctx.scale(scale, scale);
  const layers = [...root.querySelectorAll<HTMLCanvasElement | SVGSVGElement>('canvas, svg')].filter(
    (el) => !(el instanceof SVGSVGElement && el.parentElement?.closest('svg')),
  );
  for (const layer of layers) {
    const box = layer.getBoundingClientRect();
    const x = box.left - origin.left;
    const y = box.top - origin.top;
    if (layer instanceof HTMLCanvasElement) ctx.drawImage(layer, x, y, box.width, box.height);
    else ctx.drawImage(await svgImage(layer), x, y, box.width, box.height);
  }
  for (const item of root.querySelectorAll<HTMLElement>('[data-legend-item]')) {
    const swatch = item.querySelector<HTMLElement>('[data-colour]');
    if (swatch) {
      const box = swatch.getBoundingClientRect();
      ctx.fillStyle = swatch.dataset['colour'] ?? '#000';
      ctx.fillRect(box.left - origin.left, box.top - origin.top, box.width, box.height);
    }
    for (const text of item.querySelectorAll<HTMLElement>('[data-legend-text]')) {
      const box = text.getBoundingClientRect();
      const style = getComputedStyle(text);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      ctx.fillStyle = style.color;
      ctx.textBaseline = 'middle';
      ctx.fillText(text.textContent ?? '', box.left - origin.left, box.top - origin.top + box.height / 2);
    }
  }
  ctx.restore();
  return out;
}

export interface ChartImageOptions {
  size?: ImageSize;
  /** Background of the image (use the chart theme's background, so light and dark look as on screen). */
  background: string;
  /** Height given to the chart itself (default: the image height minus room for a legend row when `legendRoom`). */
  chartHeight?: number;
}

/**
 * Renders a chart element off-screen at the export size (its `width` and
 * `height` props are set) and returns it as a PNG blob.
 */
export async function chartToPng(
  element: ReactElement<{ width?: number; height?: number }>,
  options: ChartImageOptions,
): Promise<Blob> {
  const size = options.size ?? CHART_EXPORT_SIZE;
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;left:-20000px;top:0;width:${size.width}px;pointer-events:none;`;
  document.body.appendChild(host);
  const root = createRoot(host);
  try {
    flushSync(() =>
      root.render(cloneElement(element, { width: size.width, height: options.chartHeight ?? size.height })),
    );
    await nextFrame();
    await nextFrame();
    const canvas = await rasterizeChart(host, size, options.background);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    root.unmount();
    host.remove();
  }
}

/**
 * Starts a download of the blob. Returns false where the browser cannot
 * download this way (no `download` attribute on links, or the old Edge
 * `msSaveOrOpenBlob` path): the caller then shows the "Download Failed" alert.
 */
export function downloadBlob(blob: Blob, filename: string): boolean {
  const legacy = (navigator as Navigator & { msSaveOrOpenBlob?: unknown }).msSaveOrOpenBlob;
  if (legacy || typeof HTMLAnchorElement === 'undefined' || !('download' in HTMLAnchorElement.prototype)) return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
