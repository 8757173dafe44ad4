import { expect, test, type Page, type Request } from '@playwright/test';
import { API, isApiCall, watchConsole } from './helpers.ts';

/**
 * The public certification (ASC) pages (spec 2 §2): open to anyone, outside the app shell, no token, no
 * account calls, always light, in the user's language.
 */
const ALIAS = 'nordvik-sjomat';

interface Company {
  organization: { name: string };
  certs: { farmId: string; status: string | null; farm: { label: string } }[];
}

const companyOf = async (page: Page): Promise<Company> => {
  const response = await page.request.get(`${API}/asc/data/${ALIAS}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Company;
};

/** Every path the main frame visits. */
function watchVisits(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

test('a signed-out visitor opens a company, a farm and its lice report and never sees the login page; the name comes before the app, a failed data request shows the error state', async ({
  page,
}) => {
  const errors = watchConsole(page, {
    failingRequests: [/\/asc\/data\/no-such-company$/, /\/asc\/data\/farm\/99999999$/],
  });
  const visited = watchVisits(page);
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isApiCall(request.url())) calls.push(request);
  });
  const company = await companyOf(page);
  const farm = company.certs.find((cert) => cert.status === 'certified')!;

  // The map engine is held back: the page must be usable before it arrives.
  let releaseEngine = () => {};
  const engineHeld = new Promise<void>((resolve) => (releaseEngine = resolve));
  let heldRequests = 0;
  await page.route(/maplibre/, async (route) => {
    heldRequests += 1;
    await engineHeld;
    await route.continue();
  });

  await page.goto(`/asc/company/${ALIAS}`);
  await expect(page.getByRole('heading', { level: 1, name: company.organization.name })).toBeVisible();
  await expect(page).toHaveTitle(`${company.organization.name} | Havbruk`);
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem')).toHaveCount(company.certs.length);
  // No app shell around the public page.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  await main.getByRole('link', { name: `Certified, open ${farm.farm.label}` }).click();
  await expect(page).toHaveURL(new RegExp(`/asc/company/${ALIAS}/${farm.farmId.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1, name: farm.farm.label })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Weekly lice report' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Adult female, mobile and stationary lice/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lice per fish, by week' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading map …' })).toBeVisible();
  expect(heldRequests).toBeGreaterThan(0);
  releaseEngine();
  await expect(page.getByRole('region', { name: 'Map of farm sites' })).toBeVisible({ timeout: 30_000 });

  // Back to the organization by the header's back link.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: company.organization.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/asc/company/${ALIAS}$`));
  await expect(page.getByRole('heading', { level: 1, name: company.organization.name })).toBeVisible();

  // Unknown alias or farm: a clear message on the public page.
  await page.goto('/asc/company/no-such-company');
  await expect(page.getByRole('heading', { level: 1, name: 'No certified company at this address' })).toBeVisible();
  await page.goto(`/asc/company/${ALIAS}/99999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'No certified farm at this address' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  expect(visited.filter((path) => path === '/login' || path === '/lost')).toEqual([]);
  // Only the two open certification calls, never with a token.
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.map((call) => new URL(call.url()).pathname).filter((path) => !path.startsWith('/asc/data/'))).toEqual(
    [],
  );
  expect(calls.filter((call) => call.headers()['authorization'])).toEqual([]);
  expect(errors).toEqual([]);

  // The company's name comes before the app's code, which takes the page over without asking for the data again:
  // the app's entry is held back, and what shows meanwhile comes from the HTML and its boot script.
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${API}/asc/data/${ALIAS}`) dataCalls.push(request.method());
  });
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  const entry = /\/assets\/index-[\w-]+\.js$/;
  await page.route(entry, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto(`/asc/company/${ALIAS}`, { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1, name: company.organization.name });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(company.organization.name);
  await expect(main.getByRole('listitem')).toHaveCount(0);
  releaseEntry();
  await expect(page).toHaveTitle(`${company.organization.name} | Havbruk`);
  await expect(main.getByRole('listitem')).toHaveCount(company.certs.length);
  await expect(heading).toHaveCount(1);
  expect(dataCalls).toEqual(['GET']);
  await page.unroute(entry);
  expect(errors).toEqual([]);

  // A failed data request shows the page's error state, not the frame's loading state. Every request for the
  // company's data fails: the boot script's, then the app's own (a failed request is not handed over).
  const failureErrors = watchConsole(page, { failingRequests: [new RegExp(`/asc/data/${ALIAS}$`)] });
  let failed = 0;
  await page.route(`${API}/asc/data/${ALIAS}`, async (route) => {
    failed += 1;
    await route.abort();
  });
  await page.goto(`/asc/company/${ALIAS}`);
  await expect(main.getByRole('alert')).toContainText('The certification data could not be loaded.');
  // A network failure also goes to the global error handling, as on every page.
  await expect(page.getByRole('alertdialog', { name: 'Failure' })).toBeVisible();
  await expect(page.getByText('Loading certification data …')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  expect(failed).toBe(2);
  expect(failureErrors).toEqual([]);
});
