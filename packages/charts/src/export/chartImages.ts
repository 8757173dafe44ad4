/**
 * Headless chart images: the timeline and the profiler pie drawn straight onto a canvas of the export size with
 * the theme the caller passes in (the one on screen, so a dark page exports a dark image). No React root, no
 * DOM measuring: the same data preparation (`prepareTimeline`) and canvas layers as the chart on screen.
 */
import { linearScale, niceStep } from '../internal/scale.ts';
import type { AggregationMethod, Aggregation } from '../series/aggregate.ts';
import { xNumber, type ChartSeries, type HighlightRange, type Threshold, type XValue } from '../series/types.ts';
import { seriesColor, type ChartTheme } from '../theme/ChartTheme.ts';
import { clipToPlot, drawBars, drawLines, restoreClip, type PlotFrame } from '../TimelineChart/canvasLayers.ts';
import {
  aggregateForTimeline,
  prepareTimeline,
  type TimelineMode,
  type TimelineRange,
  type TimelineTools,
} from '../TimelineChart/prepare.ts';
import type { PieSlice } from '../ProfilerPie/ProfilerPie.tsx';
import { timelineXTicks } from '../TimelineChart/axisTicks.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** Spec export sizes: charts 1300×500, pies 800×800. */
export const CHART_EXPORT_SIZE: ImageSize = { width: 1300, height: 500 };
export const PIE_EXPORT_SIZE: ImageSize = { width: 800, height: 800 };

export interface ImageOptions {
  /** The chart theme on screen (light or dark). */
  theme: ChartTheme;
  /** Default 1300×500 for timelines, 800×800 for pies. */
  size?: ImageSize;
  /** A title drawn at the top (e.g. the chart's accessible name). */
  title?: string;
}

/** What the timeline image shows: the same inputs as `TimelineChart` (without interaction). */
export interface TimelineImageInput {
  series: readonly ChartSeries[];
  mode?: TimelineMode;
  aggregation?: Aggregation;
  aggregationMethod?: AggregationMethod;
  zoom?: TimelineRange | null;
  hiddenIds?: readonly string[];
  highlights?: readonly HighlightRange[];
  thresholds?: readonly Threshold[];
  tools?: TimelineTools;
  formatValue?: (value: number) => string;
  formatX?: (x: XValue) => string;
  yMin?: number;
  yMax?: number;
}

export interface PieImageInput {
  slices: readonly PieSlice[];
  formatValue?: (value: number) => string;
  formatPercent?: (share: number) => string;
}

const newCanvas = (size: ImageSize): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } => {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  return { canvas, ctx };
};

const font = (theme: ChartTheme, size: number, weight = 400) => `${weight} ${size}px ${theme.fontFamily}`;

const drawTitle = (ctx: CanvasRenderingContext2D, theme: ChartTheme, title: string | undefined, x: number) => {
  if (!title) return 0;
  ctx.font = font(theme, 18, 600);
  ctx.fillStyle = theme.text;
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  ctx.fillText(title, x, 16);
  return 34;
};

/** Legend items in rows from the left: a swatch and a label each. Returns the height used. */
const legendRows = (
  ctx: CanvasRenderingContext2D,
  theme: ChartTheme,
  items: readonly { label: string; color: string }[],
  left: number,
  maxWidth: number,
  fontSize: number,
) => {
  ctx.font = font(theme, fontSize);
  const rows: { label: string; color: string; x: number; row: number }[] = [];
  let x = 0;
  let row = 0;
  for (const item of items) {
    const width = 16 + ctx.measureText(item.label).width + 20;
    if (x > 0 && x + width > maxWidth) {
      x = 0;
      row += 1;
    }
    rows.push({ ...item, x: left + x, row });
    x += width;
  }
  return { rows, height: items.length ? (row + 1) * (fontSize + 8) : 0 };
};

