import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { liceLimitFor } from '@havbruk/api';
import { createDataset, getMapWeek, getOperator, getSite } from '@havbruk/api/dataset';
import { NO_MAP_FILTERS, mapPlaybackMachine, selectMapWeek, type MapFilters, type MapWeek } from '@havbruk/machines';
import {
  AppShell,
  MapExplorerScreen,
  MapFilterPopover,
  SHELL_MAIN_HEIGHT,
  filterMapFarms,
  type MapExplorerFarm,
  type MapExplorerStatus,
  type MapFilterOptions,
  type MapMetric,
} from '@havbruk/ui';
import type { MapBounds } from '@havbruk/charts';
import { welfareScores } from '../../../machines/welfareScores.ts';

const dataset = createDataset({ yearsBack: 1 });
const allWeeks: MapWeek[] = dataset.weeks.slice(-12).map(({ year, week }) => ({ year, week }));
/** Week 18 of the dataset's current year: a spring lice-limit week from area 7 southward. */
const springWeek = dataset.weeks.find((w) => w.week === 18) as MapWeek;

const farmCache = new Map<string, MapExplorerFarm[]>();
/** The week's farms as the app builds them: weekly values joined with the static farm fields and scored. */
function farmsOf(week: MapWeek): MapExplorerFarm[] {
  const key = `${week.year}-${week.week}`;
  const cached = farmCache.get(key);
  if (cached) return cached;
  const rows = getMapWeek(dataset, week.year, week.week);
  const scores = welfareScores(dataset, week.year, week.week);
  const farms = rows.map((row) => {
    const site = getSite(dataset, row.siteId);
    const operator = getOperator(dataset, row.operatorId);
    return {
      id: row.siteId,
      name: row.name,
      lon: row.lon,
      lat: row.lat,
      areaId: row.productionAreaId,
      municipality: site?.municipality ?? '',
      operatorId: row.operatorId,
      operatorName: operator?.name ?? '',
      species: site?.species ?? 'atlanticSalmon',
      ...(site?.demo && operator ? { initials: operator.initials } : {}),
      isFallow: row.isFallow,
      liceReported: row.liceReported,
      female: row.female,
      mobile: row.mobile,
      stationary: row.stationary,
      // The server knows the weight of a farm with private data only (an organization's): others are not reported.
      weight: site?.demo ? row.fishWeight : null,
      weightEstimated: !site?.demo,
      diseases: row.diseases,
      treatments: row.treatments,
      score: scores.get(row.siteId) ?? -1,
      liceLimit: liceLimitFor(row.productionAreaId, row.week),
    } satisfies MapExplorerFarm;
  });
  farmCache.set(key, farms);
  return farms;
}

/** The filter popover's choices, as the app takes them from the config. */
const filterOptions: MapFilterOptions = {
  areas: dataset.productionAreas.map((area) => ({ id: area.id, name: area.name })),
  municipalities: [
    ...new Map(dataset.sites.map((site) => [site.municipality, site.productionAreaId] as const)).entries(),
  ]
    .map(([name, areaId]) => ({ name, areaId }))
    .sort((a, b) => a.name.localeCompare(b.name)),
  companies: dataset.operators.map((operator) => ({ id: operator.id, name: operator.name })),
  species: ['atlanticSalmon', 'rainbowTrout'],
};

interface DemoProps {
  metric: MapMetric;
  status: MapExplorerStatus['state'];
  requestedWeek?: MapWeek;
  defaultSidebarOpen?: boolean;
  defaultShowZones?: boolean;
  /** Filters as applied (the app's map data machine applies them 600 ms after the last change). */
  filters?: MapFilters;
  onBoundsChange?: (bounds: MapBounds) => void;
  /** Inside the app's shell (the phone's header and bottom bar), at the height the shell gives a page. */
  inShell?: boolean;
}

