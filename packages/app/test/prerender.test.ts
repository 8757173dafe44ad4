import { describe, expect, it } from 'vitest';
import { calls } from '@havbruk/api';
import { ASC_COMPANY_PAGE, prerenderedAscPage, prerenderedPage } from '../prerender.ts';
import { renderAscFrames } from '../src/prerender/ascFrames.tsx';
import { ASC_ALIAS_TOKEN, ASC_NAME_TOKEN } from '../src/prerender/ascTokens.ts';
import { renderLoginFrames } from '../src/prerender/loginFrames.tsx';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Havbruk</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/state-C.js">
    <link rel="preconnect" href="http://api.test" crossorigin data-session-restore>
    <link rel="modulepreload" crossorigin href="/assets/oidc-client-ts-H.js" data-session-restore>
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('renderLoginFrames', () => {
  it('renders the login page once per display language and theme, with the CSS it uses', () => {
    const { css, frames } = renderLoginFrames('login');
    expect(frames.map(({ key }) => key)).toEqual(['en-light', 'en-dark', 'no-light', 'no-dark']);
    const frame = (key: string) => frames.find((candidate) => candidate.key === key)?.html ?? '';
    expect(frame('en-light')).toContain('Welcome to Havbruk');
    expect(frame('en-light')).toContain('data-theme="light"');
    expect(frame('no-dark')).toContain('Velkommen til Havbruk');
    expect(frame('no-dark')).toContain('lang="nb"');
    expect(frame('no-dark')).toContain('data-theme="dark"');
    // The route's Suspense boundary is in the markup, so the app's tree hydrates it.
    expect(frame('en-light')).toContain('<!--$-->');
    const heading = /<h1 class="([^"]+)"/.exec(frame('en-light'))?.[1];
    expect(heading && css.includes(`.${heading}{`)).toBe(true);
  });

  it('renders the sign-up page for /signup', () => {
    const { frames } = renderLoginFrames('signup');
    expect(frames[0]?.html).toContain('Create your Havbruk account');
  });
});

describe('prerenderedPage', () => {
  const page = prerenderedPage(INDEX, '/assets/boot-E.js', {
    css: '.x{color:red}',
    frames: [
      { key: 'en-light', html: '<main>EN</main>' },
      { key: 'no-dark', html: '<main>NO</main>' },
    ],
  });

  it('puts every frame in #root, each shown only for its display', () => {
    expect(page).toContain(
      '<div id="root"><div data-prerendered="en-light"><main>EN</main></div><div data-prerendered="no-dark"><main>NO</main></div></div>',
    );
    expect(page).toContain('[data-prerendered]{display:none}');
    expect(page).toContain('html[data-display="no-dark"] [data-prerendered="no-dark"]{display:block}');
    expect(page).toContain('.x{color:red}');
  });

  it('hands the entry and its preloads to the boot script instead of loading them before the first paint', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script src="/assets/boot-E.js" data-entry="/assets/index-A.js" data-preload="/assets/react-B.js /assets/state-C.js"></script>',
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
  });

  it('drops the start-up silent sign-in preloads and connections (the login pages skip it)', () => {
    expect(page).not.toContain('data-session-restore');
    expect(page).not.toContain('oidc-client-ts');
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() =>
      prerenderedPage(INDEX.replace('<div id="root"></div>', ''), '/b.js', { css: '', frames: [] }),
    ).toThrow();
  });
});

describe('renderAscFrames', () => {
  it("renders the certification page's loading state and named top once per language, always light", () => {
    const { apiPath, css, frames } = renderAscFrames();
    expect(apiPath).toBe(calls.getAscCompany.path);
    expect(frames.map(({ language }) => language)).toEqual(['en', 'no']);
    const [en, no] = frames;
    expect(en?.loading).toContain('aria-busy="true"');
    expect(en?.loading).toContain(ASC_ALIAS_TOKEN);
    expect(en?.loading).toContain('data-theme="light"');
    expect(en?.named).toContain(`>${ASC_NAME_TOKEN}</h1>`);
    // The farm count's line keeps its height, empty until the app shows it.
    expect(en?.named).toMatch(/<\/h1><p [^>]*>&nbsp;<\/p>/);
    expect(no?.named).toContain('lang="nb"');
    expect(no?.loading).toContain('Laster');
    const heading = /<h1 class="([^"]+)"/.exec(en?.named ?? '')?.[1];
    expect(heading && css.includes(`.${heading}{`)).toBe(true);
  });
});

describe('prerenderedAscPage', () => {
  const index = INDEX.replace(
    '<link rel="stylesheet"',
    '<link rel="modulepreload" crossorigin href="/assets/contract-F.js" data-api-contract>\n    <link rel="stylesheet"',
  );
  const page = prerenderedAscPage(
    index,
    '/assets/boot-asc-G.js',
    {
      apiPath: '/asc/data/{alias}',
      css: '.y{}',
      frames: [{ language: 'en', loading: '<p>L</p>', named: '<h1>N</h1>' }],
    },
    { headingFont: '/assets/inter-600.woff2' },
  );

  it('starts nothing but the boot script before the first paint; the contract comes with the entry', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script src="/assets/boot-asc-G.js" data-entry="/assets/index-A.js" data-preload="/assets/react-B.js /assets/state-C.js /assets/contract-F.js" data-api-path="/asc/data/{alias}"></script>',
    );
    expect(page).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-600.woff2" crossorigin>',
    );
  });

  it('drops the start-up silent sign-in preloads and connections (the certification page skips it)', () => {
    expect(page).not.toContain('data-session-restore');
    expect(page).not.toContain('oidc-client-ts');
  });

  it('puts the frames as templates beside an empty frame before #root, which the frame hides while it shows', () => {
    expect(page).toContain(
      '<div data-prerendered-asc></div><template data-asc-loading="en"><p>L</p></template><template data-asc-named="en"><h1>N</h1></template><div id="root"></div>',
    );
    expect(page).toContain('html[data-asc-frame] #root{display:none}');
  });
});

describe('ASC_COMPANY_PAGE', () => {
  it('matches the company page only', () => {
    for (const url of ['/asc/company/nordvik', '/asc/company/nordvik/', '/asc/company/nordvik?x=1'])
      expect(ASC_COMPANY_PAGE.test(url)).toBe(true);
    for (const url of ['/asc/company/nordvik/123', '/asc/company/', '/health', '/asc.html'])
      expect(ASC_COMPANY_PAGE.test(url)).toBe(false);
  });
});
