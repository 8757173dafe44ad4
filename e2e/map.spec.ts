import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';
import { E2E_API_PORT, E2E_DATA_DIR } from './stack.ts';

/** Picks an option of a design-system Select (Radix) by the field's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

const corner = (url: URL, name: string): number[] => (url.searchParams.get(name) ?? '').split(',').map(Number);

test('a basics user opening /compare is sent to the map and explores it: search and popup, metric, playback, a reload keeps the view; the import CLI hands a BarentsWatch CSV of a new site to the running server, which then shows it on the map, in search and its lice view', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // Ola Nilsen (basics, Norwegian) follows a link to /compare, which is not his: he is sent to / and on to the map,
  // his home.
  await page.goto('/compare');
  await logInAs(page, /Ola Nilsen/);
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible();
  const results = page.getByRole('complementary', { name: 'Kartresultater' });
  await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });

  // Search flies to the farm and opens its popup (livestock weight, diseases, lice, treatments).
  const search = page.getByRole('combobox', { name: 'Finn et anlegg' });
  await search.fill('Indre Sildøya');
  await expect(page.getByRole('option', { name: /Indre Sildøya/ })).toBeVisible();
  await search.press('Enter');
  await expect(page.getByRole('rowheader', { name: 'Snittvekt' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Sykdommer' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]farmIds=12468(&|$)/);
  await expect(results.getByRole('button', { name: /Indre Sildøya/ })).toHaveAttribute('aria-pressed', 'true');

  // The farms are drawn on their own canvas over the map: a real pointer still reaches them. Closed, the popup opens
  // again with a click on the marker, which the search has put in the middle of the map.
  await page.getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByRole('rowheader', { name: 'Snittvekt' })).toHaveCount(0);
  const mapCanvas = page.locator('.havbruk-farm-map canvas.maplibregl-canvas');
  const box = await mapCanvas.boundingBox();
  const middle = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
  await expect(async () => {
    await page.mouse.move(middle.x, middle.y);
    await expect(mapCanvas).toHaveCSS('cursor', 'pointer', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.mouse.click(middle.x, middle.y);
  await expect(page.locator('.maplibregl-popup').getByText('Indre Sildøya')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Snittvekt' })).toBeVisible();

  // The metric follows the URL as category.key.
  await choose(page, 'Farg anlegg etter', 'Sykdommer');
  await expect(page).toHaveURL(/[?&]metric=diseases\.count(&|$)/);

  // Play two weeks, then pause: the path follows the shown week.
  const before = page.url();
  await page.getByRole('button', { name: 'Spill av' }).click();
  await expect(page).not.toHaveURL(before);
  const first = page.url();
  await expect(page).not.toHaveURL(first);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page).toHaveURL(/\/map\/\d{4}\/\d{1,2}\?/);
  const paused = new URL(page.url());
  const [, , year, week] = paused.pathname.split('/');
  const weekText = page.getByLabel('Uke', { exact: true }).first();
  await expect(weekText).toHaveText(`Uke ${week}, ${year}`);
  // The map's bounds join the path once the map has settled after the last week step.
  await expect.poll(() => new URL(page.url()).searchParams.get('ne')).toMatch(/^-?\d+(\.\d{1,6})?,-?\d+(\.\d{1,6})?$/);
  const played = new URL(page.url());

  // A reload restores the same view: week, metric, focused farm and map bounds.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/map/${year}/${week}\\?`));
  await expect(page.getByRole('combobox', { name: 'Farg anlegg etter' })).toHaveText('Sykdommer');
  await expect(weekText).toHaveText(`Uke ${week}, ${year}`);
  await expect(results.getByRole('button', { name: /Indre Sildøya/ })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  const reloaded = new URL(page.url());
  expect(reloaded.searchParams.get('metric')).toBe('diseases.count');
  expect(reloaded.searchParams.get('farmIds')).toBe('12468');
  for (const name of ['ne', 'sw']) {
    const [lng, lat] = corner(reloaded, name);
    const [lngBefore, latBefore] = corner(played, name);
    expect(lng).toBeCloseTo(lngBefore as number, 2);
    expect(lat).toBeCloseTo(latBefore as number, 2);
  }

  // A filter fits the map to the farms left (production area 13, the northernmost): the view's corners move north.
  await page.getByRole('button', { name: 'Filtre' }).click();
  await page.getByRole('dialog', { name: 'Filtre' }).getByRole('checkbox', { name: /^13 / }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Filtre (1)' })).toBeVisible();
  await expect
    .poll(() => corner(new URL(page.url()), 'sw')[1], { timeout: 30_000 })
    .toBeGreaterThan((corner(reloaded, 'ne')[1] as number) + 1);

  // Public fish-health data: the national weekly CSV as published (issue 34) with a new site, week 46 not counted
  // ("Har telt lakselus" = Nei) between two counted weeks.
  const header =
    'Uke,År,Lokalitetsnummer,Lokalitetsnavn,Voksne hunnlus,Lus i bevegelige stadier,Fastsittende lus,Trolig uten fisk,Har telt lakselus,Kommunenummer,Kommune,Fylkesnummer,Fylke,Lat,Lon,Lusegrense uke,Over lusegrense uke,Sjøtemperatur,ProduksjonsområdeId,Produksjonsområde';
  const place = '1820,ALSTAHAUG,18,Nordland,65.91,12.42,0.5';
  const file = test.info().outputPath('lakselus-e2e.csv');
  writeFileSync(
    file,
    [
      header,
      `45,2026,99555,Nyskjæret,0.21,0.6,0.1,Nei,Ja,${place},Nei,8.1,8,Helgeland til Bodø`,
      `46,2026,99555,Nyskjæret,,,,Nei,Nei,${place},,7.9,8,Helgeland til Bodø`,
      `47,2026,99555,Nyskjæret,0.37,0.7,0.1,Nei,Ja,${place},Nei,7.5,8,Helgeland til Bodø`,
    ].join('\n') + '\n',
  );
  // `npm run import` as the server's operator runs it on its machine: the server holds its embedded database, so the
  // CLI hands the file to it (the operator secret of its data directory) and prints the summary.
  const { stdout } = await promisify(execFile)(
    'npm',
    [
      'run',
      'import',
      '--',
      '--source',
      'barentswatch-csv',
      '--data-dir',
      E2E_DATA_DIR,
      '--port',
      String(E2E_API_PORT),
      file,
    ],
    { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' },
  );
  expect(stdout).toMatch(/lakselus-e2e\.csv.*succeeded/);

  // A fresh load of the map (the session is restored silently): the new site is there.
  await page.goto('/map');
  await expect(page).toHaveURL(/\/map$/);
  await search.fill('Nyskjæret');
  await expect(page.getByRole('option', { name: /Nyskjæret/ })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]farmIds=99555(&|$)/);
  const popup = page.locator('.maplibregl-popup');
  await expect(popup.getByText('Nyskjæret')).toBeVisible();
  await expect(popup.getByText('0,37')).toBeVisible();

  await page.goto('/search');
  const searchBox = page.getByRole('searchbox', { name: 'Søk etter anlegg og organisasjoner' });
  await searchBox.fill('Nyskjæret');
  await expect(page.getByRole('link', { name: /Nyskjæret/ }).first()).toBeVisible();

  // Its lice view (basics users have it for public sites): the weeks as the chart's data table, week 46 not reported
  // (a gap in the line, never 0).
  await page
    .getByRole('link', { name: /Nyskjæret/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/farm\/99555\/lice/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nyskjæret' })).toBeVisible();
  await page.getByRole('button', { name: 'Vis dataene' }).click();
  const table = page.getByRole('table', { name: 'Voksne hunnlus, Daglig' });
  const reported = (monday: string) => table.getByRole('row', { name: new RegExp(`^${monday} `) }).getByRole('cell');
  await expect(reported('02.11.2026')).toHaveText('0,21');
  await expect(reported('09.11.2026')).toHaveText('ikke rapportert');
  await expect(reported('16.11.2026')).toHaveText('0,37');
  expect(errors).toEqual([]);
});

test('an essentials user follows the risk modal link to a farm on the diseases metric', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/map?farmIds=12468&metric=diseases.count');
  await logInAs(page, /Ingrid Hansen/);
  await expect(page).toHaveURL(/\/map\?farmIds=12468&metric=diseases\.count/);
  await expect(page.getByRole('combobox', { name: 'Colour farms by' })).toHaveText('Diseases');
  const results = page.getByRole('complementary', { name: 'Map results' });
  await expect(results.getByRole('button', { name: /Indre Sildøya/ })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
