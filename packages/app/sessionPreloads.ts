import type { Plugin, Rollup } from 'vite';
import { buildSources, originOf, type CspSources } from './csp.ts';

/** Marks the tags the login and certification pages drop (they skip the start-up silent sign-in, `prerender.ts`). */
export const SESSION_RESTORE_MARK = 'data-session-restore';

/**
 * The head tags that start a returning user's silent sign-in with the HTML instead of after the entry has run
 * (issue 39: on a phone every step of the chain entry → sign-in library → provider metadata → hidden iframe →
 * token → user check → config → data is a round trip of a slow link): the sign-in library's chunk (and what it
 * imports) as module preloads, the provider's metadata as a fetch preload (oidc-client-ts fetches it in CORS mode
 * without credentials, which the `crossorigin` preload matches), and connections to the API (calls, without
 * credentials) and the identity provider (the hidden iframe's navigation, with its cookies) opened at once.
 */
export function sessionRestoreTags(
  html: string,
  bundle: Rollup.OutputBundle,
  sources: Pick<CspSources, 'apiUrl' | 'oidcAuthority'>,
) {
  const mark = { [SESSION_RESTORE_MARK]: '' };
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const library = chunks.find((chunk) => /[\\/]oidc-client-ts[\\/]/.test(chunk.facadeModuleId ?? ''));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || html.includes(`/${file}"`)) return;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  if (library) visit(library.fileName);
  const api = originOf(sources.apiUrl);
  const idp = originOf(sources.oidcAuthority);
  const authority = sources.oidcAuthority.replace(/\/$/, '');
  return [
    ...[...new Set([api, idp])]
      .filter((origin) => origin !== undefined)
      .flatMap((href) => [
        { rel: 'preconnect', href, crossorigin: '' },
        { rel: 'preconnect', href },
      ]),
    { rel: 'preload', as: 'fetch', crossorigin: '', href: `${authority}/.well-known/openid-configuration` },
    ...[...files].map((file) => ({ rel: 'modulepreload', crossorigin: '', href: `/${file}` })),
  ].map((attrs) => ({ tag: 'link', attrs: { ...attrs, ...mark }, injectTo: 'head' as const }));
}

/** Writes {@link sessionRestoreTags} into the production build's `index.html`, for the build's environment. */
export const preloadSessionRestore = (): Plugin => {
  let sources: CspSources = { apiUrl: '', oidcAuthority: '' };
  return {
    name: 'havbruk-preload-session-restore',
    apply: 'build',
    configResolved(config) {
      sources = buildSources(config);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => sessionRestoreTags(html, context.bundle ?? {}, sources),
    },
  };
};
