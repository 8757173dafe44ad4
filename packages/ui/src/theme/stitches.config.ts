import { createStitches, type CSS as StitchesCSS, type DefaultThemeMap } from '@stitches/react';
import type { ComponentPropsWithRef, ForwardRefExoticComponent, JSX } from 'react';
import { media } from './breakpoints.ts';

/**
 * Light theme tokens. Every color pair used for text passes WCAG AA (4.5:1) on the surfaces it is
 * used on; the dark theme (darkTheme.ts) overrides every color token with the same names.
 */
export const lightColors = {
  bg: '#ffffff',
  surface: '#f4f6f8',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#e9edf1',
  surfaceHover: '#e6ebf0',
  border: '#c9d1d9',
  borderStrong: '#7b8794',
  text: '#17202a',
  textMuted: '#4a5563',
  textOnSolid: '#ffffff',
  primary: '#0a58a8',
  primaryHover: '#084682',
  primarySubtle: '#e3eefb',
  primaryText: '#0a58a8',
  onPrimary: '#ffffff',
  danger: '#b3261e',
  dangerHover: '#8f1d17',
  dangerSubtle: '#fdecea',
  dangerText: '#a11d16',
  onDanger: '#ffffff',
  success: '#1b7a3a',
  successSubtle: '#e6f4ea',
  successText: '#176b32',
  warning: '#b7791f',
  warningSubtle: '#fff4d6',
  warningText: '#7a4d00',
  info: '#1f6fd1',
  infoSubtle: '#e3eefb',
  focus: '#0a58a8',
  // The backdrop behind dialogs, sheets and blocking loaders, and the text drawn straight on it. Opaque enough
  // that overlayText reaches 4.5:1 over any color of the theme underneath (theme.test.ts composites it).
  overlay: 'rgba(10, 20, 30, 0.64)',
  overlayText: '#ffffff',
  highlight: '#ffe58a',
  highlightText: '#17202a',
  skeleton: '#e2e7ec',
  skeletonShine: '#f1f4f7',
  tooltipBg: '#17202a',
  tooltipText: '#ffffff',
  sidebarBg: '#0d2b45',
  sidebarText: '#e8f0f7',
  sidebarMuted: '#b3c4d4',
  sidebarHover: '#17405f',
  sidebarActive: '#1f5380',
  // Domain scales (fills, never text on their own).
  riskLow: '#2563eb',
  riskHigh: '#dc2626',
  certified: '#1b7a3a',
  certificationPending: '#d08a00',
  certificationOther: '#c62828',
  certificationNone: '#2563eb',
  pipelineInactive: '#8a949e',
  pipelineOkay: '#1f9d55',
  pipelineWarning: '#e0a100',
  pipelineSevere: '#d32f2f',
  fallow: '#9aa3ad',
} as const;

export type ColorToken = keyof typeof lightColors;

const tokens = {
  colors: lightColors,
  space: {
    0: '0px',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '24px',
    6: '32px',
    7: '48px',
    8: '64px',
  },
  sizes: {
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '24px',
    6: '32px',
    7: '48px',
    8: '64px',
    control: '36px',
    controlSmall: '28px',
    sidebarCollapsed: '70px',
    sidebarExpanded: '240px',
    header: '56px',
    bottomBar: '64px',
    dialogMax: '1200px',
    previewMax: '1600px',
    card: '140px',
    riskCard: '275px',
    listMax: '350px',
  },
  radii: {
    1: '4px',
    2: '6px',
    3: '10px',
    4: '16px',
    round: '9999px',
  },
  fonts: {
    body: "'Inter', 'Inter fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSizes: {
    1: '12px',
    2: '14px',
    3: '16px',
    4: '18px',
    5: '22px',
    6: '28px',
  },
  fontWeights: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeights: {
    tight: '1.2',
    body: '1.5',
  },
  shadows: {
    1: '0 1px 2px rgba(16, 24, 32, 0.12)',
    2: '0 4px 12px rgba(16, 24, 32, 0.14)',
    3: '0 12px 32px rgba(16, 24, 32, 0.22)',
    focus: '0 0 0 3px $colors$focus',
  },
  zIndices: {
    base: '0',
    raised: '10',
    sidebar: '100',
    header: '110',
    overlay: '1000',
    dialog: '1010',
    popover: '1100',
    tooltip: '1200',
    toast: '1300',
  },
  transitions: {
    fast: '120ms ease-out',
    normal: '200ms ease-out',
    slow: '300ms ease-in-out',
  },
};

const utils = {
  px: (value: string | number) => ({ paddingLeft: value, paddingRight: value }),
  py: (value: string | number) => ({ paddingTop: value, paddingBottom: value }),
  size: (value: string | number) => ({ width: value, height: value }),
};

/**
 * The Stitches instance, with its type written out: the published `.d.ts` must name it through `@stitches/react`'s
 * public entry (its `types/*` files are not exported, so an inferred type is not portable — TS2883).
 */
type HavbrukStitches = ReturnType<
  typeof createStitches<'hb', typeof media, typeof tokens, DefaultThemeMap, typeof utils>
>;

// Type arguments written out: inferring them from the config (and the annotation) made TypeScript compute the
// variances of Stitches' instance type, about a minute of CPU in every typecheck and declaration build.
const stitches: HavbrukStitches = createStitches<'hb', typeof media, typeof tokens, DefaultThemeMap, typeof utils>({
  prefix: 'hb',
  theme: tokens,
  media,
  utils,
});

export const styled: HavbrukStitches['styled'] = stitches.styled;
export const css: HavbrukStitches['css'] = stitches.css;
export const globalCss: HavbrukStitches['globalCss'] = stitches.globalCss;
export const keyframes: HavbrukStitches['keyframes'] = stitches.keyframes;
export const getCssText: HavbrukStitches['getCssText'] = stitches.getCssText;
export const theme: HavbrukStitches['theme'] = stitches.theme;
export const createTheme: HavbrukStitches['createTheme'] = stitches.createTheme;
export const config: HavbrukStitches['config'] = stitches.config;
export const reset: HavbrukStitches['reset'] = stitches.reset;

/**
 * A style object typed against the Havbruk tokens, media queries and utils. Written from its parts (not
 * `typeof config`) so the bundled `.d.ts` keeps `tokens`, `utils` and `DefaultThemeMap`, which `HavbrukStitches`
 * names only inside an instantiation expression that the declaration bundler does not follow.
 */
export type CSS = StitchesCSS<{
  media: typeof media;
  theme: typeof tokens;
  themeMap: DefaultThemeMap;
  utils: typeof utils;
}>;

/**
 * The public type of an exported styled element: the element's props (with `ref`) plus `css` and `as`, and its class
 * selector. Exported styled components are annotated with it so the published `.d.ts` names only `react` and
 * `@stitches/react`'s public entry, never its unexported `types/*` files.
 *
 * Annotate a separate constant, never the `styled()` call itself:
 * `const input = styled('input', {...}); export const Input: StyledElement<'input'> = input;`. With the annotation
 * on the call, TypeScript infers the call's type arguments from it and computes the variances of Stitches' `CSS`
 * type on the way: about two minutes of CPU in every typecheck and declaration build (docs/perf/ci.md).
 */
export interface StyledElement<E extends keyof JSX.IntrinsicElements> extends ForwardRefExoticComponent<
  ComponentPropsWithRef<E> & { css?: CSS; as?: keyof JSX.IntrinsicElements }
> {
  className: string;
  selector: string;
}

/** The focus ring every interactive element uses. */
export const focusRing = {
  outline: '2px solid $colors$focus',
  outlineOffset: '2px',
} as const;
