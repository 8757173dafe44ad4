import { useCallback, useMemo, useRef, useState, type CSSProperties, type Ref } from 'react';
import { ChartMessage } from '../internal/ChartMessage.tsx';
import { linearScale } from '../internal/scale.ts';
import { useElementWidth } from '../internal/useElementWidth.ts';
import { type Aggregation, type AggregationMethod } from '../series/aggregate.ts';
import {
  type ChartSeries,
  type HighlightRange,
  type SeriesBand,
  type Threshold,
  type XValue,
} from '../series/types.ts';
import { chartFontSize, type ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';
import { Overlay } from './Overlay.tsx';
import {
  aggregateForTimeline,
  prepareTimeline,
  type TimelineMode,
  type TimelineRange,
  type TimelineTools,
} from './prepare.ts';
import { TimelineCanvas } from './TimelineCanvas.tsx';
import { TimelineLegend, TimelineLegendPlaceholder } from './TimelineLegend.tsx';
import { TimelineTooltip } from './TimelineTooltip.tsx';
import { useTimelineInteraction } from './useTimelineInteraction.ts';

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
  /** Shaded ranges between pairs of series (e.g. an interquartile band); hidden with either series. */
  bands?: readonly SeriesBand[];
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
  /** Series hidden (controlled); the legend toggles them through `onHiddenIdsChange`. */
  hiddenIds?: readonly string[];
  /** Series hidden initially when uncontrolled. */
  defaultHiddenIds?: readonly string[];
  onHiddenIdsChange?: (ids: readonly string[]) => void;
  /** Tooltip text for a series with no value at the hovered x (e.g. "not reported"); default a dash. */
  missingLabel?: string;
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

const NO_HIGHLIGHTS: readonly HighlightRange[] = [];
const NO_THRESHOLDS: readonly Threshold[] = [];

/**
 * Time-series chart on nivo's canvas line chart: many series with a legend,
 * line or bar mode, aggregation, drag-to-zoom, highlighted bands, threshold
 * (and step-limit) lines and graph-tool layers. Long series are downsampled per
 * series to about one point per pixel (LTTB), so drawing cost does not grow with
 * the number of points. Holds no text: every label and formatter is a prop.
 * The parts: `prepare.ts` (data), `canvasLayers.ts` + `TimelineCanvas` (drawing),
 * `Overlay` (SVG layers), `useTimelineInteraction` (zoom, hover), `TimelineTooltip`, `TimelineLegend`.
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
    highlights = NO_HIGHLIGHTS,
    thresholds = NO_THRESHOLDS,
    bands,
    tools,
    formatValue = defaultFormatValue,
    formatX = defaultFormatX,
    loading = false,
    loadingLabel,
    emptyLabel,
    variant = 'default',
    showLegend = variant === 'default',
    legendLabel,
    onHiddenIdsChange,
    missingLabel,
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
  const [uncontrolledHidden, setUncontrolledHidden] = useState<readonly string[]>(props.defaultHiddenIds ?? []);
  const hiddenIds = props.hiddenIds ?? uncontrolledHidden;
  const toggleSeries = (id: string) => {
    const next = hiddenIds.includes(id) ? hiddenIds.filter((hidden) => hidden !== id) : [...hiddenIds, id];
    if (props.hiddenIds === undefined) setUncontrolledHidden(next);
    onHiddenIdsChange?.(next);
  };

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
        colors: theme.palette,
        mode,
        aggregation,
        aggregationMethod,
        zoom,
        hiddenIds,
        thresholds,
        highlights,
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
      highlights,
      tools,
      maxPointsPerSeries,
      innerWidth,
      yMin,
      yMax,
    ],
  );
  const xScale = useMemo(() => linearScale(prepared.xDomain, [0, innerWidth]), [prepared.xDomain, innerWidth]);
  const yScale = useMemo(() => linearScale(prepared.yDomain, [innerHeight, 0]), [prepared.yDomain, innerHeight]);

  const setZoom = useCallback(
    (range: TimelineRange | null) => {
      if (props.zoom === undefined) setUncontrolledZoom(range);
      onZoomChange?.(range?.start ?? null, range?.end ?? null);
    },
    [props.zoom, onZoomChange],
  );
  const { drag, hover, handlers } = useTimelineInteraction({
    prepared,
    xScale,
    innerWidth,
    marginLeft: margin.left,
    compact,
    zoomed: zoom !== null,
    setZoom,
  });

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
      data-variant={variant}
      data-aggregation={aggregation}
      data-zoomed={zoom ? 'true' : 'false'}
      data-points-drawn={prepared.pointCount}
      data-y-domain={prepared.yDomain.join(',')}
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
            {...handlers}
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
                bands={bands}
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
        <TimelineTooltip
          hover={hover}
          top={margin.top}
          left={Math.min(margin.left + hover.px + 12, Math.max(0, width - 220))}
          theme={theme}
          formatValue={formatValue}
          formatX={formatX}
          missingLabel={missingLabel}
        />
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
      {state === 'loading' && showLegend && <TimelineLegendPlaceholder />}
      {state === 'ready' && showLegend && series.length > 0 && (
        <TimelineLegend
          series={series}
          hiddenIds={hiddenIds}
          onToggle={toggleSeries}
          label={legendLabel}
          paddingInline={margin.left}
          theme={theme}
        />
      )}
    </div>
  );
}
