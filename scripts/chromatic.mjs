// Publishes Storybook to Chromatic only when a project token is configured, under a timeout.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (local visual baselines run in `npm test`).');
  process.exit(0);
}
const result = spawnSync('timeout', ['600', 'npx', '--no-install', 'chromatic', '--exit-zero-on-changes'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
