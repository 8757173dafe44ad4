import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { EntityScreen } from '@havbruk/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  entityProps,
  FALLOW_PUBLIC_FARM,
  importedSiteProps,
  ORGANIZATION_ID,
  PRIVATE_CAGE_ID,
  PRIVATE_FARM,
  PRIVATE_FISH_GROUP_ID,
  PUBLIC_FARM,
  SPRING_OVER_LIMIT,
} from './entityData.ts';

const farm = { entityType: 'farm', id: PRIVATE_FARM.id } as const;

const meta = {
  title: 'ui/screens/entity/EntityScreen',
  component: EntityScreen,
  parameters: { layout: 'fullscreen' },
  args: entityProps({ ...farm, view: 'lice' }),
} satisfies Meta<typeof EntityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = (canvasElement: HTMLElement, name = 'Entity views') =>
  within(within(canvasElement).getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const chart = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-mode]')!;
const ready = (canvasElement: HTMLElement) =>
  waitFor(() => expect(chart(canvasElement).getAttribute('data-state')).toBe('ready'));

/** A private farm, essentials user: every tab, the lice limit as a step line and the weeks over it counted. */
export const FarmLice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: PRIVATE_FARM.name })).toBeVisible();
    await expect(tabNames(canvasElement)).toEqual(['Lice', 'Feed', 'Growth', 'Mortality', 'Harvest', 'Lab']);
    await expect(canvas.getByRole('link', { name: 'Lice' })).toHaveAttribute('aria-current', 'page');
    await ready(canvasElement);
    await expect(canvasElement.querySelector('[data-threshold="steps"]')).not.toBeNull();
    await expect(canvas.getByText('Weeks over the lice limit')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Compare' })).toBeVisible();
  },
};

export const FarmFeed: Story = {
  args: entityProps({ ...farm, view: 'feed' }),
  play: ({ canvasElement }) => ready(canvasElement),
};
export const FarmGrowth: Story = {
  args: entityProps({ ...farm, view: 'growth' }),
  play: ({ canvasElement }) => ready(canvasElement),
};

/** Mortality: the cause sub-selector and the profiler pie (private entity). */
export const FarmMortality: Story = {
  args: entityProps({ ...farm, view: 'mortality', sensorId: 'cages', genId: PRIVATE_FARM.generations.at(-1)!.id }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Cause' })).toHaveTextContent('All causes');
    // The pie's code loads with the views that show it.
    await expect(await canvas.findByRole('img', { name: 'Mortality by cause' })).toBeVisible();
  },
};

