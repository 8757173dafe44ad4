import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@havbruk/ui/fonts.css';
import { setMaplibreWorkerUrl } from '@havbruk/charts';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { App } from './App.tsx';

// The packages import nothing bundler-specific: the app serves the font faces and the map engine's worker.
setMaplibreWorkerUrl(maplibreWorkerUrl);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
