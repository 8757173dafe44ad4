import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AscFarmData } from '@havbruk/api';
import { AscFarmScreen, certificationColor } from '@havbruk/ui';
import { ascFarmWhere } from './ascStoryData.ts';
import { expectLightTheme, rgb } from './ascStoryChecks.ts';

const reported = (data: AscFarmData) => data.lice.filter((week) => week.female !== null).length;

/** A certified farm with previous generations and a lice report with some recent weeks not reported. */
const certified = ascFarmWhere((data) => {
  const recent = data.lice.slice(-6);
  return (
    data.certification.status === 'certified' &&
    data.histories.length >= 2 &&
    reported(data) > 30 &&
    recent.some((week) => week.female === null) &&
    recent.some((week) => week.female !== null)
  );
});
const suspended = ascFarmWhere((data) => data.certification.status === 'suspended');
const eventful = ascFarmWhere((data) => data.escapes.length >= 1 && data.wildlife.length >= 4);
const noLice = ascFarmWhere((data) => reported(data) === 0);

const storyOf = (data: AscFarmData) => ({
  alias: data.organization.alias,
  farmId: data.certification.farmId,
  status: { state: 'ready' as const, data },
});

const meta = {
  title: 'ui/screens/asc/AscFarmScreen',
  component: AscFarmScreen,
  args: { ...storyOf(certified), onNavigate: fn(), onRetry: fn() },
} satisfies Meta<typeof AscFarmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A certified farm: map, certification block, previous generations, lice report, wildlife and escapes. */
export const Certified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const farm = certified.certification.farm;
    await expect(canvas.getByRole('heading', { level: 1, name: farm.label })).toBeVisible();
    // Back links from the path: the organization, then the farm (the current page).
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    const back = trail.getByRole('link', { name: certified.organization.name });
    await expect(back).toHaveAttribute('href', `/asc/company/${certified.organization.alias}`);
    await expect(trail.getByText(farm.label)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith(`/asc/company/${certified.organization.alias}`);

    const facts = canvas.getByRole('heading', { level: 2, name: 'Certification' }).closest('section')!;
    await expect(within(facts).getByText('Certified')).toHaveAttribute('data-tone', 'certified');
    // The map (its engine loads lazily) carries the municipality label; a map of one farm has no farm finder.
    await expect(canvas.getByText(`${farm.municipality}, production area ${farm.productionArea}`)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Find a farm' })).toBeNull();
    // The current certification began with the current generation, after every previous one.
    const start = certified.certification.startDate!;
    await expect(certified.histories.every((history) => history.startDate < start)).toBe(true);

    // The lice report: chart with the legal limit (0.5, and 0.2 in the spring weeks), not-reported weeks.
    await expect(canvas.getByRole('img', { name: /Adult female, mobile and stationary lice/ })).toBeVisible();
    const limits = [...canvasElement.querySelectorAll('[data-layer="thresholds"] [data-threshold]')].map((line) =>
      line.getAttribute('data-threshold'),
    );
    await expect(new Set(limits)).toEqual(new Set(['0.5', '0.2']));
    await expect(canvasElement.querySelectorAll('[data-layer="highlights"] rect').length).toBeGreaterThan(0);
    const table = canvas.getByRole('table', { name: 'Lice per fish, by week' });
    await expect(within(table).getAllByText('Not reported').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeVisible();

    const histories = canvas.getByRole('table', { name: 'Previous generations' });
    await expect(within(histories).getAllByRole('row')).toHaveLength(certified.histories.length + 1);
  },
};

export const Suspended: Story = {
  args: storyOf(suspended),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = canvas.getByRole('heading', { level: 2, name: 'Certification' }).closest('section')!;
    const badge = within(facts).getByText('Suspended');
    await expect(badge).toHaveAttribute('data-tone', 'pending');
    await expect(getComputedStyle(badge).borderTopColor).toBe(rgb(certificationColor('suspended', 'light')));
    await expect(within(facts).getByText('Not certified')).toBeVisible();
  },
};

/** Escapes and wildlife interactions as timelines, newest first. */
export const EscapesAndWildlife: Story = {
  args: storyOf(eventful),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const escapes = canvas.getByRole('list', { name: 'Escapes' });
    await expect(within(escapes).getAllByRole('listitem')).toHaveLength(eventful.escapes.length);
    const wildlife = canvas.getByRole('list', { name: 'Wildlife interactions' });
    const items = within(wildlife).getAllByRole('listitem');
    await expect(items).toHaveLength(eventful.wildlife.length);
    const dates = items.map((item) => item.querySelector('time')!.getAttribute('datetime')!);
    await expect(dates).toEqual([...dates].sort().reverse());
  },
};

/** In Norwegian the animals, their kinds, the causes and the escaped species are Norwegian words (issue 38.16). */
export const EscapesAndWildlifeNorwegian: Story = {
  args: storyOf(eventful),
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wildlife = canvas.getByRole('list', { name: 'Hendelser med vilt' }).textContent!;
    await expect(wildlife).toMatch(/\((fugl|pattedyr)\): (Innvikling|Avliving|Drukning)/);
    await expect(wildlife).not.toMatch(/Bird|Mammal|heron|cormorant|seal|otter|Entanglement|Lethal|Drowning/);
    await expect(canvas.getByRole('list', { name: 'Rømminger' })).toHaveTextContent(/\d laks rømt/);
  },
};

/** No lice counts in the last 52 weeks: a message, never a line at 0. */
export const NoLiceReports: Story = {
  args: storyOf(noLice),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No lice counts were reported in the last 52 weeks.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Lice per fish, by week' })).toBeNull();
  },
};

export const Norwegian: Story = {
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ukentlig luserapport' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Lus per fisk, per uke' })).toBeVisible();
    const date = certified.certification.certificationDate!;
    const [year, month, day] = date.split('-');
    const label = canvas.getByText('Sertifiseringsdato');
    await expect(label.nextElementSibling).toHaveTextContent(`${day}.${month}.${year}`);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Dark mode is never applied on the public pages: the toolbar's dark theme leaves the page light. */
export const DarkThemeNotApplied: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-theme="dark"]')).not.toBeNull();
    await expectLightTheme(canvas.getByRole('heading', { level: 1, name: certified.certification.farm.label }));
  },
};

export const Loading: Story = {
  args: { status: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading certification data …');
  },
};

/** An unknown farm: a clear message on the public page, with the way to the company's page. */
export const NotFound: Story = {
  args: { farmId: '99999', status: { state: 'notFound' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No certified farm at this address' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the company’s page' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`/asc/company/${certified.organization.alias}`);
  },
};
