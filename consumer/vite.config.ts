import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React application: no `source` condition, no aliases; the Havbruk packages resolve to their
// published `dist` through their `exports` maps.
export default defineConfig({
  plugins: [react()],
  build: { chunkSizeWarningLimit: 4096 },
  logLevel: 'warn',
});
