import { expect, test } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';

test('an essentials user lands on /health, expands a card, switches the risk modal between diseases, follows the map link and comes back', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // Timeline calls /health makes, by entity type (issue 17 asks how many there are per farm card).
  const timelineCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/timeline\/data\/entity$/.test(request.url()) && request.method() === 'POST')
      timelineCalls.push((request.postDataJSON() as { entityType: string }).entityType);
  });
  await page.goto('/health');
  await logInAs(page, /Ingrid Hansen/);
  await expect(page).toHaveURL(/\/health$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Ingrid$/ }),
  ).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const cardCount = await cards.count();
  expect(cardCount).toBeGreaterThan(0);
  // Issue 35: the group's biomass (kilograms in the API) shows in tonnes: thousands of tonnes, not millions.
  await expect(page.locator('dt:text-is("Biomass") + dd')).toHaveText(/^\d{1,3}(,\d{3})?\s+t$/);

  // A card expands from its farm name (aria-expanded) and lists the farm's risks.
  const card = cards.first();
  const farmName = (await card.getAttribute('aria-label'))!;
  const toggle = card.getByRole('button', { name: farmName });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const risks = card.getByRole('list', { name: 'Risk details' });
  await expect(risks.getByRole('link')).toHaveText(['Lice (female)', 'PD', 'ILA']);
  // The card's 30-day feed graph comes from the one organization timeline of the page (the farms' series ride
  // along as sensor keys): one timeline call for all cards, none per farm.
  await expect(card.getByRole('img', { name: /^Feed, last 30 days/ })).toBeVisible();
  expect(timelineCalls).toEqual(['organization']);
  test
    .info()
    .annotations.push({ type: 'timeline calls', description: `${timelineCalls.length} for ${cardCount} cards` });

  // The risk modal opens on the chosen disease; switching the tab changes the URL.
  await risks.getByRole('link', { name: 'PD' }).click();
  await expect(page).toHaveURL(/\/health\/risks\/(\d+)\/pd$/);
  const farmId = /\/health\/risks\/(\d+)\//.exec(page.url())![1]!;
  const modal = page.getByRole('dialog', { name: `Risks at ${farmName}` });
  await expect(modal.getByRole('tab', { name: 'PD' })).toHaveAttribute('aria-selected', 'true');
  await modal.getByRole('tab', { name: 'ILA' }).click();
  await expect(page).toHaveURL(`/health/risks/${farmId}/ila`);
  await expect(modal.getByRole('tab', { name: 'ILA' })).toHaveAttribute('aria-selected', 'true');

  // The map link opens the map on the farm's diseases; back returns to the modal as it was.
  await modal.getByRole('link', { name: 'Show on map' }).click();
  await expect(page).toHaveURL(`/map?farmIds=${farmId}&metric=diseases.count`);
  await expect(page.getByRole('heading', { level: 1, name: /Map/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/health/risks/${farmId}/ila`);
  await expect(modal.getByRole('tab', { name: 'ILA' })).toHaveAttribute('aria-selected', 'true');

  // Closing returns to /health.
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/health$/);
  expect(errors).toEqual([]);
});
