import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createDataset, getMapWeek } from '@havbruk/api/dataset';
import { FarmMap, themeScale, useChartTheme, type MapPointFeature } from '@havbruk/charts';
import { mapPlaybackMachine, selectMapWeek, type MapWeek } from '@havbruk/machines';
import { PRODUCTION_AREA_ZONES, TimelineControl, useFarmMapLabels } from '@havbruk/ui';

const dataset = createDataset({ yearsBack: 1 });
/** The last 12 weeks of the synthetic dataset. */
const allWeeks: MapWeek[] = dataset.weeks.slice(-12).map(({ year, week }) => ({ year, week }));

interface DemoProps {
  weeks: MapWeek[];
  requestedWeek?: MapWeek;
  playing?: boolean;
  defaultExpanded?: boolean;
  withMap?: boolean;
}

const weekCache = new Map<string, MapPointFeature[]>();
function featuresOf(week: MapWeek): MapPointFeature[] {
  const key = `${week.year}-${week.week}`;
  let features = weekCache.get(key);
  if (!features) {
    features = getMapWeek(dataset, week.year, week.week).map((row) => ({
      id: row.siteId,
      lon: row.lon,
      lat: row.lat,
      value: row.isFallow ? null : row.female,
      isFallow: row.isFallow,
      label: row.name,
    }));
    weekCache.set(key, features);
  }
  return features;
}

function MapWithTimeline({ actor }: { actor: ReturnType<typeof useActorRef<typeof mapPlaybackMachine>> }) {
  const week = useSelector(actor, selectMapWeek);
  const labels = useFarmMapLabels();
  const theme = useChartTheme();
  const scale = useMemo(() => themeScale(theme, 0, 0.5, 'higherIsWorse'), [theme]);
  return (
    <FarmMap
      features={week ? featuresOf(week) : []}
      scale={scale}
      labels={labels}
      zones={PRODUCTION_AREA_ZONES}
      height="calc(100vh - 96px)"
    />
  );
}

/** The timeline bar driven by a live mapPlayback actor, optionally over the farm map. */
function TimelineDemo({ weeks, requestedWeek, playing = false, defaultExpanded = true, withMap = false }: DemoProps) {
  const actor = useActorRef(mapPlaybackMachine, {
    input: { weeks, playing, ...(requestedWeek ? { requestedWeek } : {}) },
  });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', justifyContent: 'flex-end' }}>
      {withMap ? <MapWithTimeline actor={actor} /> : null}
      <TimelineControl actor={actor} defaultExpanded={defaultExpanded} />
    </div>
  );
}

const meta = {
  title: 'ui/map/TimelineControl',
  component: TimelineDemo,
  args: { weeks: allWeeks },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TimelineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (week: MapWeek | undefined) => (week ? `Week ${week.week}, ${week.year}` : '');

/** Paused on the newest week; step forward is disabled at the end. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Week' })).toHaveTextContent(label(allWeeks.at(-1)));
    await expect(canvas.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await expect(canvas.getByRole('status', { name: 'Week' })).toHaveTextContent(label(allWeeks.at(-2)));
    await expect(canvas.getByRole('slider', { name: 'Week' })).toHaveAttribute(
      'aria-valuetext',
      label(allWeeks.at(-2)),
    );
  },
};

/** Playing: the week advances every 500 ms, wraps from the newest to the oldest, steps are disabled. */
export const Playing: Story = {
  args: { weeks: allWeeks.slice(-3), requestedWeek: allWeeks.at(-3), playing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weeks = allWeeks.slice(-3);
    const output = canvas.getByRole('status', { name: 'Week' });
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await waitFor(() => expect(output).toHaveTextContent(label(weeks[1])), { timeout: 2000 });
    await waitFor(() => expect(output).toHaveTextContent(label(weeks[2])), { timeout: 2000 });
    await waitFor(() => expect(output).toHaveTextContent(label(weeks[0])), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

/** Keyboard: the slider moves with the arrow keys; the week follows 250 ms after the last key. */
export const KeyboardSlider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Week' });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', label(allWeeks.at(-4)));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Week' })).toHaveTextContent(label(allWeeks.at(-4))));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Week' })).toHaveTextContent(label(allWeeks[0])));
  },
};

export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('slider')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show timeline' }));
    await expect(canvas.getByRole('slider', { name: 'Week' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide timeline' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A week from the URL that has no data shows the newest week instead (the app resets the URL to /map). */
export const UnavailableWeekRequested: Story = {
  args: { requestedWeek: { year: 2019, week: 7 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Week' })).toHaveTextContent(label(allWeeks.at(-1)));
  },
};

export const NoWeeks: Story = {
  args: { weeks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Week' })).toHaveTextContent('No weeks with map data');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
  },
};

export const Norwegian: Story = {
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Spill av' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Uke' })).toHaveTextContent(/^Uke \d+, \d{4}$/);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The map explorer's bottom bar playing over the farm map: each week restyles the markers. */
export const OverTheMap: Story = {
  args: { weeks: allWeeks.slice(-3), requestedWeek: allWeeks.at(-3), playing: true, withMap: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Map of farm sites' })).toBeInTheDocument(), {
      timeout: 15_000,
    });
    const output = canvas.getByRole('status', { name: 'Week' });
    const weeks = allWeeks.slice(-3);
    await waitFor(() => expect(output).toHaveTextContent(label(weeks[0])), { timeout: 3000 });
    await waitFor(() => expect(output).toHaveTextContent(label(weeks[1])), { timeout: 2000 });
  },
};

export const OverTheMapDark: Story = { ...OverTheMap, globals: { theme: 'dark' } };
