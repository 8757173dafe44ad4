import { expect, userEvent, waitFor } from 'storybook/test';

/** Shared play-function steps for the hover and keyboard-focus state stories. */

/**
 * The focus ring (`focusRing` in the theme: a 2 px solid outline) appears when `element` gets keyboard focus:
 * Tab (at most `maxTabs` times) until it has focus.
 */
export async function expectFocusRingOnTab(element: Element, maxTabs = 1) {
  await expect(getComputedStyle(element).outlineStyle).toBe('none');
  for (let tabs = 0; tabs < maxTabs && document.activeElement !== element; tabs += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
  await waitFor(() => expect(getComputedStyle(element).outlineStyle).toBe('solid'));
  await expect(getComputedStyle(element).outlineWidth).toBe('2px');
}

/**
 * Hovering `element` sets `data-hovered` and changes the computed `property` (background color by default);
 * leaving restores both.
 */
export async function expectHoverChange(
  element: Element,
  property: 'backgroundColor' | 'borderColor' = 'backgroundColor',
) {
  const before = getComputedStyle(element)[property];
  await userEvent.hover(element);
  await expect(element).toHaveAttribute('data-hovered');
  await waitFor(() => expect(getComputedStyle(element)[property]).not.toBe(before));
  await userEvent.unhover(element);
  await expect(element).not.toHaveAttribute('data-hovered');
  await waitFor(() => expect(getComputedStyle(element)[property]).toBe(before));
}
