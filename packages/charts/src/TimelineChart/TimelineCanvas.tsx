import { LineCanvas, type LineCanvasLayer, type LineCustomCanvasLayerProps } from '@nivo/line';
import { memo, useMemo, type Ref } from 'react';
import type { XValue } from '../series/types.ts';
import { chartFontSize, type ChartTheme } from '../theme/ChartTheme.ts';
import { toNivoTheme } from '../theme/nivoTheme.ts';
import { clipToPlot, drawBars, drawLines, restoreClip, type PlotFrame } from './canvasLayers.ts';
import type { PreparedTimeline, TimelineMode } from './prepare.ts';
import { timelineXTicks } from './axisTicks.ts';

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

/** The nivo canvas: grid, axes and series. Memoised so hovering does not redraw it. */
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
  const { xIsDate, xDomain, yDomain, series, barWidth } = prepared;
  const innerWidth = width - margin.left - margin.right;
  // nivo gets only the domain corners: it draws grid and axes on its canvas, and the series are drawn by
  // the layer below straight from the (downsampled) points, which skips nivo's per-point objects and mesh.
  const data = useMemo(
    () => [
      {
        id: '__domain',
        data: [
          { x: xIsDate ? new Date(xDomain[0]) : xDomain[0], y: yDomain[0] },
          { x: xIsDate ? new Date(xDomain[1]) : xDomain[1], y: yDomain[1] },
        ],
      },
    ],
    [xIsDate, xDomain, yDomain],
  );
  type Datum = (typeof data)[number];
  const layers = useMemo<LineCanvasLayer<Datum>[]>(() => {
    const frame = (props: LineCustomCanvasLayerProps<Datum>): PlotFrame => ({
      innerWidth: props.innerWidth,
      innerHeight: props.innerHeight,
      xDomain,
      yDomain,
    });
    const clip = (ctx: CanvasRenderingContext2D, props: LineCustomCanvasLayerProps<Datum>) =>
      clipToPlot(ctx, frame(props));
    const main = (ctx: CanvasRenderingContext2D, props: LineCustomCanvasLayerProps<Datum>) =>
      mode === 'line'
        ? drawLines(ctx, frame(props), series, compact ? 1.5 : 2)
        : drawBars(ctx, frame(props), series, barWidth);
    return compact ? [clip, main, restoreClip] : ['grid', 'axes', clip, main, restoreClip];
  }, [compact, mode, series, xDomain, yDomain, barWidth]);
  const fontSize = chartFontSize(theme, width);
  const nivoTheme = useMemo(() => toNivoTheme(theme, fontSize), [theme, fontSize]);
  const toX = (v: number) => (xIsDate ? new Date(v) : v);
  const xTicks = timelineXTicks(xDomain, innerWidth, fontSize, xIsDate).map(toX);
  return (
    <LineCanvas<Datum>
      ref={canvasRef}
      width={width}
      height={height}
      margin={margin}
      data={data}
      xScale={
        xIsDate
          ? { type: 'time', format: 'native', min: new Date(xDomain[0]), max: new Date(xDomain[1]), nice: false }
          : { type: 'linear', min: xDomain[0], max: xDomain[1], nice: false }
      }
      yScale={{ type: 'linear', min: yDomain[0], max: yDomain[1], nice: false }}
      enablePoints={false}
      enableGridX={false}
      gridYValues={5}
      isInteractive={false}
      layers={layers}
      axisBottom={
        compact
          ? null
          : {
              tickValues: xTicks,
              tickSize: 4,
              tickPadding: 4,
              format: (v: unknown) => formatX(v instanceof Date ? v : toX(Number(v))),
            }
      }
      axisLeft={
        compact ? null : { tickValues: 5, tickSize: 4, tickPadding: 4, format: (v: unknown) => formatValue(Number(v)) }
      }
      theme={nivoTheme}
      role="presentation"
    />
  );
});
