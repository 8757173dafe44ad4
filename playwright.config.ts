import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vite.shared.ts';

/**
 * End-to-end suite against the `npm start` stack: the reference API server with its dev OIDC provider
 * (port 4000) and the app's dev server (port 5173), started here unless already running (locally).
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  fullyParallel: false,
  workers: 1,
  reporter: process.env['CI'] ? 'line' : 'list',
  use: {
    baseURL: 'http://localhost:5173',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    {
      command: 'npm run start -w @havbruk/server',
      url: 'http://localhost:4000/oidc/.well-known/openid-configuration',
      reuseExistingServer: !process.env['CI'],
      timeout: 300_000,
      stdout: 'ignore',
    },
    {
      command: 'npm run dev -w @havbruk/app',
      url: 'http://localhost:5173',
      reuseExistingServer: !process.env['CI'],
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
});
