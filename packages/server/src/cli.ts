/** What the server's commands share: their options (`--name value`, else `HAVBRUK_NAME`) and the default data directory. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const args = process.argv.slice(2);

export const option = (name: string, fallback?: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : (process.env[`HAVBRUK_${name.toUpperCase().replace(/-/g, '_')}`] ?? fallback);
};

/** `.data` at the repository root. */
export const DEFAULT_DATA_DIR = path.join(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..'),
  '.data',
);
