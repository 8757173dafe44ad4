import { mergeConfig } from 'vite';
import appConfig from '../packages/app/vite.config.ts';
import { E2E_APP_PORT } from './stack.ts';

/**
 * The app's own Vite config for the e2e stack's dev server: its own port and no hot module replacement, so an
 * edit made while the suite runs cannot swap modules under a page in the middle of a test.
 */
export default mergeConfig(appConfig, {
  root: new URL('../packages/app', import.meta.url).pathname,
  server: { port: E2E_APP_PORT, strictPort: true, hmr: false },
});
