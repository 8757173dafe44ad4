import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatedFiles, mapRouteLazyFiles, parseRouteTable, routeLoad, type Manifest } from '../bench/routeChunks.ts';

const table = parseRouteTable(readFileSync(path.join(import.meta.dirname, '../src/routes/routes.tsx'), 'utf8'));

/**
 * A build of the shape Vite's manifest has: the entry, a react chunk, and one chunk per screen module of
 * routes.tsx; the gated screens share a chunk with the shell, the public ones (account, certification) do not.
 */
const publicModules = new Set(['src/routes/AccountPages.tsx', 'src/routes/asc/AscPages.tsx']);
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js' },
  ...Object.fromEntries(
    [...new Set(table.screens.values())].map((module) => [
      module,
      {
        file: `assets/${path.basename(module, '.tsx')}.js`,
        imports: [publicModules.has(module) ? '_react.js' : '_shared.js'],
      },
    ]),
  ),
};

describe('routes.tsx read as the bench reads it', () => {
  it('finds every route element as a lazy screen (one line per area)', () => {
    const components = table.routes.map((route) => route.component).filter((name) => name !== 'Root');
    for (const name of components) expect(table.screens.has(name), name).toBe(true);
    expect(table.screens.get('LoginPage')).toBe('src/routes/AccountPages.tsx');
  });

  it('reads the namespaces each screen downloads with its code', () => {
    expect(table.texts.get('MapExplorer')).toEqual(['map', 'treatmentOptions']);
    expect(table.texts.get('ShellLayout')).toEqual([]);
    expect(routeLoad(manifest, table, '/health', { signedIn: true }).texts).toEqual(['health']);
  });

  it('reads a route spread over lines: a certification page is the certification screen, not an entity page', () => {
    expect(routeLoad(manifest, table, '/asc/company/nordvik', { signedIn: false }).modules).toEqual([
      'src/routes/asc/AscPages.tsx',
    ]);
  });
});

describe('what a first visit downloads', () => {
  it('login: the entry and the account pages, never the shell', () => {
    const load = routeLoad(manifest, table, '/login', { signedIn: false });
    expect(load.files.sort()).toEqual(['assets/AccountPages.js', 'assets/index.js', 'assets/react.js']);
  });

  it('a signed-in view: the entry, the shell and the view with their shared chunk', () => {
    const load = routeLoad(manifest, table, '/farm/1/lice', { signedIn: true });
    expect(load.modules).toEqual(['src/routes/ShellLayout.tsx', table.screens.get('Entity')]);
    expect(load.files).toContain('assets/ShellLayout.js');
    expect(load.files).toContain('assets/shared.js');
  });

  it('a signed-out certification page loads no gated chunk', () => {
    const login = routeLoad(manifest, table, '/login', { signedIn: false });
    const asc = routeLoad(manifest, table, '/asc/company/nordvik', { signedIn: false });
    const gated = gatedFiles(manifest, table, [...login.modules, ...asc.modules]);
    expect(gated.has('assets/ShellLayout.js')).toBe(true);
    expect([...login.files, ...asc.files].filter((file) => gated.has(file))).toEqual([]);
  });
});

describe('what /map downloads beyond entry and shell', () => {
  it('counts the map engine even when the bundler hoisted its lazy loader into the entry, but not mapbox-gl', () => {
    const mapPage = table.screens.get(table.routes.find((route) => route.path === '/map')?.component ?? '');
    if (!mapPage) throw new Error('no /map screen');
    const built: Manifest = {
      ...manifest,
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: [
          '../../node_modules/maplibre-gl/dist/maplibre-gl.js',
          '../../node_modules/mapbox-gl/dist/mapbox-gl.js',
        ],
      },
      '../../node_modules/maplibre-gl/dist/maplibre-gl.js': { file: 'assets/maplibre-gl.js' },
      '../../node_modules/mapbox-gl/dist/mapbox-gl.js': { file: 'assets/mapbox-gl.js' },
      [mapPage]: { file: 'assets/MapPage.js', imports: ['_shared.js'] },
    };
    const shared = routeLoad(built, table, '/health', { signedIn: true }).files;
    expect(
      mapRouteLazyFiles(built, table, shared)
        .map((entry) => entry.file)
        .sort(),
    ).toEqual(['assets/MapPage.js', 'assets/maplibre-gl.js']);
  });
});
