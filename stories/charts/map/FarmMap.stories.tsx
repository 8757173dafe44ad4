import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { colorForValue, defaultChartTheme, defaultDarkChartTheme, FarmMap, hexToRgb } from '@havbruk/charts';
// The product's zones (the 13 production areas) come from @havbruk/ui: the map takes any zones as data.
import { PRODUCTION_AREA_ZONES } from '@havbruk/ui';
import { mapPlaybackMachine, selectMapWeek } from '@havbruk/machines';
import {
  ATTRIBUTION,
  dataset,
  englishMapLabels,
  farmFeatures,
  legendFor,
  scaleFor,
  type MapMetric,
} from './farmMapStoryData.ts';

const features = {
  welfareScore: farmFeatures('welfareScore'),
  diseases: farmFeatures('diseases'),
  fishWeight: farmFeatures('fishWeight'),
  liceFemale: farmFeatures('liceFemale'),
  liceMobile: farmFeatures('liceMobile'),
  liceStationary: farmFeatures('liceStationary'),
  treatments: farmFeatures('treatments'),
} satisfies Record<MapMetric, unknown>;

const fallowFarm = features.welfareScore.find((feature) => feature.isFallow);
const activeFarm = features.welfareScore.find((feature) => !feature.isFallow && feature.initials);

const meta = {
  title: 'charts/map/FarmMap',
  component: FarmMap,
  args: {
    features: features.welfareScore,
    scale: scaleFor('welfareScore'),
    legend: legendFor('welfareScore'),
    labels: englishMapLabels,
    zones: PRODUCTION_AREA_ZONES,
    attribution: ATTRIBUTION,
    height: '100vh',
  },
  render: (args, { globals }) => (
    <FarmMap {...args} theme={globals['theme'] === 'dark' ? defaultDarkChartTheme : defaultChartTheme} />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FarmMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the engine has loaded and the map canvas is in place. */
async function mapReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('region', { name: 'Farm map' })).toBeInTheDocument(), {
    timeout: 15_000,
  });
  return canvas;
}

const byMetric = (metric: MapMetric): Story => ({
  args: { features: features[metric], scale: scaleFor(metric), legend: legendFor(metric) },
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    await expect(canvas.getByRole('figure', { name: legendFor(metric).title })).toBeVisible();
  },
});

export const WelfareScore = byMetric('welfareScore');
export const Diseases = byMetric('diseases');
export const FishWeight = byMetric('fishWeight');
export const LiceFemale = byMetric('liceFemale');
export const LiceMobile = byMetric('liceMobile');
export const LiceStationary = byMetric('liceStationary');
export const Treatments = byMetric('treatments');

/** Fallow farms are grey; their popup shows the inactive label instead of figures. */
export const FallowFarm: Story = {
  args: { defaultPopupFarmId: fallowFarm?.id ?? null, defaultFocusFarmId: fallowFarm?.id ?? null },
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    await waitFor(() => expect(canvas.getByText('Inactive (fallow)')).toBeVisible());
  },
};

export const PopupOpen: Story = {
  args: { defaultPopupFarmId: activeFarm?.id ?? null },
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    const weight = await canvas.findByRole('rowheader', { name: 'Livestock weight' });
    await expect(weight).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Adult female lice' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Treatments' })).toBeVisible();
  },
};

export const PopupCloses: Story = {
  args: { defaultPopupFarmId: activeFarm?.id ?? null },
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Livestock weight' });
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'Livestock weight' })).toBeNull());
  },
};

/** Keyboard only: type a name, arrow to it, Enter flies to the farm (zoom 11) and opens its popup. */
export const FocusedFarm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    const name = activeFarm?.label ?? '';
    const finder = canvas.getByRole('combobox', { name: 'Find a farm' });
    await userEvent.click(finder);
    await userEvent.paste(name.slice(0, 6));
    await expect(canvas.getByRole('status')).toHaveTextContent(/\d+ farms?/);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.clear(finder);
    await userEvent.paste(name);
    await userEvent.keyboard('{Enter}');
    await expect(finder).toHaveValue(name);
    await expect(await canvas.findByRole('rowheader', { name: 'Livestock weight' })).toBeVisible();
  },
};

