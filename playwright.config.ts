import { defineConfig } from '@playwright/test';
import { API, APP, E2E_SERVER_ARGS } from './e2e/stack.ts';
import { chromiumArgs, chromiumPath } from './vite.shared.ts';

/**
 * End-to-end suite against the `npm start` stack, run on its own ports (see e2e/stack.ts): the reference API
 * server with its dev OIDC provider on 4100 (own database in `.data/e2e`, 30-second tokens) and the app's dev
 * server on 5180 (e2e/vite.e2e.config.ts: the app's production build, served by `vite preview`) pointed at it through
 * `VITE_API_URL` / `VITE_OIDC_AUTHORITY`. Both are started here unless an
 * earlier run left them up (locally); a developer's `npm start` on 4000/5173 is never used by the suite.
 */
/** The stack's start (the API's 300 s and the app's 180 s when they were started one after the other). */
const STACK_TIMEOUT_MS = 480_000;

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  // The machine is shared (2 cores, often a load of 10+): a page after the login round trip may take seconds.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  reporter: process.env['CI'] ? 'line' : 'list',
  use: {
    baseURL: APP,
    // The design's desktop viewport (the sidebar with its logout link is shown).
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'journeys', testIgnore: /externalIdp\.spec\.ts/ },
    // A company's own provider, API and app build of its own (e2e/externalIdp.spec.ts): after the journeys, so its
    // build never runs beside them or beside the story tests `npm run test:browser` runs next to this suite (it made
    // the story session lose its browser connection twice on a clean clone).
    { name: 'company-provider', testMatch: /externalIdp\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: [
    {
      // One process group for the stack: the API (whose first start seeds a fresh database, the longest step) and
      // the app's production build with the stack's addresses (e2e/vite.e2e.config.ts) run side by side; `vite
      // preview` of the build starts once the API answers, so the app answering means the whole stack is up.
      command: [
        'npx concurrently --kill-others --names api,app',
        JSON.stringify(['npm run start -w @havbruk/server --', ...E2E_SERVER_ARGS].join(' ')),
        JSON.stringify(
          [
            'npm run build -w @havbruk/app -- --config ../../e2e/vite.e2e.config.ts --logLevel error',
            `npx tsx e2e/ready.ts ${API}/oidc/.well-known/openid-configuration ${STACK_TIMEOUT_MS / 1000}`,
            'npm run preview -w @havbruk/app -- --config ../../e2e/vite.e2e.config.ts',
          ].join(' && '),
        ),
      ].join(' '),
      url: APP,
      env: { VITE_API_URL: API, VITE_OIDC_AUTHORITY: `${API}/oidc` },
      reuseExistingServer: !process.env['CI'],
      timeout: STACK_TIMEOUT_MS,
      stdout: 'ignore',
    },
  ],
});
