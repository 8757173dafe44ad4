import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@havbruk/ui/fonts.css';
import { loadLocaleTexts } from '@havbruk/ui';
import { App } from './App.tsx';
import { APP_STARTED_EVENT } from './prerender/appStarted.ts';
import { takeOverAscFrame } from './prerender/ascTakeover.ts';
import { loadApiContract } from './data/contract.ts';
import { callsApi, screensOf } from './routes/prefetch.ts';
import { routes } from './routes/routes.tsx';
import { appAuth } from './auth/appAuth.ts';
import { SIGNED_OUT_ENTRIES, skipsSessionRestore, startSessionRestore } from './state/AppState.tsx';
import { displayKeyOf, loadDisplay } from './state/display.ts';

// The packages import nothing bundler-specific: the app serves the font faces (the map engine, maplibre-gl 5,
// starts its worker from a blob: URL, which the app's CSP allows).

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Only the display language's texts are loaded (the other on a switch); the first render waits for them, so no
// key ever shows. What the first view loads anyway downloads meanwhile, not after them: the route's screen, the
// start-up silent sign-in where it runs (the sign-in library, the provider's metadata, the hidden iframe), and the API
// contract where the view calls the API.
const display = loadDisplay();
// With the base texts, `account`: the error and offline screens of every route (a screen's own with its code).
const texts = loadLocaleTexts(display.language, ['account']);
const { pathname, search } = window.location;
const screens = screensOf(routes, pathname).map((screen) => screen.preload());
startSessionRestore(appAuth, window.location);
if (callsApi(pathname, search, false)) loadApiContract().catch(() => undefined);

// Pages that show at once (no start-up sign-in: login, sign-up, certification) wait for the screen's code too,
// so the first render is the page, not the loader (the login pages' HTML already holds it, `prerender.ts`, and
// the app hydrates it). Elsewhere the loader shows while the session is restored, in parallel.
const firstRender = skipsSessionRestore(pathname) ? Promise.all([texts, ...screens]) : texts;
for (const screen of screens) screen.catch(() => undefined);

/**
 * The prerendered frame the app takes over (`login.html`, `signup.html`: one frame per display language and
 * theme, `prerender.ts`), or null. Not on a login callback (`?code=…`): that page shows a different state.
 */
function prerenderedFrame(root: HTMLElement): HTMLElement | null {
  if (!SIGNED_OUT_ENTRIES.has(pathname) || search !== '' || window.location.hash !== '') return null;
  const frame = root.querySelector<HTMLElement>(`:scope > [data-prerendered="${displayKeyOf(display)}"]`);
  if (!frame) return null;
  // The other languages' and themes' frames are hidden; the shown one keeps its nodes (hydrated, not replaced:
  // a phone's first paint stays the page's largest paint, and nothing moves).
  for (const other of root.querySelectorAll(':scope > [data-prerendered]')) if (other !== frame) other.remove();
  return frame;
}

/** Tells the prerendered page's boot script that the app runs (it replays a press that came before). */
function AnnounceStarted() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <App />
    <AnnounceStarted />
  </StrictMode>
);

void firstRender
  .catch(() => undefined) // Offline: the provider tries again while it renders; a screen shows its fallback.
  .then(() => {
    const frame = prerenderedFrame(container);
    // A frame that does not match the first render (it should) is replaced by React, and reported in development.
    if (frame) hydrateRoot(frame, app);
    else createRoot(container).render(app);
    // The certification page's frame (`asc.html`) goes when the page has settled; at the latest after 10 s, so a
    // page that never settles (or another route after a redirect) is not hidden behind it.
    setTimeout(takeOverAscFrame, 10_000);
  });