/** The finder lists the preferred points (the viewer's own farms) before the others (issue 38). */
export const FinderListsPreferredFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    const preferred = new Set(features.welfareScore.filter((f) => f.preferred).map((f) => f.label));
    const others = features.welfareScore.filter((f) => !f.preferred && f.label.startsWith('Indre'));
    await expect(others.length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find a farm' }), 'Indre');
    const listed = within(canvas.getByRole('listbox')).getAllByRole('option');
    const own = listed.map((option) => preferred.has(option.textContent!.split(' · ')[0]!));
    await expect(own[0]).toBe(true);
    await expect(own).toEqual([...own].sort((a, b) => Number(b) - Number(a)));
  },
};

export const ZonesOnly: Story = {
  args: { features: [], legend: undefined },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
  },
};

/** The satellite option is on; with no network the offline coast stays visible under the missing tiles. */
export const Satellite: Story = {
  args: {
    satelliteTileUrl: 'https://satellite.tiles.invalid/{z}/{y}/{x}.jpg',
    defaultBasemap: 'satellite',
  },
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Satellite' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** No tile URL: the packaged Natural Earth coastline is the basemap. */
export const OfflineBasemap: Story = {
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await expect(canvasElement.querySelector('[data-basemap="offline"]')).not.toBeNull();
  },
};

/** The engine's layer lookup, enough to see which land is drawn. */
interface LayerLookup {
  getLayer(id: string): { minzoom?: number; maxzoom?: number } | undefined;
}
let zoomedInMap: LayerLookup | undefined;

/**
 * Zoomed in on Lofoten (about zoom 7): the detailed coast replaces the overview land, which is drawn below zoom 6
 * only (the overview is what a first view of the whole coast loads).
 */
export const ZoomedInCoast: Story = {
  args: {
    initialBounds: { sw: [12.6, 67.7], ne: [16.2, 68.7] },
    onMapLoad: (map: unknown) => {
      zoomedInMap = map as LayerLookup;
    },
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-drawn="true"]')).not.toBeNull(), { timeout: 30_000 });
    await expect(zoomedInMap?.getLayer('land-fill-detail')?.minzoom).toBe(6);
    await expect(zoomedInMap?.getLayer('land-fill')?.maxzoom).toBe(6);
  },
};

/** The engine calls the pointer stories need: where a farm is on screen, and the canvas the engine listens on. */
interface ProjectingMap {
  project(lngLat: [number, number]): { x: number; y: number };
  getCanvas(): HTMLCanvasElement;
}
let pointerMap: ProjectingMap | undefined;

/** A mouse event on the map's canvas at a point of the map (CSS px from its top-left corner). */
function pointerAt(map: ProjectingMap, type: string, point: { x: number; y: number }) {
  const canvas = map.getCanvas();
  const box = canvas.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, clientX: box.left + point.x, clientY: box.top + point.y, button: 0 };
  canvas.dispatchEvent(new MouseEvent(type, init));
}
const clickAt = (map: ProjectingMap, point: { x: number; y: number }) => {
  for (const type of ['mousedown', 'mouseup', 'click']) pointerAt(map, type, point);
};

/** The colour drawn at a point of the map on the farm canvas (its tile canvases), as [r, g, b, a]. */
function farmCanvasPixel(root: HTMLElement, point: { x: number; y: number }): number[] | undefined {
  const layer = root.querySelector<HTMLElement>('.havbruk-farm-canvas');
  if (!layer) return undefined;
  const origin = layer.getBoundingClientRect();
  for (const tile of layer.querySelectorAll('canvas')) {
    if (tile.style.display === 'none') continue;
    const box = tile.getBoundingClientRect();
    const x = origin.left + point.x - box.left;
    const y = origin.top + point.y - box.top;
    if (x < 0 || y < 0 || x >= box.width || y >= box.height) continue;
    const scale = tile.width / box.width;
    const context = tile.getContext('2d', { willReadFrequently: true });
    return [...(context?.getImageData(Math.floor(x * scale), Math.floor(y * scale), 1, 1).data ?? [])];
  }
  return undefined;
}

