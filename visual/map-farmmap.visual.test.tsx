import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as FarmMapStories from '../stories/charts/map/FarmMap.stories.tsx';

const { WelfareScore, PopupOpen } = composeStories(FarmMapStories);

/** Waits until the map reports that the basemap and the farms are drawn. */
const drawn = async () =>
  expect.poll(() => document.querySelector('[data-drawn="true"]'), { timeout: 60_000, interval: 200 }).not.toBeNull();

test('FarmMap: 1,000 farms by welfare score over the offline basemap and zones', { timeout: 120_000 }, async () => {
  await WelfareScore.run();
  await drawn();
  await expect
    .element(page.getByRole('region', { name: 'Farm map' }))
    .toMatchScreenshot('map-farmmap-welfare', { timeout: 30_000 });
});

test('FarmMap: popup open', { timeout: 120_000 }, async () => {
  await PopupOpen.run();
  await drawn();
  await expect
    .element(page.getByRole('region', { name: 'Farm map' }))
    .toMatchScreenshot('map-farmmap-popup', { timeout: 30_000 });
});
