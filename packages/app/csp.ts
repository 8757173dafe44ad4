import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';

/** The addresses the app talks to, from the build's environment (the same `VITE_*` variables the app reads). */
export interface CspSources {
  /** `VITE_API_URL`: the API (calls, signed lab file links shown as images and PDFs). */
  apiUrl: string;
  /** `VITE_OIDC_AUTHORITY`: the identity provider (discovery, token, revocation; silent renew in an iframe). */
  oidcAuthority: string;
  /** `VITE_TILE_URL`: the map's tile host, when the map has one (a URL template like `https://…/{z}/{x}/{y}.png`). */
  tileUrl?: string;
  /** `VITE_MAPBOX_TOKEN` set: the map runs on Mapbox and loads from its hosts. */
  mapbox?: boolean;
}

const MAPBOX_HOSTS = ['https://api.mapbox.com', 'https://events.mapbox.com'];

/** The origin of a URL or URL template (`{z}` placeholders allowed); undefined when empty or not a URL. */
export const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url.replace(/\{[^}]*\}/g, '0')).origin;
  } catch {
    return undefined;
  }
};

/**
 * The app's Content Security Policy: scripts only from the app itself (no inline script, no eval), calls only to
 * the app, the API, the identity provider and the tile host, images also from the API (lab files) and the tile
 * host, the map's workers from `blob:`, PDFs (lab reports in the preview) only from the API, and frames only from
 * the app and the identity provider (silent renewal). Styles allow `'unsafe-inline'`: the design system (Stitches)
 * and the map insert their styles at run time. `frame-ancestors` cannot be set in a `<meta>` and belongs in the
 * host's response header (see the app README).
 */
export const appCsp = (sources: CspSources): string => {
  const unique = (...values: (string | undefined)[]) => [...new Set(values.filter((value) => value !== undefined))];
  const api = originOf(sources.apiUrl);
  const idp = originOf(sources.oidcAuthority);
  const tiles = originOf(sources.tileUrl);
  const mapbox = sources.mapbox ? MAPBOX_HOSTS : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique("'self'", 'data:', 'blob:', api, tiles, ...mapbox)],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique("'self'", api, idp, tiles, ...mapbox)],
    ['worker-src', ["'self'", 'blob:']],
    ['child-src', ["'self'", 'blob:']],
    ['frame-src', unique("'self'", idp)],
    ['object-src', unique(api)],
    ['base-uri', ["'self'"]],
    ['form-action', unique("'self'", idp)],
  ];
  return directives.map(([name, values]) => `${name} ${values.length ? values.join(' ') : "'none'"}`).join('; ');
};

/** The addresses of a build's environment (`.env` files and the process's `VITE_*` variables, as `config.ts` reads them). */
export const buildSources = (config: ResolvedConfig): CspSources => {
  const env = {
    ...loadEnv(config.mode, typeof config.envDir === 'string' ? config.envDir : config.root, 'VITE_'),
    ...process.env,
  };
  return {
    apiUrl: env['VITE_API_URL'] ?? 'http://localhost:4000',
    oidcAuthority: env['VITE_OIDC_AUTHORITY'] ?? 'http://localhost:4000/oidc',
    tileUrl: env['VITE_TILE_URL'],
    mapbox: Boolean(env['VITE_MAPBOX_TOKEN']),
  };
};

/**
 * Writes {@link appCsp} into the production build's `index.html` as `<meta http-equiv="Content-Security-Policy">`,
 * with the addresses of the build's environment (`VITE_API_URL`, `VITE_OIDC_AUTHORITY`, `VITE_TILE_URL`,
 * `VITE_MAPBOX_TOKEN`). The dev server has none (its hot reload runs inline scripts).
 */
export const contentSecurityPolicy = (): Plugin => {
  let csp = '';
  return {
    name: 'havbruk-content-security-policy',
    apply: 'build',
    configResolved(config) {
      csp = appCsp(buildSources(config));
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: csp }, injectTo: 'head-prepend' },
    ],
  };
};
