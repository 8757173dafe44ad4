import { expect } from 'storybook/test';
import { lightColors } from '@havbruk/ui';

/** `#1b7a3a` → `rgb(27, 122, 58)`, as computed styles report colors. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The element sits in a light-themed root and is drawn with the light tokens (page background, text). */
export async function expectLightTheme(element: HTMLElement) {
  const root = element.closest<HTMLElement>('[data-theme]');
  await expect(root?.dataset['theme']).toBe('light');
  await expect(getComputedStyle(root!).backgroundColor).toBe(rgb(lightColors.bg));
  await expect(getComputedStyle(element).color).toBe(rgb(lightColors.text));
  await expect(getComputedStyle(root!).colorScheme).toBe('light');
}
