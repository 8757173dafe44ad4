import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { liceLimitFor } from '@havbruk/api';
import { createDataset, getMapWeek, getOperator, getSite } from '@havbruk/api/dataset';
import { NO_MAP_FILTERS, mapPlaybackMachine, selectMapWeek, type MapFilters, type MapWeek } from '@havbruk/machines';
import {
  MapExplorerScreen,
  MapFilterPopover,
  filterMapFarms,
  type MapExplorerFarm,
  type MapExplorerStatus,
  type MapFilterOptions,
  type MapMetric,
} from '@havbruk/ui';
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
      weight: row.fishWeight,
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
}

/** The screen on a live mapPlayback actor, with the dataset's weeks. */
function Demo({
  metric: initialMetric,
  status,
  requestedWeek,
  defaultSidebarOpen,
  defaultShowZones,
  filters: initialFilters = NO_MAP_FILTERS,
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
  return (
    <div style={{ height: '100vh' }}>
      <MapExplorerScreen
        status={status === 'error' ? { state: 'error', onRetry: () => undefined } : { state: status }}
        farms={status === 'ready' ? farms : []}
        {...(before ? { previousFarms: farmsOf(before) } : {})}
        metric={metric}
        onMetricChange={setMetric}
        playback={playback}
        {...(defaultSidebarOpen === undefined ? {} : { defaultSidebarOpen })}
        {...(defaultShowZones === undefined ? {} : { defaultShowZones })}
        filters={<MapFilterPopover options={filterOptions} value={filters} onValueChange={setFilters} />}
      />
    </div>
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
export const FishWeight: Story = { args: { metric: 'inventory.weight' } };
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
    await expect(within(popover).getByRole('checkbox', { name: /^3 / })).toBeChecked();
    await expect(within(popover).getByRole('radio', { name: 'Active' })).toBeChecked();
    // Municipalities are those of the chosen areas.
    const municipalities = within(popover).getByRole('group', { name: 'Municipalities' });
    await expect(within(municipalities).getAllByRole('checkbox').length).toBeLessThan(
      filterOptions.municipalities.length,
    );
  },
};
export const TrafficLightZones: Story = { args: { defaultShowZones: true } };

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
