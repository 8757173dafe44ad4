import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Inside the monorepo every workspace package resolves through its `source`
 * export condition (src/index.ts), so nothing has to be built before tests,
 * Storybook or the app's dev server run.
 */
export const sourceResolve = {
  conditions: ['source', ...defaultClientConditions],
};

export const sourceSsrResolve = {
  conditions: ['source', ...defaultServerConditions],
};

/** Debian's Chromium, overridable with CHROMIUM_PATH. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags for headless Chromium on this kind of machine (closed network, root, SwiftShader WebGL). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--font-render-hinting=none',
];
