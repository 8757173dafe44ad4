import { readFileSync } from 'node:fs';
import { contrastRatio as contrast } from '@havbruk/charts';
import { describe, expect, it } from 'vitest';
import { isHealthWide, isMobileAgent, layoutModeFor } from './breakpoints.ts';
import { toChartTheme } from './chartTheme.ts';
import { darkColors } from './darkTheme.ts';
import {
  certificationColor,
  certificationTone,
  pipelineColor,
  riskColor,
  riskMeterPercent,
  scoreColor,
  scoreHue,
} from './domainColors.ts';
import { config, lightColors } from './stitches.config.ts';

describe('color tokens', () => {
  // Text color on background color pairs the components use.
  const pairs: [string, string][] = [
    ['text', 'bg'],
    ['text', 'surface'],
    ['text', 'surfaceRaised'],
    ['text', 'surfaceSunken'],
    ['text', 'surfaceHover'],
    ['textMuted', 'bg'],
    ['textMuted', 'surface'],
    ['textMuted', 'surfaceRaised'],
    ['primaryText', 'bg'],
    ['primaryText', 'surfaceRaised'],
    ['primaryText', 'primarySubtle'],
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryHover'],
    ['onDanger', 'danger'],
    ['onDanger', 'dangerHover'],
    ['dangerText', 'bg'],
    ['dangerText', 'dangerSubtle'],
    ['dangerText', 'surfaceRaised'],
    ['successText', 'successSubtle'],
    ['successText', 'bg'],
    ['warningText', 'warningSubtle'],
    ['text', 'infoSubtle'],
    ['highlightText', 'highlight'],
    ['tooltipText', 'tooltipBg'],
    ['sidebarText', 'sidebarBg'],
    ['sidebarMuted', 'sidebarBg'],
    ['sidebarText', 'sidebarHover'],
    ['sidebarText', 'sidebarActive'],
  ];
  it.each([
    ['light', lightColors as Record<string, string>],
    ['dark', darkColors as Record<string, string>],
  ])('%s theme text pairs reach 4.5:1', (_name, colors) => {
    for (const [fg, bg] of pairs) {
      expect(contrast(colors[fg]!, colors[bg]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  /** The rgba() overlay composited over an opaque #rrggbb color, as #rrggbb. */
  const over = (rgba: string, hex: string) => {
    const [r, g, b, a] = (rgba.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number];
    const under = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    return `#${[r, g, b]
      .map((c, i) => Math.round(a * c + (1 - a) * under[i]!))
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')}`;
  };

  it.each([
    ['light', lightColors as Record<string, string>],
    ['dark', darkColors as Record<string, string>],
  ])('%s theme: overlayText on the overlay reaches 4.5:1 over every color and over white', (_name, colors) => {
    expect(colors['overlay']).toMatch(/^rgba\(/);
    const underneath = [...Object.values(colors).filter((value) => /^#[0-9a-f]{6}$/i.test(value)), '#ffffff'];
    for (const color of underneath) {
      const backdrop = over(colors['overlay']!, color);
      expect(contrast(colors['overlayText']!, backdrop), `overlayText on overlay over ${color}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('a lighter overlay (0.55 alpha, the old token) fails white text over white: the check has teeth', () => {
    expect(contrast('#ffffff', over('rgba(10, 20, 30, 0.55)', '#ffffff'))).toBeLessThan(4.5);
  });

  it('dark theme overrides every light color token', () => {
    expect(Object.keys(darkColors).sort()).toEqual(Object.keys(lightColors).sort());
  });
});

describe('risk colors', () => {
  it('runs from blue at 0 to red at 100 and clamps', () => {
    expect(riskColor(0)).toBe(lightColors.riskLow);
    expect(riskColor(100)).toBe(lightColors.riskHigh);
    expect(riskColor(150)).toBe(lightColors.riskHigh);
    expect(riskColor(-20)).toBe(lightColors.riskLow);
    expect(riskColor(100, 'dark')).toBe(darkColors.riskHigh);
    const mid = riskColor(50);
    expect(mid).not.toBe(lightColors.riskLow);
    expect(mid).not.toBe(lightColors.riskHigh);
  });

  it('clamps the meter at 0 and 100 %', () => {
    expect(riskMeterPercent(42)).toBe(42);
    expect(riskMeterPercent(130)).toBe(100);
    expect(riskMeterPercent(-5)).toBe(0);
    expect(riskMeterPercent(Number.NaN)).toBe(0);
  });
});

describe('score colors', () => {
  it('maps score 0 → hue 3 and score 100 → hue 120', () => {
    expect(scoreHue(0)).toBe(3);
    expect(scoreHue(100)).toBe(120);
    expect(scoreHue(50)).toBeCloseTo(61.5);
    expect(scoreHue(200)).toBe(120);
    expect(scoreColor(100)).toBe('hsl(120, 70%, 38%)');
    expect(scoreColor(0, 'dark')).toBe('hsl(3, 65%, 58%)');
  });

  it('greys out fallow farms (score -1)', () => {
    expect(scoreColor(-1)).toBe(lightColors.fallow);
  });
});

describe('certification and pipeline colors', () => {
  it.each([
    ['certified', 'certified'],
    ['Certified', 'certified'],
    ['in assessment', 'pending'],
    ['in-assessment', 'pending'],
    ['suspended', 'pending'],
    ['withdrawn', 'other'],
    ['expired', 'other'],
    [null, 'none'],
    ['', 'none'],
  ] as const)('%s is %s', (status, tone) => {
    expect(certificationTone(status)).toBe(tone);
  });

  it('uses green, amber, red and blue', () => {
    expect(certificationColor('certified')).toBe(lightColors.certified);
    expect(certificationColor('suspended')).toBe(lightColors.certificationPending);
    expect(certificationColor('withdrawn')).toBe(lightColors.certificationOther);
    expect(certificationColor(undefined, 'dark')).toBe(darkColors.certificationNone);
    expect(pipelineColor('severe')).toBe(lightColors.pipelineSevere);
    expect(pipelineColor('inactive', 'dark')).toBe(darkColors.pipelineInactive);
  });
});

describe('breakpoints', () => {
  it.each([
    [{ width: 1440, height: 900 }, 'desktop'],
    [{ width: 865, height: 900 }, 'desktop'],
    [{ width: 864, height: 900 }, 'small'],
    [{ width: 840, height: 900 }, 'small'],
    [{ width: 768, height: 1024 }, 'small'],
    [{ width: 767, height: 1024 }, 'mobile'],
    [{ width: 390, height: 844 }, 'mobile'],
    [{ width: 844, height: 390 }, 'mobile'],
    [{ width: 1440, height: 900, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }, 'mobile'],
  ] as const)('%o is %s', (viewport, mode) => {
    expect(layoutModeFor(viewport)).toBe(mode);
  });

  it('detects mobile agents and the health layout switch', () => {
    expect(isMobileAgent('Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
    expect(isHealthWide(1330)).toBe(true);
    expect(isHealthWide(1329)).toBe(false);
  });
});

describe('toChartTheme', () => {
  it.each(['light', 'dark'] as const)('derives a readable %s chart theme from the tokens', (name) => {
    const chart = toChartTheme(name);
    const colors = name === 'dark' ? darkColors : lightColors;
    expect(chart.background).toBe(colors.bg);
    expect(chart.risk).toEqual({ low: colors.riskLow, high: colors.riskHigh });
    expect(contrast(chart.text, chart.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(chart.textMuted, chart.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(chart.tooltip.text, chart.tooltip.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(chart.threshold, chart.background)).toBeGreaterThanOrEqual(3);
    expect(chart.palette.length).toBeGreaterThan(5);
  });
});

describe('the body font before Inter has loaded', () => {
  // Issue 39: in the system face the /health greeting wrapped beside its search button on a phone and the page
  // moved by 45 px when Inter swapped in (a layout shift of 0.33 in Lighthouse's mobile run).
  it('falls back to a local face scaled to Inter’s metrics, not straight to the system face', () => {
    const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
    const fallbacks = [...css.matchAll(/@font-face\s*{[^}]*font-family: 'Inter fallback';[^}]*}/g)].map(
      ([face]) => face,
    );
    expect(fallbacks).toHaveLength(2);
    for (const face of fallbacks) expect(face).toMatch(/size-adjust: [\d.]+%;[\s\S]*ascent-override/);
    expect(String(config.theme.fonts.body).split(',').slice(0, 2)).toEqual(["'Inter'", " 'Inter fallback'"]);
  });
});
