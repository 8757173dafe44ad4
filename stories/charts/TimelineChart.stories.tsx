import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimelineChart } from '@havbruk/charts';
import { asDaysIn, cageDaily, feedSeries, temperatureSeries, today, weeklySeries } from './chartData.ts';
import { formatters, withChartTheme } from './chartDecorators.tsx';

const DAY = 86_400_000;
const en2 = formatters('en', 2);
const en1 = formatters('en', 1);
const en0 = formatters('en', 0);
const no2 = formatters('no', 2);

const female = weeklySeries('female', 'Adult female lice');
const mobile = weeklySeries('mobile', 'Mobile lice');
const stationary = weeklySeries('stationary', 'Attached lice');
const cageTemperatures = temperatureSeries(10);
const feed3 = feedSeries(3);
const lastYearStart = new Date(today.getTime() - 364 * DAY);

const meta = {
  title: 'charts/TimelineChart',
  component: TimelineChart,
  decorators: [withChartTheme],
  args: {
    series: [female, mobile, stationary],
    label: 'Sea lice per fish, weekly, last two years',
    legendLabel: 'Series',
    resetZoomLabel: 'Reset zoom',
    thresholds: [{ value: 0.5, label: 'Limit 0.5' }],
    onZoomChange: fn(),
    ...en2,
  },
} satisfies Meta<typeof TimelineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleSeries: Story = {
  args: { series: [female], label: 'Adult female lice per fish, weekly' },
};

export const ManySeries: Story = {
  args: {
    series: cageTemperatures,
    label: 'Sea temperature per cage, daily, three years',
    thresholds: [],
    ...en1,
  },
};

export const BarMode: Story = {
  args: {
    mode: 'bar',
    series: [cageDaily(1, 60).feed],
    label: 'Feed per day, last 60 days, kg',
    thresholds: [],
    ...en0,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-mode="bar"]')).not.toBeNull();
  },
};

export const BarModeManySeries: Story = {
  args: {
    mode: 'bar',
    series: feedSeries(3, 42),
    label: 'Feed per day and cage, last six weeks, kg',
    thresholds: [],
    ...en0,
  },
};

export const WeeklyAggregation: Story = {
  args: {
    series: feed3,
    aggregation: 'week',
    aggregationMethod: 'sum',
    mode: 'bar',
    label: 'Feed per week and cage, kg',
    thresholds: [],
    ...en0,
  },
};

export const MonthlyAggregation: Story = {
  args: {
    series: feed3,
    aggregation: 'month',
    aggregationMethod: 'sum',
    label: 'Feed per month and cage, kg',
    thresholds: [],
    ...en0,
  },
};

export const DaysIn: Story = {
  args: {
    series: feedSeries(2, 500).map(asDaysIn),
    aggregation: 'daysIn',
    label: 'Feed per day by days in production, kg',
    thresholds: [],
    ...formatters('en', 0),
  },
};

export const WeeksIn: Story = {
  args: {
    ...DaysIn.args,
    aggregation: 'weeksIn',
    aggregationMethod: 'sum',
    mode: 'bar',
    label: 'Feed per week in production, kg',
  },
};

export const MonthsIn: Story = {
  args: {
    ...DaysIn.args,
    aggregation: 'monthsIn',
    aggregationMethod: 'sum',
    mode: 'bar',
    label: 'Feed per month in production, kg',
  },
};

export const Zoomed: Story = {
  args: {
    series: cageTemperatures.slice(0, 4),
    zoom: { start: lastYearStart, end: new Date(lastYearStart.getTime() + 90 * DAY) },
    label: 'Sea temperature per cage, zoomed to 90 days',
    thresholds: [],
    ...en1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
    await expect(args.onZoomChange).toHaveBeenCalledWith(null, null);
  },
};