/** The screen on a live mapPlayback actor, with the dataset's weeks. */
function Demo({
  metric: initialMetric,
  status,
  requestedWeek,
  defaultSidebarOpen,
  defaultShowZones,
  filters: initialFilters = NO_MAP_FILTERS,
  onBoundsChange,
  inShell,
}: DemoProps) {
  const playback = useActorRef(mapPlaybackMachine, {
    input: { weeks: allWeeks, ...(requestedWeek ? { requestedWeek } : {}) },
  });
  const week = useSelector(playback, selectMapWeek) ?? requestedWeek;
  const [metric, setMetric] = useState(initialMetric);
  const [filters, setFilters] = useState(initialFilters);
  const farms = useMemo(() => filterMapFarms(week ? farmsOf(week) : [], filters), [week, filters]);
  const index = week ? allWeeks.findIndex((w) => w.year === week.year && w.week === week.week) : -1;
  const before = index > 0 ? allWeeks[index - 1] : undefined;
  const screen = (
    <div style={{ height: inShell ? SHELL_MAIN_HEIGHT : '100vh' }}>
      <MapExplorerScreen
        status={status === 'error' ? { state: 'error', onRetry: () => undefined } : { state: status }}
        farms={status === 'ready' ? farms : []}
        {...(before ? { previousFarms: farmsOf(before) } : {})}
        metric={metric}
        onMetricChange={setMetric}
        playback={playback}
        {...(defaultSidebarOpen === undefined ? {} : { defaultSidebarOpen })}
        {...(defaultShowZones === undefined ? {} : { defaultShowZones })}
        {...(onBoundsChange ? { onBoundsChange } : {})}
        fitKey={filters}
        filters={<MapFilterPopover options={filterOptions} value={filters} onValueChange={setFilters} />}
      />
    </div>
  );
  return inShell ? (
    <AppShell tier="basics" currentPath="/map" user={{ name: 'Ola Nilsen' }} version="1.4.2" layout="mobile">
      {screen}
    </AppShell>
  ) : (
    screen
  );
}

const meta = {
  title: 'ui/screens/map/MapExplorerScreen',
  component: Demo,
  args: { metric: 'inventory.welfareScore', status: 'ready' },
  argTypes: {
    metric: {
      control: 'select',
      options: [
        'inventory.welfareScore',
        'diseases.count',
        'inventory.weight',
        'lice.female',
        'lice.mobile',
        'lice.stationary',
        'treatments.count',
        'lice.limit',
      ],
    },
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WelfareScore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'Map results' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false }).length).toBeGreaterThan(10);
  },
};
export const Diseases: Story = { args: { metric: 'diseases.count' } };
/** Fish weight: the histogram's half-kilogram edges keep their decimal ("0.5–1", not "1–1"). */
export const FishWeight: Story = {
  args: { metric: 'inventory.weight' },
  play: async ({ canvasElement }) => {
    const histogram = await within(canvasElement).findByRole('img', { name: 'Farms by Fish weight' });
    await expect(histogram).toHaveTextContent('0–0.5');
    await expect(histogram).toHaveTextContent('0.5–1');
    await expect(histogram).toHaveTextContent('6+');
  },
};
export const LiceFemale: Story = { args: { metric: 'lice.female' } };
export const LiceMobile: Story = { args: { metric: 'lice.mobile' } };
export const LiceStationary: Story = { args: { metric: 'lice.stationary' } };
export const Treatments: Story = { args: { metric: 'treatments.count' } };
export const LiceLimitInSpring: Story = { args: { metric: 'lice.limit', requestedWeek: springWeek } };
/** Filters applied: production areas 3 and 4, active farms only; the popover lists what is chosen. */
export const FiltersApplied: Story = {
  args: { filters: { ...NO_MAP_FILTERS, areas: [3, 4], activity: 'active' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    const popover = await body.findByRole('dialog', { name: 'Filters' });
    // The groups' code loads with the first open (its loading state first, a status of the groups' size).
    await expect(await within(popover).findByRole('checkbox', { name: /^3 / })).toBeChecked();
    await expect(within(popover).getByRole('radio', { name: 'Active' })).toBeChecked();
    // Municipalities are those of the chosen areas.
    const municipalities = within(popover).getByRole('group', { name: 'Municipalities' });
    await expect(within(municipalities).getAllByRole('checkbox').length).toBeLessThan(
      filterOptions.municipalities.length,
    );
  },
};
/**
 * The traffic-light layer: the areas coloured by the latest decision, and per area the shown week's sites reporting
 * and their mean adult female lice (every site of the map, those only imported from public data too).
 */
export const TrafficLightZones: Story = {
  args: { defaultShowZones: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Production areas in the shown week' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(14);
    const karmoy = within(table).getByRole('row', { name: /^3 Karmøy til Sotra/ });
    await expect(within(karmoy).getAllByRole('cell')[0]).toHaveTextContent('Red');
    await expect(within(karmoy).getAllByRole('cell')[1]).toHaveTextContent(/^\d+ of \d+$/);
    await expect(within(karmoy).getAllByRole('cell')[2]).toHaveTextContent(/^\d\.\d{2}$/);
  },
};

export const SearchWithMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = farmsOf(allWeeks.at(-1) as MapWeek)[0]?.name.split(' ')[0] ?? '';
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find a farm' }), name);
    await expect(await canvas.findByRole('listbox', { name: 'Find a farm' })).toBeVisible();
  },
};

