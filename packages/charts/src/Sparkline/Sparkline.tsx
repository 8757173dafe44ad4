import { useMemo } from 'react';
import { linearScale } from '../internal/scale.ts';
import { xNumber, type SeriesPoint } from '../series/types.ts';
import type { ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';

export interface SparklineProps {
  points: readonly SeriesPoint[];
  /** Accessible name with the gist, e.g. "Feed, last 30 days: 12.4 t", from the caller. */
  label: string;
  width?: number;
  height?: number;
  color?: string;
  /** Fill under the line (default true). */
  area?: boolean;
  theme?: ChartTheme;
}

/** A tiny line without axes (e.g. the 30-day feed graph of an expanded risk card). Gaps break the line. */
export function Sparkline({
  points,
  label,
  width = 120,
  height = 32,
  color,
  area = true,
  theme: themeProp,
}: SparklineProps) {
  const theme = useChartTheme(themeProp);
  const stroke = color ?? theme.palette[0] ?? theme.text;
  const paths = useMemo(() => {
    const known = points.filter((p) => p.y !== null) as (SeriesPoint & { y: number })[];
    if (known.length === 0) return null;
    const xs = points.map((p) => xNumber(p.x));
    const ys = known.map((p) => p.y);
    const lo = Math.min(0, ...ys);
    const hi = Math.max(...ys);
    const x = linearScale([Math.min(...xs), Math.max(...xs)], [1, width - 1]);
    const y = linearScale([lo, hi === lo ? lo + 1 : hi], [height - 2, 2]);
    let line = '';
    let fill = '';
    let run: (SeriesPoint & { y: number })[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const d = run.map((p, i) => `${i ? 'L' : 'M'}${x(xNumber(p.x)).toFixed(1)},${y(p.y).toFixed(1)}`).join('');
      line += d;
      const first = run[0] as SeriesPoint;
      const last = run[run.length - 1] as SeriesPoint;
      fill += `${d}L${x(xNumber(last.x)).toFixed(1)},${y(lo).toFixed(1)}L${x(xNumber(first.x)).toFixed(1)},${y(lo).toFixed(1)}Z`;
      run = [];
    };
    for (const p of points) {
      if (p.y === null) flush();
      else run.push(p as SeriesPoint & { y: number });
    }
    flush();
    return { line, fill };
  }, [points, width, height]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      data-state={paths ? 'ready' : 'empty'}
    >
      {paths && area && <path d={paths.fill} fill={stroke} fillOpacity={0.15} />}
      {paths && <path d={paths.line} fill="none" stroke={stroke} strokeWidth={1.5} strokeLinejoin="round" />}
      {!paths && (
        <line x1={1} x2={width - 1} y1={height / 2} y2={height / 2} stroke={theme.grid} strokeDasharray="3 3" />
      )}
    </svg>
  );
}
