import { expect, type Page } from '@playwright/test';

/** Collects console errors and page errors of a run (every test ends by expecting none). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    // The dev identity provider's own pages have no favicon: not the app's console.
    if (url.endsWith('/favicon.ico')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** On the app's login page: presses Log in and picks a demo user on the dev identity provider. */
export async function logInAs(page: Page, name: RegExp) {
  await expect(page).toHaveURL(/\/login$/);
  await page
    .getByRole('button', { name: /^(Log in|Logg inn)$/ })
    .first()
    .click();
  await page.getByRole('button', { name }).click();
}
