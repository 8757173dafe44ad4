import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vite.shared.ts';

/** End-to-end suite against the built app served locally (`vite preview`). */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: process.env['CI'] ? 'line' : 'list',
  use: {
    baseURL: 'http://localhost:4173',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: 'npm run build -w @havbruk/app && npm run preview -w @havbruk/app',
    url: 'http://localhost:4173',
    reuseExistingServer: !process.env['CI'],
    timeout: 180_000,
    stdout: 'ignore',
  },
});
