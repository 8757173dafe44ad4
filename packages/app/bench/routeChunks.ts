/**
 * What each first route of the production build downloads, read from the build's module graph (Vite's
 * manifest) and the lazy screens of `src/routes/routes.tsx`: the entry with its static imports, plus each lazy
 * screen the route renders with their static imports. Pure: the bench and its unit test share it.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The lazy screens of `routes.tsx` (component name → module, relative to the app's root) and its routes. */
export interface RouteTable {
  screens: Map<string, string>;
  /** The i18n namespaces each lazy screen downloads with its code (`lazyScreen`'s third argument). */
  texts: Map<string, string[]>;
  /** Each route's path, the component its element renders and whether it sits in the app layout. */
  routes: { path: string; component: string; inAppLayout: boolean }[];
}

/** Reads the lazy screens and routes out of the source of `routes.tsx` (its one-line-per-area convention). */
export function parseRouteTable(source: string): RouteTable {
  const loaders = new Map<string, string>();
  for (const [, name, module] of source.matchAll(/const (\w+) = \(\) => import\('\.\/([^']+)'\)/g))
    loaders.set(name as string, module as string);
  const screens = new Map<string, string>();
  for (const [, name, direct, viaLoader] of source.matchAll(
    /const (\w+) = lazyScreen\(\s*\(\) => (?:import\('\.\/([^']+)'\)|(\w+)\(\))/g,
  )) {
    const module = direct ?? loaders.get(viaLoader as string);
    if (module) screens.set(name as string, `src/routes/${module}`);
  }
  const texts = new Map<string, string[]>();
  for (const [, name, call] of source.matchAll(/const (\w+) = lazyScreen\(([\s\S]*?)\);\n/g)) {
    const list = (call as string).match(/\[([^\]]*)\]\s*,?\s*$/)?.[1] ?? '';
    texts.set(
      name as string,
      [...list.matchAll(/'(\w+)'/g)].map((match) => match[1] as string),
    );
  }
  const layoutStart = source.indexOf('element: <ShellLayout />');
  // One line (`{ path: '/x', element: <X /> }`) or spread over lines with a comment first (the certification
  // route): both are routes.
  const routes = [...source.matchAll(/\{\s*(?:\/\/[^\n]*\s*)*path: '([^']+)',\s*element: <(\w+)/g)].map((match) => ({
    path: match[1] as string,
    component: match[2] as string,
    inAppLayout: layoutStart >= 0 && (match.index ?? 0) > layoutStart,
  }));
  return { screens, texts, routes };
}

/** Chunk files a module loads before it runs: its own and its static imports, transitively. */
export function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

export interface RouteLoad {
  /** The lazy screens' modules the route renders. */
  modules: string[];
  /** Every JS file of the first visit: the entry's and the screens' static closures. */
  files: string[];
  /** The i18n namespaces the screens download with their code. */
  texts: string[];
}

/**
 * The JS a first visit of `pathname` downloads. `signedIn` adds the app shell (a signed-out visitor of a public
 * page gets the view alone). `shell` names the shell's lazy screen.
 */
export function routeLoad(
  manifest: Manifest,
  table: RouteTable,
  pathname: string,
  { signedIn, shell = 'ShellLayout' }: { signedIn: boolean; shell?: string },
): RouteLoad {
  const routeObjects: RouteObject[] = table.routes.map(({ path }, index) => ({ path, id: String(index) }));
  const leaf = matchRoutes(routeObjects, pathname)?.at(-1);
  const route = leaf ? table.routes[Number(leaf.route.id)] : undefined;
  if (!route) throw new Error(`No route renders ${pathname}`);
  const components = route.inAppLayout && signedIn ? [shell, route.component] : [route.component];
  const modules = components.map((name) => {
    const module = table.screens.get(name);
    if (!module) throw new Error(`${name} is not a lazy screen in routes.tsx`);
    return module;
  });
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The build has no entry chunk');
  const texts = [...new Set(components.flatMap((name) => table.texts.get(name) ?? []))];
  return { modules, files: [...closure(manifest, [entry, ...modules])], texts };
}

/** Modules only gated routes render (the shell, gated areas): a public route must load none of their chunks. */
export function gatedFiles(manifest: Manifest, table: RouteTable, publicModules: string[]): Set<string> {
  const gated = new Set<string>([...table.screens.values()].filter((module) => !publicModules.includes(module)));
  const files = new Set<string>();
  for (const module of gated) {
    const file = manifest[module]?.file;
    if (file) files.add(file);
  }
  return files;
}

/** The map's lazy imports a `/map` visit runs: FarmMap's WebGL part, maplibre and its worker, the basemap (not mapbox). */
const MAP_LAZY = /charts\/src\/map\/|maplibre-gl|react-map-gl\/maplibre|react-map-gl\/dist\/maplibre/;
/** maplibre's worker, emitted as an asset of whichever chunk imports its URL (the app's entry). */
const MAP_WORKER = /maplibre-gl-worker/;

/**
 * Every file the `/map` route's screen loads that a first visit of another signed-in view (`shared`: entry and
 * shell) does not: its static closure plus the map's own lazy imports (FarmMap's WebGL part, the maplibre engine,
 * worker and CSS, the pre-clipped basemap) with their static closures and assets. Other lazy imports inside the
 * closure (mapbox-gl without a token, chart export, other screens) are not downloaded on `/map` and not counted.
 */
export function mapRouteLazyFiles(
  manifest: Manifest,
  table: RouteTable,
  shared: readonly string[],
): { file: string; src: string }[] {
  const route = table.routes.find((entry) => entry.path === '/map');
  const module = route ? table.screens.get(route.component) : undefined;
  if (!module) throw new Error('/map is not a lazy screen in routes.tsx');
  const files = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] as (ManifestChunk & { css?: string[]; assets?: string[] }) | undefined;
    if (!chunk) return;
    const lazy = (chunk.dynamicImports ?? []).filter((next) => MAP_LAZY.test(next) && !/mapbox/.test(next));
    if (shared.includes(chunk.file)) {
      // A chunk the entry or shell already loaded comes with its imports, CSS and fonts: none of it is the map's.
      // But the map engine it only references (a lazy import, the worker's URL) is fetched when the map mounts:
      // the bundler may hoist the small engine loader into the entry, the engine still loads with the map.
      for (const file of chunk.assets ?? []) if (MAP_WORKER.test(file)) files.set(file, chunk.src ?? key);
      lazy.forEach(visit);
      return;
    }
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.set(file, chunk.src ?? key);
    for (const next of chunk.imports ?? []) visit(next);
    lazy.forEach(visit);
  };
  // The shared chunks may hold the map's loader (the entry's static closure is already downloaded).
  for (const [key, chunk] of Object.entries(manifest)) if (shared.includes(chunk.file) && key !== module) visit(key);
  visit(module);
  return [...files].map(([file, src]) => ({ file, src }));
}