/** The timeline chart on a canvas: grid, axes, bands, limit lines, series, graph-tool layers and legend. */
export function drawTimelineImage(input: TimelineImageInput, options: ImageOptions): HTMLCanvasElement {
  const { theme } = options;
  const size = options.size ?? CHART_EXPORT_SIZE;
  const { canvas, ctx } = newCanvas(size);
  const formatValue = input.formatValue ?? ((value: number) => String(Number(value.toFixed(2))));
  const formatX = input.formatX ?? ((x: XValue) => (typeof x === 'number' ? String(x) : x.toISOString().slice(0, 10)));
  const fontSize = theme.fontSize.large;
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, size.width, size.height);

  const mode = input.mode ?? 'line';
  const aggregation = input.aggregation ?? 'day';
  const aggregationMethod = input.aggregationMethod ?? 'mean';
  const hiddenIds = input.hiddenIds ?? [];
  const left = fontSize * 5 + 14;
  const right = 24;
  const top = drawTitle(ctx, theme, options.title, left) + 16;
  const legend = legendRows(
    ctx,
    theme,
    input.series.flatMap((s, i) =>
      hiddenIds.includes(s.id) ? [] : [{ label: s.label, color: seriesColor(theme, i) }],
    ),
    left,
    size.width - left - right,
    fontSize,
  );
  const bottom = fontSize * 2 + 14 + legend.height;
  const innerWidth = Math.max(1, size.width - left - right);
  const innerHeight = Math.max(1, size.height - top - bottom);
  const prepared = prepareTimeline(aggregateForTimeline(input.series, aggregation, aggregationMethod), {
    series: input.series,
    colors: theme.palette,
    mode,
    aggregation,
    aggregationMethod,
    zoom: input.zoom ?? null,
    hiddenIds,
    thresholds: input.thresholds ?? [],
    highlights: input.highlights,
    tools: input.tools ?? {},
    maxPoints: Math.round(innerWidth / 2),
    yMin: input.yMin,
    yMax: input.yMax,
  });
  const { xDomain, yDomain, xIsDate } = prepared;
  const x = linearScale(xDomain, [0, innerWidth]);
  const y = linearScale(yDomain, [innerHeight, 0]);
  const px = (value: XValue) => x(xNumber(value));
  const frame: PlotFrame = { innerWidth, innerHeight, xDomain, yDomain };

  ctx.save();
  ctx.translate(left, top);
  // Grid and y axis labels.
  const yStep = niceStep(yDomain[1] - yDomain[0], 5);
  ctx.font = font(theme, fontSize);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  ctx.lineWidth = 1;
  for (let value = Math.ceil(yDomain[0] / yStep) * yStep; value <= yDomain[1] + yStep / 1e6; value += yStep) {
    const py = Math.round(y(value)) + 0.5;
    ctx.strokeStyle = theme.grid;
    ctx.beginPath();
    ctx.moveTo(0, py);
    ctx.lineTo(innerWidth, py);
    ctx.stroke();
    ctx.fillStyle = theme.textMuted;
    ctx.fillText(formatValue(Number(value.toPrecision(12))), -8, py);
  }
  // X axis and its labels.
  ctx.strokeStyle = theme.axis;
  ctx.beginPath();
  ctx.moveTo(0, innerHeight + 0.5);
  ctx.lineTo(innerWidth, innerHeight + 0.5);
  ctx.stroke();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const value of timelineXTicks(xDomain, innerWidth, fontSize, xIsDate)) {
    const tx = x(value);
    ctx.strokeStyle = theme.axis;
    ctx.beginPath();
    ctx.moveTo(tx, innerHeight);
    ctx.lineTo(tx, innerHeight + 4);
    ctx.stroke();
    ctx.fillStyle = theme.textMuted;
    const label = formatX(xIsDate ? new Date(value) : Math.round(value));
    // Centred under its tick, but kept inside the image (the last date is not cut at the right edge).
    const half = ctx.measureText(label).width / 2;
    ctx.fillText(label, Math.min(innerWidth + right - half - 2, Math.max(half - left + 2, tx)), innerHeight + 6);
  }

  clipToPlot(ctx, frame);
  // Highlighted ranges: bands, or a line where start equals end.
  for (const band of input.highlights ?? []) {
    const a = px(band.start);
    const b = px(band.end);
    if (xNumber(band.start) === xNumber(band.end)) {
      ctx.strokeStyle = band.tone === 'warning' ? theme.threshold : theme.band.line;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(a, 0);
      ctx.lineTo(a, innerHeight);
      ctx.stroke();
    } else {
      ctx.fillStyle = band.tone === 'warning' ? theme.band.warning : theme.band.fill;
      ctx.fillRect(Math.min(a, b), 0, Math.abs(b - a), innerHeight);
    }
  }
  if (mode === 'line') drawLines(ctx, frame, prepared.series, 2);
  else drawBars(ctx, frame, prepared.series, prepared.barWidth);
  // Limit lines (flat or in steps), dashed.
  ctx.setLineDash([6, 4]);
  ctx.lineWidth = 1.5;
  for (const threshold of input.thresholds ?? []) {
    ctx.strokeStyle = threshold.color ?? theme.threshold;
    ctx.beginPath();
    if (threshold.steps) {
      threshold.steps.forEach((step, i) => {
        if (i) ctx.lineTo(px(step.start), y(step.value));
        else ctx.moveTo(px(step.start), y(step.value));
        ctx.lineTo(px(step.end), y(step.value));
      });
    } else {
      const x1 = threshold.start === undefined ? 0 : px(threshold.start);
      const x2 = threshold.end === undefined ? innerWidth : px(threshold.end);
      ctx.moveTo(x1, y(threshold.value));
      ctx.lineTo(x2, y(threshold.value));
    }
    ctx.stroke();
  }
  // Graph tools: forecast band and line, interpolated segments, anomaly rings.
  for (const forecast of prepared.tools.forecast) {
    ctx.setLineDash([]);
    ctx.fillStyle = theme.tools.forecastBand;
    ctx.beginPath();
    forecast.points.forEach((p, i) => (i ? ctx.lineTo(px(p.x), y(p.upper)) : ctx.moveTo(px(p.x), y(p.upper))));
    [...forecast.points].reverse().forEach((p) => ctx.lineTo(px(p.x), y(p.lower)));
    ctx.closePath();
    ctx.fill();
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = forecast.color;
    ctx.lineWidth = 2;
    ctx.beginPath();
    forecast.points.forEach((p, i) => (i ? ctx.lineTo(px(p.x), y(p.y)) : ctx.moveTo(px(p.x), y(p.y))));
    ctx.stroke();
  }
  ctx.setLineDash([2, 3]);
  ctx.strokeStyle = theme.tools.interpolate;
  for (const layer of prepared.tools.interpolate) {
    for (const [a, b] of layer.segments) {
      ctx.beginPath();
      ctx.moveTo(px(a.x), y(a.y as number));
      ctx.lineTo(px(b.x), y(b.y as number));
      ctx.stroke();
    }
  }
  ctx.setLineDash([]);
  ctx.strokeStyle = theme.tools.anomaly;
  ctx.lineWidth = 2;
  for (const layer of prepared.tools.anomaly) {
    for (const p of layer.points) {
      ctx.beginPath();
      ctx.arc(px(p.x), y(p.y), 5, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  restoreClip(ctx);
  ctx.restore();

  // Legend under the axis labels.
  const legendTop = top + innerHeight + fontSize * 2 + 14;
  ctx.font = font(theme, fontSize);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const item of legend.rows) {
    const cy = legendTop + item.row * (fontSize + 8) + fontSize / 2;
    ctx.fillStyle = item.color;
    ctx.fillRect(item.x, cy - 5, 10, 10);
    ctx.fillStyle = theme.text;
    ctx.fillText(item.label, item.x + 16, cy);
  }
  return canvas;
}

/** The profiler pie (a donut) with a legend of label, value and share, on a canvas. */
export function drawPieImage(input: PieImageInput, options: ImageOptions): HTMLCanvasElement {
  const { theme } = options;
  const size = options.size ?? PIE_EXPORT_SIZE;
  const { canvas, ctx } = newCanvas(size);
  const formatValue = input.formatValue ?? ((value: number) => String(Math.round(value)));
  const formatPercent = input.formatPercent ?? ((share: number) => `${(share * 100).toFixed(1)} %`);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, size.width, size.height);
  const margin = 24;
  const top = drawTitle(ctx, theme, options.title, margin) + margin;
  const slices = input.slices
    .filter((slice) => slice.value > 0)
    .map((slice, i) => ({ ...slice, color: slice.color ?? seriesColor(theme, i) }));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const fontSize = theme.fontSize.large;
  const legendHeight = slices.length * (fontSize + 10);
  const radius = Math.max(10, Math.min(size.width - 2 * margin, size.height - top - legendHeight - 2 * margin) / 2);
  const cx = size.width / 2;
  const cy = top + radius;
  let angle = -Math.PI / 2;
  for (const slice of slices) {
    const sweep = total > 0 ? (slice.value / total) * Math.PI * 2 : 0;
    ctx.fillStyle = slice.color;
    ctx.beginPath();
    ctx.arc(cx, cy, radius, angle, angle + sweep);
    ctx.arc(cx, cy, radius * 0.55, angle + sweep, angle, true);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = theme.background;
    ctx.lineWidth = 1;
    ctx.stroke();
    angle += sweep;
  }
  ctx.font = font(theme, fontSize);
  ctx.textBaseline = 'middle';
  const legendLeft = Math.max(margin, cx - 220);
  slices.forEach((slice, i) => {
    const rowY = cy + radius + margin + i * (fontSize + 10) + fontSize / 2;
    ctx.fillStyle = slice.color;
    ctx.fillRect(legendLeft, rowY - 6, 12, 12);
    ctx.textAlign = 'left';
    ctx.fillStyle = theme.text;
    ctx.fillText(slice.label, legendLeft + 20, rowY);
    ctx.textAlign = 'right';
    ctx.fillText(formatValue(slice.value), legendLeft + 360, rowY);
    ctx.fillStyle = theme.textMuted;
    ctx.fillText(formatPercent(total > 0 ? slice.value / total : 0), legendLeft + 440, rowY);
  });
  return canvas;
}

const toBlob = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );

/** The timeline as a PNG (default 1300×500) in the given theme. */
export const timelineToPng = (input: TimelineImageInput, options: ImageOptions): Promise<Blob> =>
  toBlob(drawTimelineImage(input, options));

/** The profiler pie as a PNG (default 800×800) in the given theme. */
export const pieToPng = (input: PieImageInput, options: ImageOptions): Promise<Blob> =>
  toBlob(drawPieImage(input, options));

/**
 * Starts a download of the blob. Returns false where the browser cannot download this way (no `download`
 * attribute on links, or the old Edge `msSaveOrOpenBlob` path): the caller then shows the "Download Failed" alert.
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
