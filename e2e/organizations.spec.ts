import { expect, test, type Page } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';

/**
 * Organization management against the reference server (spec S1 §2, §4–§7): the super admin's journey through
 * every team and farm dialog on a sub-organization created for the run (and deleted at its end, so the e2e
 * database keeps its demo tree), then what an admin and a member may do.
 */

const PARENT = 'Nordvik Sjømat AS';

const openDialog = async (page: Page, action: string) => {
  await page.getByRole('button', { name: action }).click();
  return page.getByRole('dialog');
};

test('a super admin creates a sub-organization, adds farms, invites, re-roles and removes a member', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  const stamp = Date.now().toString(36);
  const name = `Nordvik Region Nord ${stamp}`;
  const email = `eva.lund.${stamp}@havkonsult.example`;

  await page.goto('/settings/organization');
  await logInAs(page, /Ingrid Hansen/);
  await expect(page).toHaveURL(/\/settings\/organization$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
  // The settings tab bar stays, Organization the current view (issue 38).
  const settingsViews = page.getByRole('navigation', { name: 'Settings views' });
  await expect(settingsViews.getByRole('link', { name: 'Organization' })).toHaveAttribute('aria-current', 'page');

  // A sub-organization of Nordvik Sjømat AS: Done waits for a valid name.
  let dialog = await openDialog(page, `Add a sub-organization to ${PARENT}`);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('No farms in this organization yet.')).toBeVisible();

  // Two farms of the parent.
  dialog = await openDialog(page, `Add farms to ${name}`);
  const offered = dialog.getByRole('checkbox');
  const first = (await dialog.locator('label').nth(0).textContent()) ?? '';
  const second = (await dialog.locator('label').nth(1).textContent()) ?? '';
  await offered.nth(0).click();
  await offered.nth(1).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const farms = page.getByRole('region', { name: `Farms · ${name}` });
  await expect(farms.getByRole('link')).toHaveCount(2);
  await expect(farms.getByRole('link', { name: first })).toHaveAttribute('href', /^\/farm\//);
  await expect(farms.getByRole('link', { name: second })).toBeVisible();

  // Invite a member: an invalid email first.
  dialog = await openDialog(page, `Add team members to ${name}`);
  const emailField = dialog.getByRole('textbox', { name: 'Email' });
  await emailField.fill('eva.lund@havkonsult');
  await expect(dialog.getByText('Email is invalid! Ex: "name@company.com"')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await emailField.fill(email);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const team = page.getByRole('region', { name: `Team · ${name}` });
  const member = team.getByRole('listitem').filter({ hasText: email });
  await expect(member.getByRole('button', { name: 'Team Member' })).toBeVisible();
  // An invitation until the address's owner accepts it: only the address is shown.
  await expect(member.getByText('Invitation sent')).toBeVisible();
  await expect(member.getByText(email)).toHaveCount(1);

  // Change the role: Team Member → External.
  dialog = await openDialog(page, `Edit roles in ${name}`);
  await dialog.getByRole('combobox', { name: new RegExp(`^Role of .*${email.replace(/\./g, '\\.')}`) }).click();
  await page.getByRole('option', { name: 'External' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(member.getByRole('button', { name: 'External' })).toBeVisible();

  // Remove the member.
  dialog = await openDialog(page, `Remove team members from ${name}`);
  await dialog.getByRole('checkbox').first().click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(team.getByText(email)).toHaveCount(0);

  // Clean up: delete the sub-organization (its farms stay in the parent).
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);

  // Everything was saved on the server: a reload shows the same tree.
  await page.reload();
  await expect(page.getByRole('region', { name: PARENT, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name, exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an admin may only invite and is never offered the super-admin role', async ({ page }) => {
  await page.goto('/settings/organization');
  await logInAs(page, /Lars Johansen/);
  // Lars works in Norwegian.
  const dialog = await openDialog(page, `Legg til teammedlemmer i ${PARENT}`);
  await dialog.getByRole('combobox', { name: 'Rolle' }).click();
  await expect(page.getByRole('option')).toHaveText(['Teammedlem', 'Ekstern']);
  await expect(page.locator('[data-action]:not([data-action="addTeam"])')).toHaveCount(0);
});

test('a member sees the team and farms but no action icon', async ({ page }) => {
  await page.goto('/settings/organization');
  await logInAs(page, /Sigrid Berg/);
  await expect(page.getByRole('region', { name: 'Nordvik Region Vest', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team · Nordvik Region Vest' })).toContainText('Sigrid Berg');
  await expect(page.locator('[data-action]')).toHaveCount(0);
});