export const DragToZoom: Story = {
  args: { series: [female, mobile], label: 'Sea lice per fish, drag to zoom' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Sea lice per fish, drag to zoom' });
    const overlay = chart.querySelector('[data-chart-overlay]') as SVGSVGElement;
    const box = overlay.getBoundingClientRect();
    const y = box.top + box.height / 2;
    fireEvent.pointerDown(overlay, { clientX: box.left + box.width * 0.3, clientY: y, button: 0, pointerId: 1 });
    fireEvent.pointerMove(overlay, { clientX: box.left + box.width * 0.6, clientY: y, pointerId: 1 });
    await expect(chart.querySelector('[data-layer="selection"]')).not.toBeNull();
    fireEvent.pointerUp(overlay, { clientX: box.left + box.width * 0.6, clientY: y, pointerId: 1 });
    await waitFor(() => expect(args.onZoomChange).toHaveBeenCalledTimes(1));
    const [start, end] = (args.onZoomChange as ReturnType<typeof fn>).mock.calls[0] as [Date, Date];
    await expect(start).toBeInstanceOf(Date);
    await expect(end.getTime()).toBeGreaterThan(start.getTime());
    const first = female.points[0]!.x as Date;
    const last = female.points.at(-1)!.x as Date;
    await expect(start.getTime()).toBeGreaterThan(first.getTime());
    await expect(end.getTime()).toBeLessThan(last.getTime());
    // Uncontrolled: the chart zooms itself and offers the reset.
    await expect(canvas.getByRole('button', { name: 'Reset zoom' })).toBeVisible();
  },
};

export const HighlightedBand: Story = {
  args: {
    highlights: [
      {
        start: new Date(today.getTime() - 200 * DAY),
        end: new Date(today.getTime() - 170 * DAY),
      },
    ],
    label: 'Sea lice per fish with a treatment period highlighted',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-highlight="range"]')).not.toBeNull();
  },
};

export const HighlightedDay: Story = {
  args: {
    highlights: [{ start: new Date(today.getTime() - 120 * DAY), end: new Date(today.getTime() - 120 * DAY) }],
    label: 'Sea lice per fish with a single day highlighted',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-highlight="day"]')).not.toBeNull();
  },
};

export const Thresholds: Story = {
  args: {
    series: [female],
    thresholds: [
      { value: 0.5, label: 'Limit 0.5' },
      { value: 0.2, label: 'Spring limit 0.2' },
    ],
    label: 'Adult female lice per fish against the limits',
  },
};

export const Empty: Story = {
  args: { series: [], emptyLabel: 'No farm data for this period', label: 'Sea lice per fish' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No farm data for this period')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading chart…', label: 'Sea lice per fish' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading chart…' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { series: cageTemperatures.slice(0, 5), thresholds: [], label: 'Sea temperature per cage', ...en1 },
};

export const Norwegian: Story = {
  globals: { locale: 'no' },
  args: {
    series: [weeklySeries('female', 'Voksne hunnlus'), weeklySeries('mobile', 'Bevegelige lus')],
    label: 'Lakselus per fisk, ukentlig',
    legendLabel: 'Serier',
    resetZoomLabel: 'Tilbakestill zoom',
    thresholds: [{ value: 0.5, label: 'Grense 0,5' }],
    ...no2,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { series: [female, mobile], label: 'Sea lice per fish, weekly' },
};

export const Compact: Story = {
  args: { series: [female], variant: 'compact', label: 'Adult female lice timeline', thresholds: [] },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Adult female lice timeline' });
    await expect(chart.getBoundingClientRect().height).toBe(70);
  },
};

export const CompactMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { ...Compact.args },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Adult female lice timeline' });
    await expect(chart.getBoundingClientRect().height).toBe(35);
  },
};

export const LongSeriesDownsampled: Story = {
  args: {
    series: temperatureSeries(30),
    label: 'Sea temperature of 30 cages, 1,095 days each',
    thresholds: [],
    showLegend: false,
    width: 640,
    ...en1,
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-points-drawn]') as HTMLElement;
    // Each series is downsampled to about one point per pixel of plot width.
    const drawn = Number(root.dataset['pointsDrawn']);
    await expect(drawn).toBeLessThan(30 * 1095);
    await expect(drawn).toBeLessThanOrEqual(30 * 640);
  },
};
