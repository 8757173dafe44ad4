import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@havbruk/ui/fonts.css';
import { loadLocaleTexts } from '@havbruk/ui';
import { App } from './App.tsx';
import { loadApiContract } from './data/contract.ts';
import { callsApi, screensOf } from './routes/prefetch.ts';
import { routes } from './routes/routes.tsx';
import { SIGNED_OUT_ENTRIES } from './state/AppState.tsx';
import { loadDisplay } from './state/display.ts';

// The packages import nothing bundler-specific: the app serves the font faces (the map engine, maplibre-gl 5,
// starts its worker from a blob: URL, which the app's CSP allows).

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Only the display language's texts are loaded (the other on a switch); the first render waits for them, so no
// key ever shows. What the first view loads anyway downloads meanwhile, not after them: the route's screen, the
// sign-in library where the start-up silent sign-in runs, and the API contract where the view calls the API.
const texts = loadLocaleTexts(loadDisplay().language);
const { pathname, search } = window.location;
for (const screen of screensOf(routes, pathname)) screen.preload().catch(() => undefined);
if (!SIGNED_OUT_ENTRIES.has(pathname)) import('oidc-client-ts').catch(() => undefined);
if (callsApi(pathname, search, false)) loadApiContract().catch(() => undefined);

void texts
  .catch(() => undefined) // Offline: the provider tries again while it renders.
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
