import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { SESSION_RESTORE_MARK, sessionRestoreTags } from '../sessionPreloads.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports }) as unknown as Rollup.OutputChunk;

const bundle: Rollup.OutputBundle = {
  'assets/index-A.js': chunk('assets/index-A.js', '/app/src/main.tsx', ['assets/runtime-B.js']),
  'assets/runtime-B.js': chunk('assets/runtime-B.js', null),
  'assets/oidc-client-ts-C.js': chunk(
    'assets/oidc-client-ts-C.js',
    '/repo/node_modules/oidc-client-ts/dist/esm/oidc-client-ts.js',
    ['assets/runtime-B.js', 'assets/jwt-D.js'],
  ),
  'assets/jwt-D.js': chunk('assets/jwt-D.js', null),
};
const html =
  '<script type="module" crossorigin src="/assets/index-A.js"></script><link rel="modulepreload" href="/assets/runtime-B.js">';

describe('sessionRestoreTags', () => {
  const tags = sessionRestoreTags(html, bundle, {
    apiUrl: 'https://api.example.no/v1',
    oidcAuthority: 'https://login.example.no/tenant/',
  });
  const links = tags.map(({ attrs }) => attrs);

  it('preloads the sign-in library and what it imports that the page does not load already', () => {
    expect(links.filter((attrs) => attrs.rel === 'modulepreload').map((attrs) => attrs.href)).toEqual([
      '/assets/oidc-client-ts-C.js',
      '/assets/jwt-D.js',
    ]);
  });

  it("preloads the provider's metadata as a CORS fetch without credentials", () => {
    expect(links).toContainEqual({
      rel: 'preload',
      as: 'fetch',
      crossorigin: '',
      href: 'https://login.example.no/tenant/.well-known/openid-configuration',
      [SESSION_RESTORE_MARK]: '',
    });
  });

  it('opens connections to the API and the identity provider, for calls and for the sign-in frame', () => {
    const preconnects = links.filter((attrs) => attrs.rel === 'preconnect');
    expect(preconnects.map((attrs) => [attrs.href, 'crossorigin' in attrs])).toEqual([
      ['https://api.example.no', true],
      ['https://api.example.no', false],
      ['https://login.example.no', true],
      ['https://login.example.no', false],
    ]);
  });

  it('marks every tag, so the pages without the start-up sign-in drop them', () => {
    expect(tags.every(({ attrs, tag }) => tag === 'link' && SESSION_RESTORE_MARK in attrs)).toBe(true);
  });
});
