import { describe, expect, it } from 'vitest';
import { prerenderedPage } from '../prerender.ts';
import { renderLoginFrames } from '../src/prerender/loginFrames.tsx';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Havbruk</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/state-C.js">
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

  it('refuses an index.html without an empty #root', () => {
    expect(() =>
      prerenderedPage(INDEX.replace('<div id="root"></div>', ''), '/b.js', { css: '', frames: [] }),
    ).toThrow();
  });
});
