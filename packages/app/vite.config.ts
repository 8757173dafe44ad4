import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vite.shared.ts';

/**
 * Stable vendor chunks: libraries every route needs change far less often than the app, so they keep their
 * cache across deploys. Everything else is split by Rolldown per route (screen areas are dynamic imports).
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'state', test: /node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store|swr)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  resolve: sourceResolve,
  envDir: '../..',
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