/**
 * Hover and click on the farm canvas: the pointer over a marker (at its edge) turns into a hand and a click opens the
 * farm's popup; a click where no marker is drawn closes it.
 */
export const ClickAFarm: Story = {
  args: {
    initialBounds: activeFarm
      ? { sw: [activeFarm.lon - 0.2, activeFarm.lat - 0.08], ne: [activeFarm.lon + 0.2, activeFarm.lat + 0.08] }
      : undefined,
    onMapLoad: (map: unknown) => {
      pointerMap = map as ProjectingMap;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-drawn="true"]')).not.toBeNull(), { timeout: 30_000 });
    const map = pointerMap as ProjectingMap;
    const farm = activeFarm as (typeof features.welfareScore)[number];
    // Idle: an opaque copy of the map's frame stands in for its transparent canvas, which stays in place (focusable,
    // the labelled region, the target of pointer events) but is not drawn.
    await waitFor(() => expect(map.getCanvas().style.opacity).toBe('0'));
    await expect(canvasElement.querySelector<HTMLElement>('.havbruk-map-snapshot')?.style.display).toBe('');
    await expect(canvas.getByRole('region', { name: 'Farm map' })).toBe(map.getCanvas());
    const at = map.project([farm.lon, farm.lat]);
    // The marker is drawn there in its colour on the farm canvas (not by the map engine): sampled 9 px below the
    // centre, inside the disc (radius 12–13 px at this zoom) and below the initials with their halo.
    const expected = hexToRgb(
      typeof farm.value === 'number' ? colorForValue(scaleFor('welfareScore'), farm.value) : '#ffffff',
    );
    const pixel = farmCanvasPixel(canvasElement, { x: at.x, y: at.y + 9 }) ?? [];
    await expect(pixel[3]).toBe(255);
    for (const [i, channel] of expected.entries()) await expect(Math.abs((pixel[i] ?? -99) - channel)).toBeLessThan(3);
    // Just inside the marker's drawn edge (radius 4–13 px by zoom, plus its 1 px outline): at least 4 px off centre.
    const edge = { x: at.x + 3.5, y: at.y };
    pointerAt(map, 'mousemove', edge);
    await waitFor(() => expect(map.getCanvas().style.cursor).toBe('pointer'));
    clickAt(map, edge);
    await expect(await canvas.findByRole('rowheader', { name: 'Livestock weight' })).toBeVisible();
    await expect(canvas.getByText(farm.label)).toBeVisible();
    // A point with no marker within 40 px: no hand, and a click there closes the popup.
    const empty = { x: 20, y: map.getCanvas().clientHeight - 20 };
    const nearest = Math.min(
      ...features.welfareScore.map((other) => {
        const point = map.project([other.lon, other.lat]);
        return Math.hypot(point.x - empty.x, point.y - empty.y);
      }),
    );
    await expect(nearest).toBeGreaterThan(40);
    pointerAt(map, 'mousemove', empty);
    await waitFor(() => expect(map.getCanvas().style.cursor).toBe(''));
    clickAt(map, empty);
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'Livestock weight' })).toBeNull());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Find a farm' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultPopupFarmId: activeFarm?.id ?? null },
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Livestock weight' })).toBeVisible();
  },
};

/** The last three weeks of the dataset, so a play-through wraps quickly. */
const playbackWeeks = dataset.weeks.slice(-3).map(({ year, week }) => ({ year, week }));
const weekCache = new Map<string, ReturnType<typeof farmFeatures>>();
const featuresOf = (year: number, week: number) => {
  const key = `${year}-${week}`;
  let found = weekCache.get(key);
  if (!found) {
    found = farmFeatures('liceFemale', year, week);
    weekCache.set(key, found);
  }
  return found;
};

