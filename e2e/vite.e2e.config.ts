import { mergeConfig } from 'vite';
import appConfig from '../packages/app/vite.config.ts';
import { E2E_APP_PORT } from './stack.ts';

/**
 * The app's own Vite config for the e2e stack: the production build (bundled chunks, as users get them) in its own
 * folder, served by `vite preview` on the stack's port. A page then loads a few chunks instead of hundreds of
 * source modules, which keeps the suite fast on a 2-core machine; the API and identity provider addresses come from
 * the environment playwright.config.ts sets at build time.
 */
export default mergeConfig(appConfig, {
  root: new URL('../packages/app', import.meta.url).pathname,
  build: { outDir: 'dist-e2e', sourcemap: false, emptyOutDir: true },
  preview: { port: E2E_APP_PORT, strictPort: true },
});
