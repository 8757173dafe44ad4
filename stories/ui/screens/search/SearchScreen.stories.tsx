import type { Meta, StoryObj } from '@storybook/react-vite';
import { entityViewsFor, LIMITS, type Tier } from '@havbruk/api';
import { createDataset, DEMO_ORGANIZATION_IDS } from '@havbruk/api/dataset';
import { searchEntities } from '@havbruk/server/queries/farm';
import { EMPTY_SEARCH_FILTERS, SearchScreen, type SearchPageResult, type SearchScreenProps } from '@havbruk/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const dataset = createDataset();
const group = dataset.organizations.find((org) => org.id === DEMO_ORGANIZATION_IDS.group)!;
const own = new Set(group.farmIds);
const ownOperators = new Set(dataset.sites.filter((site) => own.has(site.id)).map((site) => site.operatorId));
const area = new Map(dataset.sites.map((site) => [site.id, site.productionAreaId]));

/** What the server answers the demo essentials user for a query, with the production area joined. */
const resultsFor = (query: string): SearchPageResult[] =>
  searchEntities(
    dataset,
    query,
    {
      isPrivate: (farmId) => own.has(farmId),
      inPerspective: (operatorId) => ownOperators.has(operatorId),
      organizations: [{ id: group.id, name: group.name, umbrella: { id: group.id, name: group.name } }],
    },
    50,
  ).results.map((result) => ({
    ...result,
    productionArea: result.entityType === 'farm' ? (area.get(result.id) ?? null) : null,
  }));

const hrefFor =
  (tier: Tier) =>
  (result: SearchPageResult): string =>
    `/${result.entityType}/${result.id}/${entityViewsFor(result.permissions, tier)[0]}`;

const base: SearchScreenProps = {
  query: '',
  onQueryChange: fn(),
  status: { status: 'idle' },
  filters: EMPTY_SEARCH_FILTERS,
  onFiltersChange: fn(),
  productionAreas: dataset.productionAreas.map((a) => ({ id: a.id, name: a.name })),
  hrefFor: hrefFor('essentials'),
  onNavigate: fn(),
};

const meta = {
  title: 'ui/screens/search/SearchScreen',
  component: SearchScreen,
  parameters: { layout: 'fullscreen' },
  args: base,
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the keyword prompt. */
export const Prompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(canvas.getByText('Type a keyword to search.')).toBeVisible();
    // The box takes no more than the server accepts (a longer text was answered 400, shown as a server failure).
    await expect(canvas.getByRole('searchbox', { name: /search/i })).toHaveAttribute('maxlength', String(LIMITS.name));
  },
};

const indre = resultsFor('indre');
/** "indre": the user's own farms under Your results, the rest under All results; arrow keys move, Enter opens. */
export const ResultsGrouped: Story = {
  args: { query: 'indre', status: { status: 'ready', results: indre } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your results' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'All results' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${indre.length} results`);
    const links = canvas.getAllByRole('link');
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(links[1]!.getAttribute('href'));
  },
};

const mine = indre.filter((result) => result.entityType === 'farm' && result.permissions === 'private');
const others = indre.filter((result) => result.entityType === 'farm' && result.permissions === 'public');
/** Spec 2 §2: private farms (your own company's) show a lock; other companies' public farms do not. */
export const PrivateWithLock: Story = {
  args: { query: 'indre', status: { status: 'ready', results: [...mine.slice(0, 2), ...others.slice(0, 2)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const locks = canvas.getAllByRole('img', { name: 'Private farm: your company’s data' });
    expect(mine.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    await expect(locks).toHaveLength(Math.min(2, mine.length));
    for (const result of others.slice(0, 2)) {
      const card = canvas.getByText(result.label).closest('a') as HTMLElement;
      await expect(within(card).queryByRole('img')).toBeNull();
    }
    for (const result of mine.slice(0, 2)) {
      const card = canvas.getByText(result.label).closest('a') as HTMLElement;
      await expect(within(card).getByRole('img')).toBeVisible();
    }
  },
};

export const NoResults: Story = {
  args: { query: 'zzzz', status: { status: 'ready', results: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 results');
  },
};

/** A basics user: every card leads to the lice view (what the tier allows). */
export const BasicsUser: Story = {
  args: { query: 'indre', status: { status: 'ready', results: indre.slice(0, 6) }, hrefFor: hrefFor('basics') },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/\/lice$/);
  },
};

export const NorwegianDark: Story = {
  args: ResultsGrouped.args,
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Dine treff' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: ResultsGrouped.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
