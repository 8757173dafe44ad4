/**
 * Benchmark page: renders the same data with TimelineChart (nivo canvas +
 * LTTB), uPlot and plain nivo ResponsiveLine (SVG), and times first paint
 * and a zoom update. Driven by timeline.bench.ts through playwright.
 */
import { ResponsiveLine } from '@nivo/line';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TimelineChart, type ChartSeries } from '@havbruk/charts';

const DAY = 86_400_000;
const WIDTH = 1200;
const HEIGHT = 400;
const POINTS = 1095;
const START = Date.UTC(2023, 10, 21);

/** Seeded daily sea-temperature-like series. */
const makeSeries = (count: number): ChartSeries[] =>
  Array.from({ length: count }, (_, s) => {
    let seed = 17 + s * 7919;
    const rand = () => {
      seed = (seed * 1664525 + 1013904223) % 2 ** 32;
      return seed / 2 ** 32;
    };
    return {
      id: `cage-${s + 1}`,
      label: `Cage ${s + 1}`,
      points: Array.from({ length: POINTS }, (_, i) => ({
        x: new Date(START + i * DAY),
        y: 10 - 5 * Math.cos(((i - 50) / 365) * 2 * Math.PI) + (rand() - 0.5) + s * 0.05,
      })),
    };
  });

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** Waits until the predicate holds, then for the frame that paints it. */
const painted = async (done: () => boolean) => {
  for (let i = 0; i < 600 && !done(); i++) await frame();
  await frame();
};

type Library = 'timeline' | 'uplot' | 'nivo-svg';

interface Mounted {
  zoom: (start: number, end: number) => void;
  isPainted: () => boolean;
  destroy: () => void;
}

const stage = document.getElementById('stage') as HTMLDivElement;

function mount(library: Library, series: ChartSeries[]): Mounted {
  if (library === 'uplot') {
    const xs = series[0]!.points.map((p) => (p.x as Date).getTime() / 1000);
    const data = [xs, ...series.map((s) => s.points.map((p) => p.y))] as uPlot.AlignedData;
    const chart = new uPlot(
      {
        width: WIDTH,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: `hsl(${(i * 37) % 360} 60% 45%)`, width: 2 }))],
      },
      data,
      stage,
    );
    return {
      zoom: (start, end) => chart.setScale('x', { min: start / 1000, max: end / 1000 }),
      isPainted: () => stage.querySelector('canvas') !== null,
      destroy: () => chart.destroy(),
    };
  }
  const root: Root = createRoot(stage);
  if (library === 'timeline') {
    const render = (zoom: { start: Date; end: Date } | null) =>
      flushSync(() =>
        root.render(
          <TimelineChart series={series} label="bench" width={WIDTH} height={HEIGHT} showLegend={false} zoom={zoom} />,
        ),
      );
    render(null);
    return {
      zoom: (start, end) => render({ start: new Date(start), end: new Date(end) }),
      isPainted: () => (stage.querySelector('canvas')?.width ?? 0) > 0,
      destroy: () => root.unmount(),
    };
  }
  const data = series.map((s) => ({ id: s.id, data: s.points.map((p) => ({ x: p.x as Date, y: p.y })) }));
  const render = (min: Date | 'auto', max: Date | 'auto') =>
    flushSync(() =>
      root.render(
        <div style={{ width: WIDTH, height: HEIGHT }}>
          <ResponsiveLine
            data={data}
            xScale={{ type: 'time', format: 'native', min, max }}
            yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
            margin={{ top: 12, right: 16, bottom: 34, left: 52 }}
            axisBottom={{ format: '%b %y', tickValues: 8 }}
            enablePoints={false}
            animate={false}
          />
        </div>,
      ),
    );
  render('auto', 'auto');
  return {
    zoom: (start, end) => render(new Date(start), new Date(end)),
    isPainted: () => stage.querySelectorAll('svg path').length >= series.length,
    destroy: () => root.unmount(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function runBench(library: Library, count: number, runs: number) {
  const series = makeSeries(count);
  const firstPaint: number[] = [];
  const zoomUpdate: number[] = [];
  for (let run = 0; run < runs + 1; run++) {
    await frame();
    const t0 = performance.now();
    const mounted = mount(library, series);
    await painted(mounted.isPainted);
    const t1 = performance.now();
    // Zoom to the last year, as a drag would.
    const end = START + (POINTS - 1) * DAY;
    const z0 = performance.now();
    mounted.zoom(end - 365 * DAY, end);
    await painted(() => true);
    const z1 = performance.now();
    mounted.destroy();
    stage.replaceChildren();
    if (run === 0) continue; // warm-up run (JIT, fonts, module init) is not counted
    firstPaint.push(t1 - t0);
    zoomUpdate.push(z1 - z0);
  }
  return { firstPaint: median(firstPaint), zoomUpdate: median(zoomUpdate), runs };
}

Object.assign(window, { runBench, benchReady: true });
