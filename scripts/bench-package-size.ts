/**
 * Published size of each library package, per `exports` entry, gzip (level 9), from the built `dist`
 * (`npm run build` first; a package without dist is skipped with a note). For each entry: what an import of it
 * loads at once (the entry file and the chunks it imports statically) and the lazy part behind its dynamic
 * imports (e.g. the map engine's GL layer and the offline basemap). Peers and dependencies are not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { round, type BenchResult } from './bench-types.ts';

const PACKAGES = ['api', 'machines', 'charts', 'ui'];
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Local modules a dist file imports, split into static and dynamic. */
function localImports(file: string): { statics: string[]; dynamics: string[] } {
  const code = readFileSync(file, 'utf8');
  const resolve = (specifier: string) => path.resolve(path.dirname(file), specifier);
  const statics = [...code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => resolve(m[1]!));
  const dynamics = [...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => resolve(m[1]!));
  return { statics, dynamics };
}

/** The entry's static closure and, beyond it, everything reachable through dynamic imports. */
function closure(entry: string): { eager: Set<string>; lazy: Set<string> } {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string, into: Set<string>) => {
    if (eager.has(file) || into.has(file) || !existsSync(file)) return;
    into.add(file);
    const { statics, dynamics } = localImports(file);
    for (const next of statics) visit(next, into);
    for (const next of dynamics) visit(next, lazy);
  };
  visit(entry, eager);
  for (const file of eager) lazy.delete(file);
  return { eager, lazy };
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(file), 0);

export function packageSizes(root: string): BenchResult[] {
  const results: BenchResult[] = [];
  for (const name of PACKAGES) {
    const dir = path.join(root, 'packages', name);
    if (!existsSync(path.join(dir, 'dist'))) {
      console.log(`packages/${name}/dist is missing: run \`npm run build\` to measure @havbruk/${name}`);
      continue;
    }
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      exports: Record<string, { import?: string; default?: string }>;
    };
    for (const [subpath, targets] of Object.entries(manifest.exports)) {
      const target = targets.import ?? targets.default;
      if (!target) continue;
      const label = `package-size/@havbruk/${name}${subpath === '.' ? '' : subpath.slice(1)}`;
      const { eager, lazy } = closure(path.join(dir, target));
      results.push({
        name: `${label} (gzip)`,
        value: round(sum(eager) / 1024, 1),
        unit: 'KiB',
        target: 'none',
        passes: true,
      });
      if (lazy.size) {
        results.push({
          name: `${label} lazy chunks (gzip)`,
          value: round(sum(lazy) / 1024, 1),
          unit: 'KiB',
          target: 'none',
          passes: true,
        });
      }
    }
  }
  return results;
}