/** The search lists the viewer's own farms (operator in perspective) before the others (issue 38). */
export const SearchListsOwnFarmsFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = new Set(
      farmsOf(allWeeks.at(-1) as MapWeek)
        .filter((farm) => farm.initials)
        .map((farm) => farm.name),
    );
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find a farm' }), 'Indre');
    const listed = within(await canvas.findByRole('listbox', { name: 'Find a farm' })).getAllByRole('option');
    const ownFirst = listed.map((option) => own.has(option.textContent!.split(' · ')[0]!));
    await expect(ownFirst[0]).toBe(true);
    await expect(ownFirst).toEqual([...ownFirst].sort((a, b) => Number(b) - Number(a)));
  },
};

export const SidebarCollapsed: Story = {
  args: { defaultSidebarOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show results' }));
    await expect(canvas.getByRole('button', { name: 'Hide results' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Phones: the map, the week timeline and the results one below the other, nothing drawn over another. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = (await canvas.findByLabelText('Map of farm sites')).getBoundingClientRect();
    const play = canvas.getByRole('button', { name: 'Play' }).getBoundingClientRect();
    const results = canvas.getByRole('complementary', { name: 'Map results' }).getBoundingClientRect();
    await expect(results.width).toBeGreaterThan(map.width * 0.9);
    await expect(play.top).toBeGreaterThanOrEqual(map.bottom);
    await expect(results.top).toBeGreaterThanOrEqual(play.bottom);
  },
};

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

/** Nothing is drawn over the element's middle and the four corners (4 px in): it is seen and reached whole. */
const unobscured = (element: Element) => {
  const box = element.getBoundingClientRect();
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + 4, box.top + 4],
    [box.right - 4, box.top + 4],
    [box.left + 4, box.bottom - 4],
    [box.right - 4, box.bottom - 4],
  ] as const;
  return points.every(([x, y]) => element.contains(element.ownerDocument.elementFromPoint(x, y)));
};

/**
 * A phone: a farm chosen by search flies into view with its popup clear of the search box, the filters and the
 * legend (title, close button and every row seen), and its result card is pressed (issue 38 item 7).
 */
export const MobileSearchPopup: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const farm = farmsOf(allWeeks.at(-1) as MapWeek).find((entry) => !entry.isFallow)!;
    await canvas.findByLabelText('Map of farm sites');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find a farm' }), `${farm.name}{Enter}`);
    const close = await canvas.findByRole('button', { name: 'Close' });
    const popup = close.closest('.maplibregl-popup-content')!;
    await expect(within(popup as HTMLElement).getByText(farm.name)).toBeVisible();
    await waitFor(() => expect(unobscured(popup)).toBe(true));
    await userEvent.click(close);
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/**
 * A phone in the app's shell: the filter popover stays above the bottom bar, its Clear filters button in view and
 * reachable without scrolling the page (issue 38 item 7).
 */
export const MobileFiltersInShell: Story = {
  globals: { ...mobile, theme: 'dark' },
  args: { inShell: true, filters: { ...NO_MAP_FILTERS, areas: [3] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (1)' }));
    const popover = await body.findByRole('dialog', { name: 'Filters' });
    await within(popover).findAllByRole('checkbox');
    const clear = within(popover).getByRole('button', { name: 'Clear filters' });
    const bar = canvas.getAllByRole('navigation', { name: 'Main navigation' }).at(-1)!.getBoundingClientRect();
    await waitFor(() => expect(popover.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.top));
    await expect(unobscured(clear)).toBe(true);
    await userEvent.click(clear);
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/**
 * A phone in the app's shell: Hide results gives the results' room to the map, which then fills the page down to
 * the bottom bar (no empty panel); Show results brings them back (issue 38 item 7).
 */
export const MobileResultsHidden: Story = {
  globals: mobile,
  args: { inShell: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByLabelText('Map of farm sites');
    const before = map.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Hide results' }));
    const results = canvas.getByRole('complementary', { name: 'Map results' });
    const bar = canvas.getAllByRole('navigation', { name: 'Main navigation' }).at(-1)!.getBoundingClientRect();
    await waitFor(() => expect(map.getBoundingClientRect().height).toBeGreaterThan(before + 100));
    await expect(Math.abs(bar.top - results.getBoundingClientRect().bottom)).toBeLessThan(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show results' }));
    await expect(canvas.getByRole('combobox', { name: 'Sort' })).toBeVisible();
  },
};

/** A phone in the app's shell, Norwegian and dark, the results hidden: the map down to the bottom bar. */
export const MobileShellNorwegianDark: Story = {
  globals: { ...mobile, locale: 'no', theme: 'dark' },
  args: { inShell: true, defaultSidebarOpen: false },
};

/**
 * A farm chosen by search far down the results: its card is pressed and scrolled into the sidebar's view
 * (issue 38 Low).
 */
export const SearchHighlightsCard: Story = {
  args: { metric: 'inventory.welfareScore' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary', { name: 'Map results' });
    const names = within(sidebar)
      .getAllByRole('button', { pressed: false })
      .map((card) => card.querySelector('span')?.textContent ?? '');
    const far = names.at(-1)!;
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find a farm' }), `${far}{Enter}`);
    const card = within(sidebar).getByRole('button', { name: new RegExp(`^${far}`), pressed: true });
    const view = sidebar.getBoundingClientRect();
    await waitFor(() => {
      const box = card.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    });
  },
};

/** Filters applied: the map fits the farms left (production area 13 only), not the whole coast (issue 38 Low). */
export const FiltersRefitMap: Story = {
  args: { onBoundsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByLabelText('Map of farm sites');
    const spy = args.onBoundsChange as ReturnType<typeof fn>;
    const span = (bounds: MapBounds) => bounds.ne[1] - bounds.sw[1];
    const farms = farmsOf(allWeeks.at(-1) as MapWeek);
    const whole = Math.max(...farms.map((farm) => farm.lat)) - Math.min(...farms.map((farm) => farm.lat));
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Filters' })).getByRole('checkbox', { name: /^13 / }),
    );
    await userEvent.keyboard('{Escape}');
    const inArea = filterMapFarms(farms, { ...NO_MAP_FILTERS, areas: [13] });
    await waitFor(() => {
      expect(spy).toHaveBeenCalled();
      const bounds = spy.mock.lastCall![0] as MapBounds;
      expect(span(bounds)).toBeLessThan(whole / 2);
      for (const farm of inArea) {
        expect(farm.lat).toBeLessThanOrEqual(bounds.ne[1]);
        expect(farm.lat).toBeGreaterThanOrEqual(bounds.sw[1]);
      }
    });
  },
};

/** /map/2019/7: not an available week; the newest week is shown (the app resets the URL to /map). */
export const WeekNotAvailable: Story = { args: { requestedWeek: { year: 2019, week: 7 } } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailure: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The map data could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const DarkNorwegian: Story = { globals: { theme: 'dark', locale: 'no' } };

/** A farm treated with warm water in the newest week. */
const warmWaterFarm = farmsOf(allWeeks.at(-1) as MapWeek).find((farm) =>
  farm.treatments.some((treatment) => treatment.product === 'Warm-water delousing'),
);

/** In Norwegian, a farm's popup names its treatments in Norwegian (issue 38.16). */
export const PopupNorwegian: Story = {
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    if (!warmWaterFarm) throw new Error('No farm treated with warm water in the newest week');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Finn et anlegg' }), `${warmWaterFarm.name}{Enter}`);
    const header = await canvas.findByRole('rowheader', { name: 'Behandlinger' }, { timeout: 20_000 });
    const row = header.closest('tr')!;
    await expect(row).toHaveTextContent('Varmtvannsavlusing');
    await expect(row).not.toHaveTextContent('Warm-water delousing');
  },
};

/** A farm stocked but without a reported weight (no private data): its popup says so instead of "None". */
const unweighedFarm = farmsOf(allWeeks.at(-1) as MapWeek).find((farm) => farm.weight === null && !farm.isFallow);

export const PopupWeightNotReported: Story = {
  play: async ({ canvasElement }) => {
    if (!unweighedFarm) throw new Error('No stocked farm without a weight in the newest week');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find a farm' }), `${unweighedFarm.name}{Enter}`);
    const header = await canvas.findByRole('rowheader', { name: 'Livestock weight' }, { timeout: 20_000 });
    await expect(header.closest('tr')!).toHaveTextContent('Not reported');
  },
};
