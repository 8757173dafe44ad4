import { useCallback, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { nearestIndex, type LinearScale } from '../internal/scale.ts';
import { DAY_MS, xNumber, type XValue } from '../series/types.ts';
import type { PreparedSeries, PreparedTimeline, TimelineRange } from './prepare.ts';

export interface TimelineHover {
  /** Plot x of the hovered point. */
  px: number;
  x: XValue;
  /** Each visible series' value at x; null where it has no report there. */
  rows: { series: PreparedSeries; y: number | null }[];
}

interface InteractionInput {
  prepared: PreparedTimeline;
  xScale: LinearScale;
  innerWidth: number;
  marginLeft: number;
  /** No hover tooltip (the compact strip). */
  compact: boolean;
  zoomed: boolean;
  setZoom: (range: TimelineRange | null) => void;
}

/**
 * Drag to zoom (whole days on a date axis; a drag under 4 px is a click), double-click to reset, and the hover
 * point for the tooltip. Returns the overlay's pointer handlers and what to draw.
 */
export function useTimelineInteraction({
  prepared,
  xScale,
  innerWidth,
  marginLeft,
  compact,
  zoomed,
  setZoom,
}: InteractionInput) {
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const [hover, setHover] = useState<TimelineHover | null>(null);
  const plotX = (event: ReactPointerEvent) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return Math.min(innerWidth, Math.max(0, event.clientX - rect.left - marginLeft));
  };
  const toX = (v: number): XValue => (prepared.xIsDate ? new Date(v) : v);

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
  const onPointerLeave = useCallback(() => setHover(null), []);
  const onDoubleClick = () => {
    if (zoomed) setZoom(null);
  };
  return {
    drag,
    hover,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerLeave, onDoubleClick },
  };
}
