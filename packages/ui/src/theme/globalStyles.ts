import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import interExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url';
import interExt600 from '@fontsource/inter/files/inter-latin-ext-600-normal.woff2?url';
import { globalCss } from './stitches.config.ts';

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const LATIN_EXT =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

const face = (weight: number, url: string, unicodeRange: string) => ({
  fontFamily: 'Inter',
  fontStyle: 'normal' as const,
  fontDisplay: 'swap' as const,
  fontWeight: weight,
  src: `url(${url}) format('woff2')`,
  unicodeRange,
});

/**
 * Global styles: the self-hosted Inter font (from @fontsource/inter, bundled as assets, no network), a small
 * reset, and body defaults. Applied by HavbrukProvider; safe to call more than once.
 */
export const globalStyles = globalCss({
  '@font-face': [
    face(400, inter400, LATIN),
    face(500, inter500, LATIN),
    face(600, inter600, LATIN),
    face(700, inter700, LATIN),
    face(400, interExt400, LATIN_EXT),
    face(600, interExt600, LATIN_EXT),
  ],
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
