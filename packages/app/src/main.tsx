import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@havbruk/ui/fonts.css';
import { setMaplibreWorkerUrl } from '@havbruk/charts';
import { loadLocaleTexts } from '@havbruk/ui';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { App } from './App.tsx';
import { screensOf } from './routes/prefetch.ts';
import { routes } from './routes/routes.tsx';
import { loadDisplay } from './state/display.ts';

// The packages import nothing bundler-specific: the app serves the font faces and the map engine's worker.
setMaplibreWorkerUrl(maplibreWorkerUrl);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Only the display language's texts are loaded (the other on a switch); the first render waits for them, so no
// key ever shows. The current route's screen chunk downloads meanwhile, not after them.
const texts = loadLocaleTexts(loadDisplay().language);
for (const screen of screensOf(routes, window.location.pathname)) screen.preload().catch(() => undefined);

void texts
  .catch(() => undefined) // Offline: the provider tries again while it renders.
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