/** FarmMap driven by the mapPlayback machine: each week restyles the markers (feature-state). */
function PlaybackMap(props: ComponentProps<typeof FarmMap>) {
  const [snapshot] = useMachine(mapPlaybackMachine, {
    input: { weeks: playbackWeeks, requestedWeek: playbackWeeks[0], playing: true },
  });
  const week = selectMapWeek(snapshot);
  const shown = useMemo(() => (week ? featuresOf(week.year, week.week) : []), [week]);
  return (
    <FarmMap {...props} features={shown}>
      <output
        aria-label="Shown week"
        style={{
          position: 'absolute',
          bottom: 28,
          right: 12,
          padding: '4px 8px',
          background: '#ffffff',
          color: '#1f2933',
        }}
      >
        {week ? `Week ${week.week}, ${week.year}` : ''}
      </output>
    </FarmMap>
  );
}

const weekText = (index: number) => {
  const week = playbackWeeks[index];
  return week ? `Week ${week.week}, ${week.year}` : '';
};

/** Playback running: the week advances every 500 ms and wraps from the newest week to the oldest. */
export const PlaybackRunning: Story = {
  args: { scale: scaleFor('liceFemale'), legend: legendFor('liceFemale') },
  render: (args) => <PlaybackMap {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    const output = canvas.getByRole('status', { name: 'Shown week' });
    await waitFor(() => expect(output).toHaveTextContent(weekText(1)), { timeout: 2000 });
    await waitFor(() => expect(output).toHaveTextContent(weekText(2)), { timeout: 2000 });
    await waitFor(() => expect(output).toHaveTextContent(weekText(0)), { timeout: 2000 });
  },
};

/** The engine's render event, enough to count the map's own frames. */
interface RenderEvents {
  on(type: 'render', listener: () => void): void;
  off(type: 'render', listener: () => void): void;
}
let playbackMap: RenderEvents | undefined;

/**
 * A week step redraws the farm canvas only: while playback shows two more weeks, the map itself (land, coast, zones)
 * draws no frame.
 */
export const WeekStepRedrawsOnlyTheFarms: Story = {
  args: {
    scale: scaleFor('liceFemale'),
    legend: legendFor('liceFemale'),
    onMapLoad: (map: unknown) => {
      playbackMap = map as RenderEvents;
    },
  },
  render: (args) => <PlaybackMap {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-drawn="true"]')).not.toBeNull(), { timeout: 30_000 });
    const map = playbackMap as RenderEvents;
    const output = canvas.getByRole('status', { name: 'Shown week' });
    let frames = 0;
    const count = () => {
      frames += 1;
    };
    map.on('render', count);
    for (let step = 0; step < 2; step += 1) {
      const shown = output.textContent;
      await waitFor(() => expect(output.textContent).not.toBe(shown), { timeout: 2000 });
    }
    map.off('render', count);
    await expect(frames).toBe(0);
  },
};

/** A parent that renders every 20 ms and hands the map a new `onBoundsChange` each time, as an app page does. */
function RerenderingParent(props: ComponentProps<typeof FarmMap>) {
  const [renders, setRenders] = useState(0);
  const [reported, setReported] = useState<string | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setRenders((count) => count + 1), 20);
    return () => clearInterval(timer);
  }, []);
  return (
    <FarmMap {...props} onBoundsChange={(bounds) => setReported(`${bounds.ne.join(',')} ${bounds.sw.join(',')}`)}>
      <output
        aria-label="Reported bounds"
        data-renders={renders}
        style={{
          position: 'absolute',
          bottom: 28,
          right: 12,
          padding: '4px 8px',
          background: '#ffffff',
          color: '#1f2933',
        }}
      >
        {reported ?? ''}
      </output>
    </FarmMap>
  );
}

/**
 * The corners are reported once a move ends even while the parent keeps rendering with a new callback (the map page
 * renders every playback step): a render must not cancel the pending report.
 */
export const BoundsReportedWhileParentRenders: Story = {
  render: (args) => <RerenderingParent {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = await mapReady(canvasElement);
    const output = canvas.getByRole('status', { name: 'Reported bounds' });
    // The zoom buttons act once the map has loaded: on a busy machine the region is there well before.
    await waitFor(() => expect(canvasElement.querySelector('[data-drawn="true"]')).not.toBeNull(), { timeout: 30_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(output).toHaveTextContent(/^-?\d+(\.\d+)?,-?\d+(\.\d+)? -?\d+(\.\d+)?,/), {
      timeout: 10_000,
    });
  },
};
