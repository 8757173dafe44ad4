import { setMaplibreWorkerUrl } from '@havbruk/charts';
import '@havbruk/ui/fonts.css';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

// What the packages' Getting started pages ask of an application: the font faces and the map engine's worker.
setMaplibreWorkerUrl(maplibreWorkerUrl);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
