import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sourceResolve } from '../../vite.shared.ts';
import { contentSecurityPolicy } from './csp.ts';
import { prerenderLogin } from './prerender.ts';

/**
 * Stable vendor chunks: libraries every route needs change far less often than the app, so they keep their
 * cache across deploys. Everything else is split by Rolldown per route (screen areas are dynamic imports).
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'state', test: /node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store|swr)[\\/]/ },
  // The API contract (zod and every call's schemas) is loaded with the first API call (`src/data/contract.ts`);
  // without its own group Rolldown would hoist it into the entry, since several lazy chunks share it. The plain
  // `LIMITS` numbers (`contract/limits.ts`, no zod) stay out, also as a dependency of the schemas: the entry's
  // error report uses them, and inside this group they made the entry import the whole contract chunk.
  {
    name: 'contract',
    test: /node_modules[\\/]zod[\\/]|packages[\\/]api[\\/]src[\\/]contract[\\/](?!limits\.ts)/,
    includeDependenciesRecursively: false,
  },
  // Each language's texts in one chunk (not one per namespace): only the display language's is loaded.
  { name: 'texts-en', test: /packages[\\/]ui[\\/]src[\\/]i18n[\\/]en[\\/]/ },
  { name: 'texts-no', test: /packages[\\/]ui[\\/]src[\\/]i18n[\\/]no[\\/]/ },
];

/**
 * Preloads the one font file above the fold (Inter 400, latin: body text of the login and every screen), so
 * the first text swaps to it early; the other weights and latin-ext load when used (`font-display: swap`).
 */
const preloadBodyFont = (): Plugin => ({
  name: 'havbruk-preload-body-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const font = Object.keys(context.bundle ?? {}).find((file) => /inter-latin-400-normal-[\w-]+\.woff2$/.test(file));
      if (!font) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  },
});

export default defineConfig({
  plugins: [react(), preloadBodyFont(), contentSecurityPolicy(), prerenderLogin()],
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
