import { memo, useEffect, useRef, type Ref } from 'react';
import { linearTicks } from '../internal/scale.ts';
import type { XValue } from '../series/types.ts';
import { chartFontSize, type ChartTheme } from '../theme/ChartTheme.ts';
import { timelineXTicks } from './axisTicks.ts';
import { clipToPlot, drawAxes, drawBars, drawGridY, drawLines, restoreClip, type PlotFrame } from './canvasLayers.ts';
import type { PreparedTimeline, TimelineMode } from './prepare.ts';

export interface CanvasProps {
  prepared: PreparedTimeline;
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  mode: TimelineMode;
  compact: boolean;
  theme: ChartTheme;
  formatValue: (value: number) => string;
  formatX: (x: XValue) => string;
  canvasRef?: Ref<HTMLCanvasElement>;
}

/** Y ticks (and grid lines): about five round values. */
const Y_TICKS = 5;

/**
 * The canvas: background, grid, axes and series, drawn with the plain 2D context (no chart library: the page's
 * first paint needs only this, issue 39). Memoised so hovering does not redraw it.
 */
export const TimelineCanvas = memo(function TimelineCanvas({
  prepared,
  width,
  height,
  margin,
  mode,
  compact,
  theme,
  formatValue,
  formatX,
  canvasRef,
}: CanvasProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pixelRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const { xIsDate, xDomain, yDomain, series, barWidth } = prepared;
    const frame: PlotFrame = {
      innerWidth: width - margin.left - margin.right,
      innerHeight: height - margin.top - margin.bottom,
      xDomain,
      yDomain,
    };
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.scale(pixelRatio, pixelRatio);
    ctx.fillStyle = theme.background;
    ctx.fillRect(0, 0, width, height);
    ctx.translate(margin.left, margin.top);
    if (!compact) {
      const fontSize = chartFontSize(theme, width);
      const style = {
        font: `${fontSize}px ${theme.fontFamily}`,
        text: theme.textMuted,
        axis: theme.axis,
        grid: theme.grid,
      };
      const yTicks = linearTicks(yDomain[0], yDomain[1], Y_TICKS);
      drawGridY(ctx, frame, yTicks, style);
      const toX = (v: number): XValue => (xIsDate ? new Date(v) : v);
      drawAxes(
        ctx,
        frame,
        {
          x: timelineXTicks(xDomain, frame.innerWidth, fontSize, xIsDate).map((value) => ({
            value,
            label: formatX(toX(value)),
          })),
          y: yTicks.map((value) => ({ value, label: formatValue(value) })),
        },
        style,
        margin,
      );
    }
    clipToPlot(ctx, frame);
    if (mode === 'line') drawLines(ctx, frame, series, compact ? 1.5 : 2);
    else drawBars(ctx, frame, series, barWidth);
    restoreClip(ctx);
  }, [prepared, width, height, margin, mode, compact, theme, formatValue, formatX, pixelRatio]);
  const setCanvas = (element: HTMLCanvasElement | null) => {
    canvas.current = element;
    if (typeof canvasRef === 'function') canvasRef(element);
    else if (canvasRef) canvasRef.current = element;
  };
  // The wrapper (`role="img"`, TimelineChart) names the chart; the canvas is its drawing.
  return (
    <div style={{ position: 'relative' }}>
      <canvas
        ref={setCanvas}
        width={width * pixelRatio}
        height={height * pixelRatio}
        style={{ width, height }}
        aria-hidden="true"
      />
    </div>
  );
});
