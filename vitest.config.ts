import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath, sourceResolve, sourceSsrResolve } from './vite.shared.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Library unit tests that need a fresh module graph (module state such as what is loaded, or `vi.mock` of a module
 * other files import first): run in the isolated `unit` project instead of `unit-libs`.
 */
const MODULE_STATE_TESTS = ['packages/ui/src/i18n/loadLocaleTexts.test.ts'];

const browser = (viewport = { width: 1440, height: 900 }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport,
  screenshotFailures: false,
});

export default defineConfig({
  resolve: sourceResolve,
  ssr: { resolve: sourceSsrResolve },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/server/src/**/*.test.ts',
            'packages/server/test/**/*.test.ts',
            'scripts/**/*.test.ts',
            ...MODULE_STATE_TESTS,
          ],
          // `*.pg.test.ts` need PostgreSQL: collected when DATABASE_URL is set (`npm run test:pg`); `*.pglite.test.ts` are
          // about the embedded database's data directory: collected when it is not.
          exclude: [
            '**/node_modules/**',
            '**/dist/**',
            ...(process.env['DATABASE_URL'] ? ['**/*.pglite.test.ts'] : ['**/*.pg.test.ts']),
          ],
          // The run's copies of seeded test databases (`packages/server/test/helpers.ts`).
          globalSetup: ['packages/server/test/templates.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The libraries' and the app's unit tests: pure functions, machines and components with no server or files.
          name: 'unit-libs',
          environment: 'node',
          include: ['packages/{api,machines,charts,ui,app}/{src,test}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...MODULE_STATE_TESTS],
          // One module graph for every file of a worker instead of importing zod, xstate and the packages again per
          // file (92 files: 112 s wall, 63 s CPU isolated; 43 s, 25 s shared). docs/perf/ci.md.
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: browser(),
          // A fresh iframe per story file (the default): one shared iframe saves 40-75 s of set-up per session, not yet
          // proven on a clean clone (docs/perf/ci.md, "Story tests in one iframe").
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'visual',
          include: ['visual/**/*.visual.test.tsx'],
          browser: {
            ...browser(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
