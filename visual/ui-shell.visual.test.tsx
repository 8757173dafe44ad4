import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as ShellStories from '../stories/ui/layout/AppShell.stories.tsx';
import * as ErrorBoxStories from '../stories/ui/primitives/ErrorBox.stories.tsx';

const shell = composeStories(ShellStories);
const errorBox = composeStories(ErrorBoxStories);

const cases = [
  ['desktop-light', shell.DesktopNoUnread, 1440, 900],
  ['desktop-dark', shell.DesktopDark, 1440, 900],
  ['small-desktop-light', shell.SmallDesktop, 840, 900],
  ['small-desktop-dark', shell.SmallDesktopDark, 840, 900],
  ['mobile-light', shell.MobileBasicsNorwegian, 390, 844],
  ['mobile-dark', shell.MobileDark, 390, 844],
] as const;

for (const [name, Story, width, height] of cases) {
  test(`app shell ${name} looks the same`, async () => {
    await page.viewport(width, height);
    await Story.run();
    await document.fonts.ready;
    const frame = document.querySelector<HTMLElement>('[data-layout]');
    if (!frame) throw new Error('app shell did not render');
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(`ui-shell-${name}`);
  });
}

test('error box looks the same', async () => {
  await page.viewport(1440, 900);
  await errorBox.IncidentReady.run();
  await document.fonts.ready;
  await expect.element(page.getByRole('alertdialog', { name: 'Failure' })).toMatchScreenshot('ui-error-box');
});

test('offline error box looks the same in dark mode', async () => {
  await page.viewport(1440, 900);
  await errorBox.NorwegianOfflineDark.run();
  await document.fonts.ready;
  await expect.element(page.getByRole('alertdialog')).toMatchScreenshot('ui-error-box-offline-dark');
});
