/**
 * Renders the prerendered pages' frames and prints them as JSON (`{ login, signup }`, each `PrerenderedFrames`).
 * Run by the `havbruk-prerender-login` plugin (`prerender.ts`) in a Node process of its own: a build started from
 * a process that has already loaded React (a bench, a test runner) would otherwise mix that copy, in that
 * process's mode, with the server renderer in the build's mode.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { sourceResolve, sourceSsrResolve } from '../../vite.shared.ts';
import type { renderAscFrames } from './src/prerender/ascFrames.tsx';
import type { renderLoginFrames } from './src/prerender/loginFrames.tsx';

const appRoot = import.meta.dirname;
const server = await createServer({
  configFile: false,
  root: appRoot,
  logLevel: 'warn',
  plugins: [react()],
  resolve: sourceResolve,
  ssr: { resolve: sourceSsrResolve },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
try {
  const module = (await server.ssrLoadModule(path.join(appRoot, 'src/prerender/loginFrames.tsx'))) as {
    renderLoginFrames: typeof renderLoginFrames;
  };
  const asc = (await server.ssrLoadModule(path.join(appRoot, 'src/prerender/ascFrames.tsx'))) as {
    renderAscFrames: typeof renderAscFrames;
  };
  process.stdout.write(
    JSON.stringify({
      login: module.renderLoginFrames('login'),
      signup: module.renderLoginFrames('signup'),
      asc: asc.renderAscFrames(),
    }),
  );
} finally {
  await server.close();
}
