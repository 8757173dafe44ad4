import { LineCanvas, type LineCanvasLayer, type LineCustomCanvasLayerProps } from '@nivo/line';
import {
  memo,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type Ref,
} from 'react';
import { useElementWidth } from '../internal/useElementWidth.ts';
import { linearScale, nearestIndex, type LinearScale } from '../internal/scale.ts';
import { ChartMessage } from '../internal/ChartMessage.tsx';
import { type Aggregation, type AggregationMethod } from '../series/aggregate.ts';
import {
  DAY_MS,
  xNumber,
  type ChartSeries,
  type HighlightRange,
  type Threshold,
  type XValue,
} from '../series/types.ts';
import { chartFontSize, type ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';
import { toNivoTheme } from '../theme/nivoTheme.ts';
import {
  aggregateForTimeline,
  prepareTimeline,
  type PreparedSeries,
  type PreparedTimeline,
  type TimelineMode,
  type TimelineRange,
  type TimelineTools,
} from './prepare.ts';

/** Spec heights of the compact timeline: 70 px, 35 px below 780 px (mobile). */
export const COMPACT_TIMELINE_HEIGHT = { regular: 70, mobile: 35 } as const;
const MOBILE_WIDTH = 780;
/** Downsampling density: one drawn point per 2 px of plot width (a 2 px line shows no difference). */
const PIXELS_PER_POINT = 2;

export interface TimelineChartProps {
  series: readonly ChartSeries[];
  /** Accessible name of the chart (translated by the caller). */
  label: string;
  mode?: TimelineMode;
  /** Default `day`. */
  aggregation?: Aggregation;
  /** How a bucket's values combine (default `mean`; use `sum` for feed or mortality counts). */
  aggregationMethod?: AggregationMethod;
  /** Controlled zoom window; `null` shows everything. */
  zoom?: TimelineRange | null;
  /** Initial zoom when uncontrolled. */
  defaultZoom?: TimelineRange | null;
  /** Called with the dragged range, or with `(null, null)` on reset. */
  onZoomChange?: (start: XValue | null, end: XValue | null) => void;
  /** Text of the reset button, shown while zoomed. Without it there is no button (double-click still resets). */
  resetZoomLabel?: string;
  /** Shaded bands; a line where start equals end. */
  highlights?: readonly HighlightRange[];
  thresholds?: readonly Threshold[];
  /** Graph tools: which series each tool applies to. */
  tools?: TimelineTools;
  /** Formats y values (axis and tooltip). */
  formatValue?: (value: number) => string;
  /** Formats x values (axis and tooltip). */
  formatX?: (x: XValue) => string;
  loading?: boolean;
  loadingLabel?: string;
  /** Shown when no series has a value. */
  emptyLabel?: string;
  /** Tooltip text of a point without a value (e.g. "Not reported"); default `–`. */
  missingLabel?: string;
  /** `compact`: the 70/35 px strip without axes and legend. */
  variant?: 'default' | 'compact';
  /** Fixed width in px (otherwise the container's width). */
  width?: number;
  /** Height in px (default 320; compact: 70, or 35 below 780 px wide). */
  height?: number;
  /** Legend under the chart (default: shown for the default variant). */
  showLegend?: boolean;
  /** Accessible name of the legend list. */
  legendLabel?: string;
  /** Series hidden initially (the legend toggles them). */
  defaultHiddenIds?: readonly string[];
  /** Points drawn per series in line mode (default: one per 2 px of plot width). */
  maxPointsPerSeries?: number;
  yMin?: number;
  yMax?: number;
  theme?: ChartTheme;
  /** The chart's canvas (image export draws it). */
  canvasRef?: Ref<HTMLCanvasElement>;
}

const defaultFormatValue = (value: number) => String(Number(value.toFixed(2)));
const defaultFormatX = (x: XValue) => (typeof x === 'number' ? String(x) : x.toISOString().slice(0, 10));

const hasValues = (series: readonly ChartSeries[]) => series.some((s) => s.points.some((p) => p.y !== null));

interface CanvasProps {
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
const TimelineCanvas = memo(function TimelineCanvas({
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
    const clip = (ctx: CanvasRenderingContext2D, props: LineCustomCanvasLayerProps<Datum>) => {
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, 0, props.innerWidth, props.innerHeight);
      ctx.clip();
    };
    const unclip = (ctx: CanvasRenderingContext2D) => ctx.restore();
    const bars = (ctx: CanvasRenderingContext2D, props: LineCustomCanvasLayerProps<Datum>) => {
      const x = linearScale(xDomain, [0, props.innerWidth]);
      const y = linearScale(yDomain, [props.innerHeight, 0]);
      const full = Math.max(1, x(xDomain[0] + barWidth) - x(xDomain[0]));
      const each = full / Math.max(1, series.length);
      const base = y(Math.max(yDomain[0], Math.min(0, yDomain[1])));
      series.forEach((s, i) => {
        ctx.fillStyle = s.colour;
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
    };
    const lines = (ctx: CanvasRenderingContext2D, props: LineCustomCanvasLayerProps<Datum>) => {
      const k = props.innerWidth / (xDomain[1] - xDomain[0] || 1);
      const ky = props.innerHeight / (yDomain[1] - yDomain[0] || 1);
      ctx.lineWidth = compact ? 1.5 : 2;
      ctx.lineJoin = 'round';
      for (let i = series.length - 1; i >= 0; i--) {
        const s = series[i] as PreparedSeries;
        ctx.strokeStyle = s.colour;
        ctx.beginPath();
        let open = false;
        for (const p of s.drawn) {
          if (p.y === null) {
            open = false;
            continue;
          }
          const px = (xNumber(p.x) - xDomain[0]) * k;
          const py = props.innerHeight - (p.y - yDomain[0]) * ky;
          if (open) ctx.lineTo(px, py);
          else ctx.moveTo(px, py);
          open = true;
        }
        ctx.stroke();
      }
    };
    const main: LineCanvasLayer<Datum>[] = mode === 'line' ? [lines] : [bars];
    return compact ? [clip, ...main, unclip] : ['grid', 'axes', clip, ...main, unclip];
  }, [compact, mode, series, xDomain, yDomain, barWidth]);
  const fontSize = chartFontSize(theme, width);
  const nivoTheme = useMemo(() => toNivoTheme(theme, fontSize), [theme, fontSize]);
  const toX = (v: number) => (xIsDate ? new Date(v) : v);
  const xTicks = Math.max(2, Math.floor(innerWidth / (fontSize * 9)));
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

interface Hover {
  px: number;
  x: XValue;
  rows: { series: PreparedSeries; y: number | null }[];
}

/**
 * Time-series chart on nivo's canvas line chart: many series with a legend,
 * line or bar mode, aggregation, drag-to-zoom, highlighted bands, threshold
 * lines and graph-tool layers. Long series are downsampled per series to
 * about one point per pixel (LTTB), so drawing cost does not grow with the
 * number of points. Holds no text: every label and formatter is a prop.
 */
export function TimelineChart(props: TimelineChartProps) {
  const {
    series,
    label,
    mode = 'line',
    aggregation = 'day',
    aggregationMethod = 'mean',
    onZoomChange,
    resetZoomLabel,
    highlights = [],
    thresholds = [],
    tools,
    formatValue = defaultFormatValue,
    formatX = defaultFormatX,
    loading = false,
    loadingLabel,
    emptyLabel,
    missingLabel = '–',
    variant = 'default',
    showLegend = variant === 'default',
    legendLabel,
    defaultHiddenIds,
    maxPointsPerSeries,
    yMin,
    yMax,
    canvasRef,
  } = props;
  const theme = useChartTheme(props.theme);
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef, props.width);
  const compact = variant === 'compact';
  const height =
    props.height ??
    (compact ? (width < MOBILE_WIDTH ? COMPACT_TIMELINE_HEIGHT.mobile : COMPACT_TIMELINE_HEIGHT.regular) : 320);
  const fontSize = chartFontSize(theme, width);
  const margin = useMemo(
    () =>
      compact
        ? { top: 2, right: 2, bottom: 2, left: 2 }
        : { top: 12, right: 16, bottom: fontSize * 2 + 10, left: fontSize * 4 + 14 },
    [compact, fontSize],
  );

  const [uncontrolledZoom, setUncontrolledZoom] = useState<TimelineRange | null>(props.defaultZoom ?? null);
  const zoom = props.zoom !== undefined ? props.zoom : uncontrolledZoom;
  const [hiddenIds, setHiddenIds] = useState<readonly string[]>(defaultHiddenIds ?? []);

  const aggregated = useMemo(
    () => aggregateForTimeline(series, aggregation, aggregationMethod),
    [series, aggregation, aggregationMethod],
  );
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = Math.max(1, height - margin.top - margin.bottom);
  const prepared = useMemo(
    () =>
      prepareTimeline(aggregated, {
        series,
        colours: theme.palette,
        mode,
        aggregation,
        aggregationMethod,
        zoom,
        hiddenIds,
        thresholds,
        tools: tools ?? {},
        maxPoints: maxPointsPerSeries ?? Math.round(innerWidth / PIXELS_PER_POINT),
        yMin,
        yMax,
      }),
    [
      aggregated,
      series,
      theme.palette,
      mode,
      aggregation,
      aggregationMethod,
      zoom,
      hiddenIds,
      thresholds,
      tools,
      maxPointsPerSeries,
      innerWidth,
      yMin,
      yMax,
    ],
  );
  const xScale = useMemo(() => linearScale(prepared.xDomain, [0, innerWidth]), [prepared.xDomain, innerWidth]);
  const yScale = useMemo(() => linearScale(prepared.yDomain, [innerHeight, 0]), [prepared.yDomain, innerHeight]);
  const toX = useCallback((v: number): XValue => (prepared.xIsDate ? new Date(v) : v), [prepared.xIsDate]);

  const setZoom = useCallback(
    (range: TimelineRange | null) => {
      if (props.zoom === undefined) setUncontrolledZoom(range);
      onZoomChange?.(range?.start ?? null, range?.end ?? null);
    },
    [props.zoom, onZoomChange],
  );

  // Drag to zoom; hover for the tooltip.
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const plotX = (event: ReactPointerEvent) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return Math.min(innerWidth, Math.max(0, event.clientX - rect.left - margin.left));
  };
  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests) cannot be captured; dragging still works.
    }
    const px = plotX(event);
    setDrag({ from: px, to: px });
    setHover(null);
  };
  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const px = plotX(event);
    if (drag) {
      setDrag({ ...drag, to: px });
      return;
    }
    if (compact) return;
    const at = xScale.invert(px);
    const reference = prepared.series.find((s) => s.points.length);
    if (!reference) return setHover(null);
    const index = nearestIndex(reference.points, at, (p) => xNumber(p.x));
    const x = (reference.points[index] ?? reference.points[0])!.x;
    const xn = xNumber(x);
    const rows = prepared.series.map((s) => {
      const i = nearestIndex(s.points, xn, (p) => xNumber(p.x));
      const point = s.points[i];
      return { series: s, y: point && xNumber(point.x) === xn ? point.y : null };
    });
    setHover({ px: xScale(xn), x, rows });
  };
  const onPointerUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const to = plotX(event);
    setDrag(null);
    if (Math.abs(to - drag.from) < 4) return;
    let start = xScale.invert(Math.min(drag.from, to));
    let end = xScale.invert(Math.max(drag.from, to));
    // Whole days: the app writes the range to the URL as dates.
    const unit = prepared.xIsDate ? DAY_MS : 1;
    start = Math.floor(start / unit) * unit;
    end = Math.max(start + unit, Math.ceil(end / unit) * unit);
    setZoom({ start: toX(start), end: toX(end) });
  };

  const empty = !loading && !hasValues(series);
  const state = loading ? 'loading' : empty ? 'empty' : 'ready';
  const rootStyle: CSSProperties = {
    position: 'relative',
    width: props.width ?? '100%',
    background: theme.background,
    color: theme.text,
    fontFamily: theme.fontFamily,
    fontSize,
  };

  return (
    <div
      ref={rootRef}
      style={rootStyle}
      data-state={state}
      data-mode={mode}
      data-aggregation={aggregation}
      data-zoomed={zoom ? 'true' : 'false'}
      data-points-drawn={prepared.pointCount}
    >
      {state !== 'ready' ? (
        <ChartMessage
          theme={theme}
          height={height}
          busy={loading}
          text={loading ? loadingLabel : emptyLabel}
          label={label}
        />
      ) : width > 0 ? (
        <div role="img" aria-label={label} style={{ position: 'relative', width, height }}>
          <TimelineCanvas
            prepared={prepared}
            width={width}
            height={height}
            margin={margin}
            mode={mode}
            compact={compact}
            theme={theme}
            formatValue={formatValue}
            formatX={formatX}
            canvasRef={canvasRef}
          />
          <svg
            width={width}
            height={height}
            style={{ position: 'absolute', inset: 0, cursor: 'crosshair', touchAction: 'none' }}
            data-chart-overlay=""
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerLeave={() => setHover(null)}
            onDoubleClick={() => zoom && setZoom(null)}
          >
            <g transform={`translate(${margin.left},${margin.top})`}>
              <Overlay
                prepared={prepared}
                xScale={xScale}
                yScale={yScale}
                innerWidth={innerWidth}
                innerHeight={innerHeight}
                highlights={highlights}
                thresholds={thresholds}
                theme={theme}
                fontSize={fontSize}
                compact={compact}
              />
              {drag && Math.abs(drag.to - drag.from) > 0 && (
                <rect
                  data-layer="selection"
                  x={Math.min(drag.from, drag.to)}
                  y={0}
                  width={Math.abs(drag.to - drag.from)}
                  height={innerHeight}
                  fill={theme.selection.fill}
                  stroke={theme.selection.stroke}
                  strokeDasharray="3 3"
                />
              )}
              {hover && (
                <line
                  x1={hover.px}
                  x2={hover.px}
                  y1={0}
                  y2={innerHeight}
                  stroke={theme.textMuted}
                  strokeDasharray="4 4"
                  pointerEvents="none"
                />
              )}
            </g>
          </svg>
        </div>
      ) : (
        <div style={{ height }} />
      )}
      {state === 'ready' && hover && (
        <div
          aria-hidden="true"
          data-tooltip=""
          style={{
            position: 'absolute',
            top: margin.top,
            left: Math.min(margin.left + hover.px + 12, Math.max(0, width - 220)),
            pointerEvents: 'none',
            background: theme.tooltip.background,
            color: theme.tooltip.text,
            border: `1px solid ${theme.tooltip.border}`,
            borderRadius: 4,
            padding: '6px 9px',
            whiteSpace: 'nowrap',
            boxShadow: '0 2px 6px rgba(0,0,0,0.15)',
            zIndex: 1,
          }}
        >
          <div style={{ fontWeight: 600, marginBottom: 2 }}>{formatX(hover.x)}</div>
          {hover.rows.map(({ series: s, y }) => (
            <div key={s.id} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <span style={{ width: 10, height: 10, background: s.colour, display: 'inline-block', borderRadius: 2 }} />
              <span>{s.label}</span>
              <strong style={{ marginLeft: 'auto', paddingLeft: 8 }}>
                {y === null ? missingLabel : formatValue(y)}
              </strong>
            </div>
          ))}
        </div>
      )}
      {state === 'ready' && zoom && resetZoomLabel && (
        <button
          type="button"
          onClick={() => setZoom(null)}
          style={{
            position: 'absolute',
            top: margin.top,
            right: margin.right,
            font: 'inherit',
            color: theme.text,
            background: theme.background,
            border: `1px solid ${theme.axis}`,
            borderRadius: 4,
            padding: '2px 8px',
            cursor: 'pointer',
          }}
        >
          {resetZoomLabel}
        </button>
      )}
      {state === 'ready' && showLegend && series.length > 0 && (
        <ul
          aria-label={legendLabel}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4px 14px',
            listStyle: 'none',
            margin: '6px 0 0',
            padding: `0 ${margin.left}px`,
          }}
        >
          {series.map((s, i) => {
            const hidden = hiddenIds.includes(s.id);
            const colour = s.colour ?? theme.palette[i % theme.palette.length];
            return (
              <li key={s.id} data-legend-item="">
                <button
                  type="button"
                  aria-pressed={!hidden}
                  onClick={() =>
                    setHiddenIds((ids) => (ids.includes(s.id) ? ids.filter((id) => id !== s.id) : [...ids, s.id]))
                  }
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 6,
                    font: 'inherit',
                    color: theme.text,
                    background: 'none',
                    border: 'none',
                    padding: '2px 0',
                    cursor: 'pointer',
                    textDecoration: hidden ? 'line-through' : 'none',
                  }}
                >
                  <span
                    aria-hidden="true"
                    data-colour={colour}
                    style={{
                      width: 12,
                      height: 3,
                      background: colour,
                      opacity: hidden ? 0.35 : 1,
                      display: 'inline-block',
                    }}
                  />
                  <span data-legend-text="">{s.label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

interface OverlayProps {
  prepared: PreparedTimeline;
  xScale: LinearScale;
  yScale: LinearScale;
  innerWidth: number;
  innerHeight: number;
  highlights: readonly HighlightRange[];
  thresholds: readonly Threshold[];
  theme: ChartTheme;
  fontSize: number;
  compact: boolean;
}

/** Bands, thresholds and graph-tool layers, in SVG over the canvas (few elements, easy to test). */
function Overlay({
  prepared,
  xScale,
  yScale,
  innerWidth,
  innerHeight,
  highlights,
  thresholds,
  theme,
  fontSize,
  compact,
}: OverlayProps) {
  const px = (x: XValue) => xScale(xNumber(x));
  const clipId = `timeline-clip-${useId().replace(/:/g, '')}`;
  const path = (points: readonly { x: XValue; y: number }[]) =>
    points.map((p, i) => `${i ? 'L' : 'M'}${px(p.x).toFixed(1)},${yScale(p.y).toFixed(1)}`).join('');
  const { tools } = prepared;
  return (
    <>
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={innerWidth} height={innerHeight} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`} pointerEvents="none">
        <g data-layer="highlights">
          {highlights.map((h, i) => {
            const a = px(h.start);
            const b = px(h.end);
            return xNumber(h.start) === xNumber(h.end) ? (
              <line
                key={i}
                data-highlight="day"
                x1={a}
                x2={a}
                y1={0}
                y2={innerHeight}
                stroke={theme.band.line}
                strokeWidth={2}
              />
            ) : (
              <rect
                key={i}
                data-highlight="range"
                x={Math.min(a, b)}
                y={0}
                width={Math.abs(b - a)}
                height={innerHeight}
                fill={theme.band.fill}
              />
            );
          })}
        </g>
        <g data-layer="thresholds">
          {thresholds.map((t, i) => {
            const x1 = t.start === undefined ? 0 : Math.max(0, px(t.start));
            const x2 = t.end === undefined ? innerWidth : Math.min(innerWidth, px(t.end));
            return x2 <= x1 ? null : (
              <g key={i} data-threshold={t.value}>
                <line
                  x1={x1}
                  x2={x2}
                  y1={yScale(t.value)}
                  y2={yScale(t.value)}
                  stroke={t.colour ?? theme.threshold}
                  strokeWidth={1.5}
                  strokeDasharray="6 4"
                />
                {t.label && !compact && (
                  <text
                    x={x2 - 4}
                    y={yScale(t.value) - 4}
                    textAnchor="end"
                    fontSize={fontSize}
                    fontFamily={theme.fontFamily}
                    fill={t.colour ?? theme.threshold}
                    paintOrder="stroke"
                    stroke={theme.background}
                    strokeWidth={3}
                  >
                    {t.label}
                  </text>
                )}
              </g>
            );
          })}
        </g>
        {tools.forecast.length > 0 && (
          <g data-layer="forecast">
            {tools.forecast.map((f) => (
              <g key={f.seriesId} data-series={f.seriesId}>
                <path
                  d={
                    path(f.points.map((p) => ({ x: p.x, y: p.upper }))) +
                    path([...f.points].reverse().map((p) => ({ x: p.x, y: p.lower }))).replace(/^M/, 'L') +
                    'Z'
                  }
                  fill={theme.tools.forecastBand}
                />
                <path d={path(f.points)} fill="none" stroke={f.colour} strokeWidth={2} strokeDasharray="6 4" />
              </g>
            ))}
          </g>
        )}
        {tools.interpolate.length > 0 && (
          <g data-layer="interpolate">
            {tools.interpolate.map((layer) => (
              <g key={layer.seriesId} data-series={layer.seriesId}>
                {layer.segments.map(([a, b], i) => (
                  <line
                    key={i}
                    x1={px(a.x)}
                    y1={yScale(a.y as number)}
                    x2={px(b.x)}
                    y2={yScale(b.y as number)}
                    stroke={theme.tools.interpolate}
                    strokeWidth={2}
                    strokeDasharray="2 3"
                  />
                ))}
                {layer.points.map((p, i) => (
                  <circle
                    key={i}
                    cx={px(p.x)}
                    cy={yScale(p.y as number)}
                    r={2.5}
                    fill={theme.background}
                    stroke={theme.tools.interpolate}
                  />
                ))}
              </g>
            ))}
          </g>
        )}
        {tools.anomaly.length > 0 && (
          <g data-layer="anomaly">
            {tools.anomaly.map((layer) => (
              <g key={layer.seriesId} data-series={layer.seriesId}>
                {layer.points.map((p, i) => (
                  <circle
                    key={i}
                    data-anomaly=""
                    cx={px(p.x)}
                    cy={yScale(p.y)}
                    r={5}
                    fill="none"
                    stroke={theme.tools.anomaly}
                    strokeWidth={2}
                  />
                ))}
              </g>
            ))}
          </g>
        )}
      </g>
    </>
  );
}
