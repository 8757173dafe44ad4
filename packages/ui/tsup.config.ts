import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base.ts';

const require = createRequire(import.meta.url);
const FONT_PREFIX = '@fontsource/inter/files/';

/**
 * dist/fonts.css: src/theme/fonts.css with its font files copied into dist/fonts/ and the URLs made relative,
 * so any bundler (or none) serves them from the package itself.
 */
function copyFonts() {
  const css = readFileSync('src/theme/fonts.css', 'utf8');
  mkdirSync('dist/fonts', { recursive: true });
  const files = new Set([...css.matchAll(/url\('@fontsource\/inter\/files\/([^']+)'\)/g)].map((m) => m[1]!));
  for (const file of files) copyFileSync(require.resolve(FONT_PREFIX + file), `dist/fonts/${file}`);
  writeFileSync('dist/fonts.css', css.replaceAll(`url('${FONT_PREFIX}`, `url('./fonts/`));
}

export default defineConfig(libraryBuild({ onSuccess: async () => copyFonts() }));
