import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as ShellStories from '../stories/ui/layout/AppShell.stories.tsx';
import * as SelectStories from '../stories/ui/primitives/Select.stories.tsx';

const select = composeStories(SelectStories);
const shell = composeStories(ShellStories);

/** The story's themed root (HavbrukProvider), which holds the portalled listbox too. */
const themedRoot = () => {
  const root = document.querySelector<HTMLElement>('[data-theme]');
  if (!root) throw new Error('the story did not render');
  return page.elementLocator(root);
};

for (const [name, Story] of [
  ['light', select.Open],
  ['dark', select.OpenDark],
] as const) {
  test(`open select looks the same (${name})`, async () => {
    await page.viewport(400, 300);
    await Story.run();
    await document.fonts.ready;
    await expect.element(themedRoot()).toMatchScreenshot(`ui-select-open-${name}`);
  });
}

test('open organization switcher looks the same (dark)', async () => {
  await page.viewport(1440, 900);
  await shell.OrganizationSwitcherOpenDark.run();
  await document.fonts.ready;
  await expect
    .element(page.getByRole('listbox', { name: 'Organization' }))
    .toMatchScreenshot('ui-organization-switcher-open-dark');
});
