import { describe, expect, it } from 'vitest';
import { drawAxes, drawBars, drawGridY, drawLines, type PlotFrame } from './canvasLayers.ts';
import type { PreparedSeries } from './prepare.ts';

/** A recording 2D context: the calls the layers make, in order. */
const recorder = () => {
  const calls: string[] = [];
  const ctx = {
    beginPath: () => calls.push('begin'),
    moveTo: (x: number, y: number) => calls.push(`M${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`L${x},${y}`),
    stroke: () => calls.push('stroke'),
    fillRect: (x: number, y: number, w: number, h: number) => calls.push(`R${x},${y},${w},${h}`),
    fillText: (text: string, x: number, y: number) => calls.push(`T${text}@${x},${y}`),
    arc: (x: number, y: number, r: number) => calls.push(`A${x},${y},${r}`),
    fill: () => calls.push('fill'),
    // Every label is 6 px per character wide.
    measureText: (text: string) => ({ width: text.length * 6 }),
    save: () => undefined,
    restore: () => undefined,
    set strokeStyle(value: string) {
      calls.push(`stroke=${value}`);
    },
    set fillStyle(value: string) {
      calls.push(`fill=${value}`);
    },
    lineWidth: 0,
    lineJoin: 'miter',
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
};

const frame: PlotFrame = { innerWidth: 100, innerHeight: 50, xDomain: [0, 4], yDomain: [0, 1] };
const series = (points: { x: number; y: number | null }[]): PreparedSeries => ({
  id: 's',
  label: 'S',
  color: '#123456',
  points,
  drawn: points,
});

describe('canvas layers', () => {
  it('breaks a line at a null point (not reported is a gap, never 0)', () => {
    const { ctx, calls } = recorder();
    drawLines(
      ctx,
      frame,
      [
        series([
          { x: 0, y: 0 },
          { x: 1, y: 1 },
          { x: 2, y: null },
          { x: 3, y: 0.5 },
          { x: 4, y: 1 },
        ]),
      ],
      2,
    );
    expect(calls).toEqual(['stroke=#123456', 'begin', 'M0,50', 'L25,0', 'M75,25', 'L100,0', 'stroke']);
  });

  it('draws a value with no reported neighbour as a dot (a lone week between unreported ones is not lost)', () => {
    const { ctx, calls } = recorder();
    drawLines(
      ctx,
      frame,
      [
        series([
          { x: 0, y: null },
          { x: 1, y: 1 },
          { x: 2, y: null },
          { x: 3, y: 0.5 },
          { x: 4, y: 1 },
        ]),
      ],
      2,
    );
    expect(calls).toEqual([
      'stroke=#123456',
      'begin',
      'M25,0',
      'M75,25',
      'L100,0',
      'stroke',
      'fill=#123456',
      'begin',
      'A25,0,2',
      'fill',
    ]);
  });

  it('draws no bar for a null point and bars from the zero line', () => {
    const { ctx, calls } = recorder();
    drawBars(
      ctx,
      frame,
      [
        series([
          { x: 1, y: 0.5 },
          { x: 2, y: null },
        ]),
      ],
      1,
    );
    expect(calls).toEqual(['fill=#123456', 'R12.5,25,25,25']);
  });

  it('draws a grid line across the plot at each y tick', () => {
    const { ctx, calls } = recorder();
    drawGridY(ctx, frame, [0, 0.5, 1], { font: '12px Inter', text: '#111', axis: '#222', grid: '#333' });
    expect(calls).toEqual([
      'stroke=#333',
      'begin',
      'M0,50',
      'L100,50',
      'stroke',
      'begin',
      'M0,25',
      'L100,25',
      'stroke',
      'begin',
      'M0,0',
      'L100,0',
      'stroke',
    ]);
  });

  it('labels the x ticks under the plot and the y ticks left of it, 8 px from the axis', () => {
    const { ctx, calls } = recorder();
    drawAxes(
      ctx,
      frame,
      { x: [{ value: 2, label: 'mid' }], y: [{ value: 1, label: 'top' }] },
      { font: '12px Inter', text: '#111', axis: '#222', grid: '#333' },
      { left: 40, right: 16 },
    );
    expect(calls.filter((call) => call.startsWith('T'))).toEqual(['Tmid@50,58', 'Ttop@-8,0']);
    expect(calls).toContain('M50,50');
    expect(calls).toContain('L50,54');
  });

  it('keeps the first and last x labels inside the canvas (the margins beside the plot), centred elsewhere', () => {
    const { ctx, calls } = recorder();
    drawAxes(
      ctx,
      frame,
      {
        x: [
          { value: 0, label: '2026-09-08' },
          { value: 2, label: 'mid' },
          { value: 4, label: '2026-11-20' },
        ],
        y: [],
      },
      { font: '12px Inter', text: '#111', axis: '#222', grid: '#333' },
      { left: 20, right: 16 },
    );
    // 60 px wide labels: the first starts at the canvas' left edge (−20), the last ends at its right edge (116).
    expect(calls.filter((call) => call.startsWith('T'))).toEqual([
      'T2026-09-08@10,58',
      'Tmid@50,58',
      'T2026-11-20@86,58',
    ]);
  });
});
