/**
 * Pure canvas drawing of the timeline's series (no React, no nivo): the chart's custom canvas layers call these
 * with the plot size, so they are testable with any 2D context.
 */
import { linearScale } from '../internal/scale.ts';
import { xNumber } from '../series/types.ts';
import type { PreparedSeries } from './prepare.ts';

export interface PlotFrame {
  innerWidth: number;
  innerHeight: number;
  xDomain: readonly [number, number];
  yDomain: readonly [number, number];
}

/** Restricts drawing to the plot area until `restoreClip`. */
export function clipToPlot(ctx: CanvasRenderingContext2D, { innerWidth, innerHeight }: PlotFrame): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, innerWidth, innerHeight);
  ctx.clip();
}

export function restoreClip(ctx: CanvasRenderingContext2D): void {
  ctx.restore();
}

/** Bars grouped side by side per x, `barWidth` wide in x numbers, from 0 (or the domain edge). */
export function drawBars(
  ctx: CanvasRenderingContext2D,
  frame: PlotFrame,
  series: readonly PreparedSeries[],
  barWidth: number,
): void {
  const { xDomain, yDomain } = frame;
  const x = linearScale(xDomain as [number, number], [0, frame.innerWidth]);
  const y = linearScale(yDomain as [number, number], [frame.innerHeight, 0]);
  const full = Math.max(1, x(xDomain[0] + barWidth) - x(xDomain[0]));
  const each = full / Math.max(1, series.length);
  const base = y(Math.max(yDomain[0], Math.min(0, yDomain[1])));
  series.forEach((s, i) => {
    ctx.fillStyle = s.color;
    for (const p of s.drawn) {
      if (p.y === null) continue;
      const left = x(xNumber(p.x)) - full / 2 + i * each;
      const top = y(p.y);
      ctx.fillRect(
        left,
        Math.min(top, base),
        Math.max(each - (series.length > 1 ? 0.5 : 0), 0.5),
        Math.abs(base - top),
      );
    }
  });
}

/**
 * Lines, first series on top; a null point breaks the line (a gap, "not reported"). A value with no drawn neighbour
 * (a lone reported week between unreported ones, a single lab order) is a dot, so it is not lost.
 */
export function drawLines(
  ctx: CanvasRenderingContext2D,
  frame: PlotFrame,
  series: readonly PreparedSeries[],
  lineWidth: number,
): void {
  const { xDomain, yDomain, innerWidth, innerHeight } = frame;
  const k = innerWidth / (xDomain[1] - xDomain[0] || 1);
  const ky = innerHeight / (yDomain[1] - yDomain[0] || 1);
  ctx.lineWidth = lineWidth;
  ctx.lineJoin = 'round';
  for (let i = series.length - 1; i >= 0; i--) {
    const s = series[i] as PreparedSeries;
    ctx.strokeStyle = s.color;
    ctx.beginPath();
    let open = false;
    const lone: [number, number][] = [];
    s.drawn.forEach((p, j) => {
      if (p.y === null) {
        open = false;
        return;
      }
      const px = (xNumber(p.x) - xDomain[0]) * k;
      const py = innerHeight - (p.y - yDomain[0]) * ky;
      if (open) ctx.lineTo(px, py);
      else {
        ctx.moveTo(px, py);
        if ((s.drawn[j + 1]?.y ?? null) === null) lone.push([px, py]);
      }
      open = true;
    });
    ctx.stroke();
    if (lone.length === 0) continue;
    ctx.fillStyle = s.color;
    for (const [px, py] of lone) {
      ctx.beginPath();
      ctx.arc(px, py, lineWidth, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
}

/** Text, tick and line styles of the axes and grid. */
export interface AxisStyle {
  font: string;
  text: string;
  axis: string;
  grid: string;
}

/** Horizontal grid lines at the y ticks, across the plot. */
export function drawGridY(
  ctx: CanvasRenderingContext2D,
  frame: PlotFrame,
  yTicks: readonly number[],
  style: AxisStyle,
): void {
  const y = linearScale(frame.yDomain as [number, number], [frame.innerHeight, 0]);
  ctx.lineWidth = 1;
  ctx.strokeStyle = style.grid;
  for (const value of yTicks) {
    ctx.beginPath();
    ctx.moveTo(0, y(value));
    ctx.lineTo(frame.innerWidth, y(value));
    ctx.stroke();
  }
}

const TICK_SIZE = 4;
const TICK_PADDING = 4;

/**
 * The bottom (x) and left (y) axes: a domain line, a 4 px tick and its label 4 px further out per tick value
 * (labels centred under the x ticks, right-aligned left of the y ticks). An x label is moved in where centring would
 * cut it at the canvas' edge (`margin`: the room left and right of the plot), as the last date at the plot's end was.
 */
export function drawAxes(
  ctx: CanvasRenderingContext2D,
  frame: PlotFrame,
  ticks: { x: readonly { value: number; label: string }[]; y: readonly { value: number; label: string }[] },
  style: AxisStyle,
  margin: { left: number; right: number },
): void {
  const x = linearScale(frame.xDomain as [number, number], [0, frame.innerWidth]);
  const y = linearScale(frame.yDomain as [number, number], [frame.innerHeight, 0]);
  const line = (x1: number, y1: number, x2: number, y2: number) => {
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.stroke();
  };
  ctx.save();
  ctx.lineWidth = 1;
  ctx.lineCap = 'square';
  ctx.strokeStyle = style.axis;
  ctx.fillStyle = style.text;
  ctx.font = style.font;
  line(0, frame.innerHeight, frame.innerWidth, frame.innerHeight);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const tick of ticks.x) {
    const at = x(tick.value);
    line(at, frame.innerHeight, at, frame.innerHeight + TICK_SIZE);
    const half = ctx.measureText(tick.label).width / 2;
    const labelAt = Math.min(frame.innerWidth + margin.right - half, Math.max(half - margin.left, at));
    ctx.fillText(tick.label, labelAt, frame.innerHeight + TICK_SIZE + TICK_PADDING);
  }
  line(0, 0, 0, frame.innerHeight);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const tick of ticks.y) {
    const at = y(tick.value);
    line(0, at, -TICK_SIZE, at);
    ctx.fillText(tick.label, -TICK_SIZE - TICK_PADDING, at);
  }
  ctx.restore();
}
