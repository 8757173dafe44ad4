import { globalCss } from './stitches.config.ts';

/**
 * Global styles: a small reset and body defaults. Applied by HavbrukProvider; safe to call more than once. The
 * Inter font faces ship as CSS (`@havbruk/ui/fonts.css`, imported once by the application), so no bundler-specific
 * asset import is part of the package.
 */
export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  'html, body': { margin: 0, padding: 0 },
  body: {
    fontFamily: '$body',
    fontSize: '$2',
    lineHeight: '$body',
    color: '$text',
    backgroundColor: '$bg',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  },
  'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
  'h1, h2, h3, h4, h5, h6, p': { margin: 0 },
  a: { color: '$primaryText' },
  '@reducedMotion': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
