import { useId } from 'react';
import type { LinearScale } from '../internal/scale.ts';
import { xNumber, type HighlightRange, type SeriesBand, type Threshold, type XValue } from '../series/types.ts';
import type { ChartTheme } from '../theme/ChartTheme.ts';
import type { PreparedTimeline } from './prepare.ts';

export interface OverlayProps {
  prepared: PreparedTimeline;
  xScale: LinearScale;
  yScale: LinearScale;
  innerWidth: number;
  innerHeight: number;
  highlights: readonly HighlightRange[];
  thresholds: readonly Threshold[];
  bands?: readonly SeriesBand[];
  theme: ChartTheme;
  fontSize: number;
  compact: boolean;
}

/** A step line: flat over each step, vertical where the value changes. */
const stepPath = (steps: NonNullable<Threshold['steps']>, px: (x: XValue) => number, y: LinearScale) =>
  steps
    .map(
      (step, i) =>
        `${i ? 'L' : 'M'}${px(step.start).toFixed(1)},${y(step.value).toFixed(1)}H${px(step.end).toFixed(1)}`,
    )
    .join('');

/** Bands, thresholds and graph-tool layers, in SVG over the canvas (few elements, easy to test). */
export function Overlay({
  prepared,
  xScale,
  yScale,
  innerWidth,
  innerHeight,
  highlights,
  thresholds,
  bands = [],
  theme,
  fontSize,
  compact,
}: OverlayProps) {
  const px = (x: XValue) => xScale(xNumber(x));
  const clipId = `timeline-clip-${useId().replace(/:/g, '')}`;
  const path = (points: readonly { x: XValue; y: number }[]) =>
    points.map((p, i) => `${i ? 'L' : 'M'}${px(p.x).toFixed(1)},${yScale(p.y).toFixed(1)}`).join('');
  const { tools } = prepared;
  /** Closed areas between two visible series, one per run of x values where both have a value. */
  const bandPaths = (band: SeriesBand): { d: string; colour: string } | null => {
    const lower = prepared.series.find((s) => s.id === band.lowerId);
    const upper = prepared.series.find((s) => s.id === band.upperId);
    if (!lower || !upper) return null;
    const upperAt = new Map(upper.points.map((p) => [xNumber(p.x), p.y]));
    const runs: { x: XValue; lo: number; hi: number }[][] = [[]];
    for (const p of lower.points) {
      const hi = upperAt.get(xNumber(p.x));
      if (p.y === null || hi === null || hi === undefined) {
        if (runs[runs.length - 1]!.length) runs.push([]);
        continue;
      }
      runs[runs.length - 1]!.push({ x: p.x, lo: p.y, hi });
    }
    const d = runs
      .filter((run) => run.length > 1)
      .map(
        (run) =>
          path(run.map((p) => ({ x: p.x, y: p.hi }))) +
          path([...run].reverse().map((p) => ({ x: p.x, y: p.lo }))).replace(/^M/, 'L') +
          'Z',
      )
      .join('');
    return d ? { d, colour: upper.colour } : null;
  };
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
            const colour = h.tone === 'warning' ? theme.threshold : theme.band.line;
            return xNumber(h.start) === xNumber(h.end) ? (
              <line
                key={i}
                data-highlight="day"
                x1={a}
                x2={a}
                y1={0}
                y2={innerHeight}
                stroke={colour}
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
                fill={h.tone === 'warning' ? theme.band.warning : theme.band.fill}
                data-tone={h.tone ?? 'default'}
              />
            );
          })}
        </g>
        {bands.length > 0 && (
          <g data-layer="bands">
            {bands.map((band) => {
              const area = bandPaths(band);
              return area ? (
                <path
                  key={`${band.lowerId}/${band.upperId}`}
                  data-band={`${band.lowerId}/${band.upperId}`}
                  d={area.d}
                  fill={area.colour}
                  fillOpacity={0.18}
                />
              ) : null;
            })}
          </g>
        )}
        <g data-layer="thresholds">
          {thresholds.map((t, i) => {
            const colour = t.colour ?? theme.threshold;
            const last = t.steps?.[t.steps.length - 1];
            const labelY = yScale(last ? last.value : t.value) - 4;
            const x1 = t.start === undefined ? 0 : Math.max(0, px(t.start));
            const x2 = t.end === undefined ? innerWidth : Math.min(innerWidth, px(t.end));
            if (!t.steps && x2 <= x1) return null;
            return (
              <g key={i} data-threshold={t.steps ? 'steps' : t.value}>
                {t.steps ? (
                  <path
                    d={stepPath(t.steps, px, yScale)}
                    fill="none"
                    stroke={colour}
                    strokeWidth={1.5}
                    strokeDasharray="6 4"
                  />
                ) : (
                  <line
                    x1={x1}
                    x2={x2}
                    y1={yScale(t.value)}
                    y2={yScale(t.value)}
                    stroke={colour}
                    strokeWidth={1.5}
                    strokeDasharray="6 4"
                  />
                )}
                {t.label && !compact && (
                  <text
                    x={(t.steps ? innerWidth : x2) - 4}
                    y={labelY}
                    textAnchor="end"
                    fontSize={fontSize}
                    fontFamily={theme.fontFamily}
                    fill={colour}
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
