/**
 * Runs every benchmark of every package (`packages/<name>/bench/*.bench.ts`),
 * prints a table and writes `bench-results.json` at the repository root.
 * Benchmarks measure; they never fail: the exit code is 0 unless a benchmark crashes.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageSizes } from './bench-package-size.ts';
import type { BenchResult } from './bench-types.ts';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);

const files = readdirSync(path.join(root, 'packages'))
  .flatMap((pkg) => {
    const dir = path.join(root, 'packages', pkg, 'bench');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.bench.ts'))
          .map((file) => path.join(dir, file))
      : [];
  })
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

const results: BenchResult[] = [];
for (const file of files) {
  const relative = path.relative(root, file);
  console.log(`\n▶ ${relative}`);
  const module = (await import(pathToFileURL(file).href)) as { run: () => Promise<BenchResult[]> };
  const figures = await module.run();
  results.push(...figures);
  console.table(
    figures.map(({ name, value, unit, target, passes, ratio }) => ({ name, value, unit, target, passes, ratio })),
  );
}

// Published size of the library packages, per exports entry (`npm run bench -- package-size`).
if (only.length === 0 || only.includes('package-size')) {
  console.log('\n▶ package sizes (dist, gzip)');
  const figures = packageSizes(root);
  results.push(...figures);
  console.table(figures.map(({ name, value, unit }) => ({ name, value, unit })));
}

// A full run replaces the file; a filtered run (`npm run bench -- map`) keeps the other figures.
const resultsFile = path.join(root, 'bench-results.json');
const produced = new Set(results.map((result) => result.name));
const kept =
  only.length > 0 && existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResult[]).filter((result) => !produced.has(result.name))
    : [];
writeFileSync(resultsFile, JSON.stringify([...kept, ...results], null, 2) + '\n');
const passed = results.filter((result) => result.passes).length;
console.log(`\n${results.length} figures written to bench-results.json (${passed} meet their target).`);
