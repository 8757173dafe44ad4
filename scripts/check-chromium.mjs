// Stops the test command at once, with the install command, when Chromium is missing.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `Chromium was not found at ${path}.\n` +
      "Install Debian's Chromium with:  apt-get update && apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at an installed Chromium binary.',
  );
  process.exit(1);
}
