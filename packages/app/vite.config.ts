import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vite.shared.ts';

export default defineConfig({
  plugins: [react()],
  resolve: sourceResolve,
  envDir: '../..',
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { outDir: 'dist', sourcemap: true },
});
