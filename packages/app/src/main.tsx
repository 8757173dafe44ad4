import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@havbruk/ui/fonts.css';
import { App } from './App.tsx';

// The packages import nothing bundler-specific: the app serves the font faces (the map engine, maplibre-gl 5,
// starts its worker from a blob: URL, which the app's CSP allows).

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
