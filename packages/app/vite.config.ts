import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sourceResolve } from '../../vite.shared.ts';
import { vendorGroups } from './chunkGroups.ts';
import { contentSecurityPolicy } from './csp.ts';
import { prerenderLogin } from './prerender.ts';
import { preloadSessionRestore } from './sessionPreloads.ts';

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

/**
 * `index.html` serves every view but the login pages (which have their own HTML, `prerender.ts`), and nearly all
 * of them call the API at start: the API contract chunk (zod and the schemas, `src/data/apiContract.ts`) is
 * preloaded with the entry instead of being requested by it once it has run (one round trip and the entry's
 * download earlier on a phone). Marked `data-api-contract`: the login pages drop it.
 */
const preloadApiContract = (): Plugin => ({
  name: 'havbruk-preload-api-contract',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const bundle = context.bundle ?? {};
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const contract = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/data/apiContract.ts'));
      if (!contract) return [];
      const files = new Set<string>();
      const visit = (file: string) => {
        if (files.has(file) || html.includes(`/${file}"`)) return;
        files.add(file);
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      visit(contract.fileName);
      return [...files].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, 'data-api-contract': '' },
        injectTo: 'head' as const,
      }));
    },
  },
});

export default defineConfig({
  plugins: [
    react(),
    preloadBodyFont(),
    preloadApiContract(),
    preloadSessionRestore(),
    contentSecurityPolicy(),
    prerenderLogin(),
  ],
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