/** Harvest: the slaughter series of a harvested generation and the harvest-by-quality pie (private entity). */
export const FarmHarvest: Story = {
  args: entityProps({ ...farm, view: 'harvest', genId: PRIVATE_FARM.generations.at(-2)!.id, agg: 'week' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Measure' })).toHaveTextContent('Harvested fish');
    await expect(await canvas.findByRole('img', { name: 'Harvest by quality class' })).toBeVisible();
    await expect(canvas.getByText('Superior')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download pie as PNG' })).toBeVisible();
  },
};
/** The lab tab: PCR positivity, one series per disease, a line through the sampled weeks (no gaps between samples). */
export const FarmLab: Story = {
  args: entityProps({ ...farm, view: 'lab', agg: 'week' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const legend = canvas.getByRole('list', { name: 'Series' });
    for (const disease of ['PD', 'ILA'])
      await expect(within(legend).getByRole('button', { name: disease })).toBeVisible();
    // A percentage: the axis runs 0–100 whatever the values.
    await expect(chart(canvasElement).getAttribute('data-y-domain')).toBe('0,100');
  },
};

const endedGeneration = PRIVATE_FARM.generations.filter((generation) => generation.endDate !== null).at(-1)!;
/** An older generation: the strip says plainly it has ended instead of today's figures beside its own (issue 38). */
export const EndedGeneration: Story = {
  args: entityProps({ ...farm, view: 'growth', genId: endedGeneration.id }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(new RegExp(`^Generation ${endedGeneration.season} ended on .*: its current conditions`)),
    ).toBeVisible();
    await expect(canvas.queryByText('Days active')).toBeNull();
    await expect(canvas.queryByText('Sea temperature')).toBeNull();
  },
};

/** A cage: the heading and the sensor name the cage ("M1"), not only the farm it belongs to (the entity's name). */
/**
 * A fallow farm (its latest generation ended, none chosen in the URL): the strip says the generation has ended, as
 * for a chosen older one, instead of its last lice and days at sea beside today's date and temperature.
 */
export const FallowFarm: Story = {
  args: entityProps({ entityType: 'farm', id: FALLOW_PUBLIC_FARM.id, view: 'lice' }, { site: FALLOW_PUBLIC_FARM }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const season = FALLOW_PUBLIC_FARM.generations.at(-1)!.season;
    await expect(canvas.getByRole('note')).toHaveTextContent(new RegExp(`^Generation ${season} ended on `));
    await expect(canvas.queryByText('Days active')).toBeNull();
  },
};

export const CageGrowth: Story = {
  args: entityProps({ entityType: 'cage', id: PRIVATE_CAGE_ID, view: 'growth' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const cage = PRIVATE_FARM.generations.at(-1)!.cages[0]!;
    await expect(canvas.getByRole('heading', { level: 1, name: `${PRIVATE_FARM.name} · ${cage.name}` })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sensor' })).toHaveTextContent(cage.name);
  },
};
export const FishGroupMortality: Story = {
  args: entityProps({ entityType: 'fishGroup', id: PRIVATE_FISH_GROUP_ID, view: 'mortality' }),
};

/** Organization: days-in aggregations, no sensor selector, conditions over its farms. */
export const OrganizationFeed: Story = {
  args: entityProps({ entityType: 'organization', id: ORGANIZATION_ID, view: 'feed', agg: 'weeksIn' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Sensor' })).toBeNull();
    // Issue 38: plain words for the time since stocking (the axis reads "Day 120 at sea", not "Day 120").
    await expect(canvas.getByRole('combobox', { name: 'Aggregation' })).toHaveTextContent('Weeks at sea');
    await expect(canvas.getByRole('img', { name: 'Feed (kg), Weeks at sea' })).toBeVisible();
    // An organization spans farms in several areas and municipalities: its header names none of them.
    const details = canvasElement.querySelector<HTMLElement>('dl[aria-label="About this entity"]')!;
    await expect(within(details).queryByText('Production area')).toBeNull();
    await expect(within(details).queryByText('Municipality')).toBeNull();
  },
};

/** A farm of another operator: public data, the lice tab only, weight marked as an estimate. */
export const PublicFarm: Story = {
  args: entityProps({ entityType: 'farm', id: PUBLIC_FARM.id, view: 'lice' }, { site: PUBLIC_FARM }),
  play: async ({ canvasElement }) => {
    await expect(tabNames(canvasElement)).toEqual(['Lice']);
    await expect(within(canvasElement).getByText('Weight (estimate)')).toBeVisible();
  },
};

/**
 * A basics user on a private farm: the lice tab only, and no Compare button (comparing is an essentials view; the
 * button would only send them away).
 */
export const BasicsUser: Story = {
  args: entityProps({ ...farm, view: 'lice' }, { tier: 'basics' }),
  play: async ({ canvasElement }) => {
    await expect(tabNames(canvasElement)).toEqual(['Lice']);
    await expect(within(canvasElement).queryByRole('button', { name: 'Compare' })).toBeNull();
  },
};

/**
 * Loading: the conditions strip shows its groups and terms with placeholder values (its final height from the
 * first paint, so the page does not move when the values arrive).
 */
export const Loading: Story = {
  args: { entity: null, conditions: { status: 'loading' }, timeline: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const conditions = within(canvasElement).getByRole('region', { name: 'Current conditions' });
    await expect(conditions).toHaveAttribute('aria-busy', 'true');
    await expect(within(conditions).getByRole('heading', { name: 'Environment' })).toBeVisible();
    await expect(within(conditions).getByText('Sea temperature')).toBeVisible();
    await expect(chart(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** The timeline loading, then loaded (the story's own button), the rest of the page already there. */
function TimelineArrives(props: ComponentProps<typeof EntityScreen>) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Data arrives
      </button>
      <EntityScreen {...props} timeline={loaded ? props.timeline : { status: 'loading' }} />
    </>
  );
}

/** While the chart loads, its graph tools and export keep their place: the view does not grow when the data comes. */
export const TimelineLoadingKeepsItsPlace: Story = {
  render: (args) => <TimelineArrives {...args} />,
  play: async ({ canvasElement }) => {
    const view = canvasElement.querySelector<HTMLElement>('section[data-state="loading"]')!;
    await expect(within(view).getByRole('group', { name: 'Graph tools' })).toBeDisabled();
    const before = view.getBoundingClientRect().bottom;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Data arrives' }));
    await ready(canvasElement);
    await expect(within(view).getByRole('group', { name: 'Graph tools' })).toBeEnabled();
    await expect(Math.abs(view.getBoundingClientRect().bottom - before)).toBeLessThanOrEqual(4);
  },
};

function EntityArrives(props: ComponentProps<typeof EntityScreen>) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Farm arrives
      </button>
      <EntityScreen
        {...props}
        entity={loaded ? props.entity : null}
        conditions={loaded ? props.conditions : { status: 'loading' }}
        weeksOverLimit={loaded ? props.weeksOverLimit : 'loading'}
      />
    </>
  );
}

/**
 * The conditions keep their height and columns when the farm and its weeks over the lice limit come: the row's place
 * is held while the count loads (issue 39: it came later, widened the terms and wrapped a value, and the tabs and
 * chart moved 17 px on a desktop).
 */
export const ConditionsLoadingKeepsItsPlace: Story = {
  render: (args) => <EntityArrives {...args} />,
  play: async ({ canvasElement }) => {
    const conditions = within(canvasElement).getByRole('region', { name: 'Current conditions' });
    // The infection group's values column (where it starts: the terms' width) and the tabs below the strip.
    const infectionValue = () => conditions.querySelectorAll('dl')[2]!.querySelector('dd')!.getBoundingClientRect();
    const tabsTop = () => canvasElement.querySelector('nav')!.getBoundingClientRect().top;
    const before = { left: infectionValue().left, tabs: tabsTop() };
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Farm arrives' }));
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(within(conditions).getByText('Weeks over the lice limit')).toBeVisible();
    await expect({ left: infectionValue().left, tabs: tabsTop() }).toEqual(before);
  },
};

/**
 * On a phone, the farm's header (name, three lines of details, the Compare button below them) keeps its place while
 * the farm loads: the conditions below do not move when it comes (issue 39: they moved 98 px, a layout shift of 0.2
 * in Lighthouse's mobile run of the lice page).
 */
export const MobileHeaderLoadingKeepsItsPlace: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { compact: true },
  render: (args) => <EntityArrives {...args} />,
  play: async ({ canvasElement }) => {
    const bottom = () => canvasElement.querySelector('header')!.getBoundingClientRect().bottom;
    const before = bottom();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Farm arrives' }));
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(Math.abs(bottom() - before)).toBeLessThanOrEqual(4);
  },
};

const liceProps = entityProps({ ...farm, view: 'lice' });
const liceTimeline = liceProps.timeline.status === 'ready' ? liceProps.timeline.data : (undefined as never);
/** A period without any data: the empty message. */
export const Empty: Story = {
  args: {
    timeline: { status: 'ready', data: { ...liceTimeline, tables: {} } },
  },
  play: async ({ canvasElement }) =>
    expect(await within(canvasElement).findByText('No data is available for this view.')).toBeVisible(),
};

export const FetchError: Story = {
  args: { timeline: { status: 'error' } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Refresh Page' })).toBeVisible(),
};

/** Zoomed from the URL's start and end: the reset button shows. */
export const Zoomed: Story = {
  args: entityProps({ ...farm, view: 'feed', start: '2026-06-01', end: '2026-07-31' }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(chart(canvasElement)).toHaveAttribute('data-zoomed', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Reset zoom' })).toBeVisible();
  },
};

/**
 * Lice over the spring limit (0.2 adult female lice): the demo organization's generation with the most such weeks
 * in one spring (found in the dataset): those weeks are warning bands under the step line.
 */
export const LiceOverSpringLimit: Story = {
  args: entityProps(
    {
      entityType: 'farm',
      id: SPRING_OVER_LIMIT.site.id,
      view: 'lice',
      genId: SPRING_OVER_LIMIT.generationId,
      agg: 'week',
      start: `${SPRING_OVER_LIMIT.year}-03-01`,
      end: `${SPRING_OVER_LIMIT.year}-08-01`,
    },
    { site: SPRING_OVER_LIMIT.site },
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const steps = canvasElement.querySelector('[data-threshold="steps"] path')!.getAttribute('d')!;
    // Down to 0.2 in the spring weeks and back to 0.5: the step line has three flat parts.
    await expect(steps.match(/H/g)?.length).toBeGreaterThanOrEqual(3);
    const over = canvasElement.querySelectorAll('[data-highlight="range"][data-tone="warning"]');
    await expect(over.length).toBeGreaterThanOrEqual(SPRING_OVER_LIMIT.weeks.length);
  },
};

/** Forecast on through the graph tools. */
export const ForecastOn: Story = {
  args: entityProps({ ...farm, view: 'growth' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const forecast = canvas.getByRole('group', { name: 'Forecast' });
    await userEvent.click(within(forecast).getByRole('checkbox', { name: PRIVATE_FARM.name }));
    await waitFor(() => expect(canvasElement.querySelector('[data-layer="forecast"]')).not.toBeNull());
    await userEvent.click(within(forecast).getByRole('button', { name: 'Clear Forecast' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-layer="forecast"]')).toBeNull());
  },
};

/**
 * The forecast horizon (spec 2 §5): a typed value applies 600 ms after typing (no blur or Enter needed); a value
 * out of bounds shows the bounds error while typing and is not applied.
 */
export const ForecastHorizonTyped: Story = {
  args: entityProps({ ...farm, view: 'growth' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const forecast = canvas.getByRole('group', { name: 'Forecast' });
    await userEvent.click(within(forecast).getByRole('checkbox', { name: PRIVATE_FARM.name }));
    await waitFor(() => expect(canvasElement.querySelector('[data-layer="forecast"]')).not.toBeNull());
    // The forecast's dashed line: its path changes when another horizon applies.
    const points = () =>
      canvasElement.querySelector('[data-layer="forecast"] path[stroke-dasharray]')?.getAttribute('d');
    const before = points();
    const horizon = canvas.getByRole('textbox', { name: 'Forecast horizon (days)' });
    await userEvent.clear(horizon);
    await userEvent.type(horizon, '500');
    await expect(await canvas.findByText('Number must be between 1 and 180')).toBeVisible();
    await expect(horizon).toHaveFocus();
    await userEvent.clear(horizon);
    await userEvent.type(horizon, '20');
    await waitFor(() => expect(canvas.queryByText('Number must be between 1 and 180')).toBeNull());
    // Still typing (focus stays): the shorter forecast is drawn once the 600 ms have passed.
    await waitFor(() => expect(points()).not.toBe(before), { timeout: 3_000 });
    await expect(horizon).toHaveFocus();
  },
};

const mortalityGeneration = PRIVATE_FARM.generations.at(-1)!;
const dayIn = (days: number) => new Date(Date.parse(`${mortalityGeneration.startDate}T00:00:00Z`) + days * 86_400_000);
/**
 * Highlighted time ranges (a product usage chosen in a table): a shaded band, and a line where the range starts
 * and ends on the same day.
 */
export const Highlighted: Story = {
  args: {
    ...entityProps({ ...farm, view: 'mortality', genId: mortalityGeneration.id }),
    highlights: [
      { start: dayIn(60), end: dayIn(81) },
      { start: dayIn(120), end: dayIn(120) },
    ],
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const layer = canvasElement.querySelector('[data-layer="highlights"]')!;
    await expect(layer.querySelectorAll('[data-highlight="range"]')).toHaveLength(1);
    await expect(layer.querySelectorAll('[data-highlight="day"]')).toHaveLength(1);
  },
};

/** Public lice data: weeks without a report are gaps, not zeros. */
export const NotReportedGaps: Story = {
  args: entityProps({ entityType: 'farm', id: PUBLIC_FARM.id, view: 'lice', agg: 'week' }, { site: PUBLIC_FARM }),
  play: ({ canvasElement }) => ready(canvasElement),
};

/**
 * A site known only from public data (imported from the national weekly CSV), basics user: the lice tab, the weeks
 * of its lice as a table behind "Show the data" (the chart's text alternative), the week not counted "not reported"
 * (a gap in the line, never 0).
 */
export const ImportedPublicSite: Story = {
  args: importedSiteProps(),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(tabNames(canvasElement)).toEqual(['Lice']);
    const toggle = canvas.getByRole('button', { name: 'Show the data' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Hide the data' })).toHaveAttribute('aria-expanded', 'true');
    const table = canvas.getByRole('table', { name: 'Adult female lice, Daily' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name} `) });
    await expect(within(row('2026-10-26')).getByRole('cell')).toHaveTextContent('0.21');
    await expect(within(row('2026-11-02')).getByRole('cell')).toHaveTextContent('0.30');
    await expect(within(row('2026-11-09')).getByRole('cell')).toHaveTextContent('not reported');
    await expect(within(row('2026-11-16')).getByRole('cell')).toHaveTextContent('0.37');
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

export const NorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(tabNames(canvasElement, 'Visninger')).toEqual(['Lus', 'Fôr', 'Vekst', 'Dødelighet', 'Slakt', 'Lab']);
  },
};

/**
 * The phone layout (`compact`) on a wide window: the same readable chart as on a phone (240 px, axes, legend),
 * never the 70 px strip.
 */
export const CompactWide: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('img', { name: /Adult female lice/ }).style.height).toBe('240px');
  },
};

/**
 * A phone (390 px): the farm's chart is readable, 240 px high with value and date axes and its legend (issue 38:
 * not the 35 px strip without axes).
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const chart = within(canvasElement).getByRole('img', { name: /Adult female lice/ });
    await expect(chart.style.height).toBe('240px');
    // The full chart (value and date axes), not the strip, and the legend's entries.
    await expect(chart.closest('[data-mode]')).toHaveAttribute('data-variant', 'default');
    await expect(within(canvasElement).getAllByRole('button', { pressed: true }).length).toBeGreaterThan(0);
  },
};
