/**
 * Build-time only (run in Node by the `havbruk-prerender-login` Vite plugin, never bundled into the app): the
 * login and sign-up pages' first screen as static HTML, so a phone paints the real page before any JavaScript
 * has run. One frame per display language and theme; `boot.ts` picks the visitor's before the first
 * paint, and the app hydrates it (`main.tsx` waits for the login screen's code, so its first render is this page, not
 * the loader).
 */
import {
  getCssText,
  HavbrukProvider,
  loadAllLocaleTexts,
  LoginScreen,
  type Locale,
  type LoginMode,
  type ThemeName,
} from '@havbruk/ui';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { displayKeyOf, type DisplayKey } from '../state/display.ts';

export interface PrerenderedFrames {
  /** The design system's CSS the frames use (Stitches rules and global styles). */
  css: string;
  /** The first screen per display language and theme. */
  frames: { key: DisplayKey; html: string }[];
}

const noop = () => undefined;

export function renderLoginFrames(mode: LoginMode): PrerenderedFrames {
  loadAllLocaleTexts();
  const render = (language: Locale, theme: ThemeName, boundary: boolean) => {
    const screen = <LoginScreen mode={mode} status="idle" onLogIn={noop} onSignUp={noop} />;
    return renderToString(
      <HavbrukProvider locale={language} theme={theme}>
        {/* The route's lazy screen boundary (`lazyScreen`): the app hydrates this markup. */}
        {boundary ? <Suspense>{screen}</Suspense> : screen}
      </HavbrukProvider>,
    );
  };
  const frames = (['en', 'no'] as const).flatMap((language) =>
    (['light', 'dark'] as const).map((theme) => {
      const html = render(language, theme, true);
      // A screen that failed to render leaves an empty boundary (`<!--$!-->`): never ship that as the page. Once
      // more without the boundary, so the build stops with the screen's own error.
      if (html.includes('<!--$!-->')) {
        render(language, theme, false);
        throw new Error(`The ${mode} page did not prerender (${language}, ${theme})`);
      }
      return { key: displayKeyOf({ language, darkModeOn: theme === 'dark' }), html };
    }),
  );
  return { css: getCssText(), frames };
}
