/**
 * A signed-in first load measured in the browser itself (Lighthouse cannot log in): a scripted login through the
 * dev identity provider, then `page.goto(path)` as a returning user opens the app (tokens live in memory, so the
 * page signs in silently through the provider's session, checks the user, loads config and data). Largest
 * contentful paint from a `PerformanceObserver` registered before any script runs, long tasks (total blocking
 * time: the sum of each long task's time over 50 ms) and layout shifts (the sum of every shift without recent
 * input: at least the page's CLS). Desktop viewport, no throttling (local server).
 */
import type { Browser, Page } from 'playwright';

export interface SignedInLoad {
  lcp: number;
  tbt: number;
  longTasks: number;
  cls: number;
}

declare global {
  interface Window {
    __benchPerf?: SignedInLoad;
  }
}

/** A layout shift entry (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

export async function signedInLoads(
  browser: Browser,
  app: string,
  {
    user,
    home,
    path,
    ready,
    runs,
  }: {
    user: RegExp;
    /** Where the user lands after the login (their home page). */
    home: string;
    path: string;
    /** A selector shown once the page has its content. */
    ready: string;
    runs: number;
  },
): Promise<SignedInLoad[]> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addInitScript(() => {
    const perf = { lcp: 0, tbt: 0, longTasks: 0, cls: 0 };
    window.__benchPerf = perf;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) perf.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        perf.longTasks += 1;
        perf.tbt += Math.max(0, entry.duration - 50);
      }
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) perf.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await signIn(page, app, { user, home });
  const loads: SignedInLoad[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${app}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    // LCP candidates stop with the last big paint: read once the page has been quiet for a second.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const perf = await page.evaluate(() => window.__benchPerf);
    if (!perf) throw new Error('The performance observers did not run');
    loads.push({ ...perf });
  }
  await context.close();
  return loads;
}

/** The scripted login through the dev identity provider: the provider's session cookie stays in the context. */
export async function signIn(page: Page, app: string, { user, home }: { user: RegExp; home: string }): Promise<void> {
  await page.goto(`${app}/login`);
  await page
    .getByRole('button', { name: /^(Log in|Logg inn)$/ })
    .first()
    .click();
  await page.getByRole('button', { name: user }).click();
  await page.waitForURL(new RegExp(`${home}$`), { timeout: 60_000 });
}
