import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as GraphToolsStories from '../stories/charts/GraphTools.stories.tsx';
import * as TimelineStories from '../stories/charts/TimelineChart.stories.tsx';

const { Playground, Dark, BarModeManySeries, HighlightedBand, Compact } = composeStories(TimelineStories);
const GraphTools = composeStories(GraphToolsStories);

test('TimelineChart: lice with a limit (light)', async () => {
  await Playground.run();
  await expect
    .element(page.getByRole('img', { name: 'Sea lice per fish, weekly, last two years' }))
    .toMatchScreenshot('charts-timeline-light');
});

test('TimelineChart: dark', async () => {
  await Dark.run();
  await expect
    .element(page.getByRole('img', { name: 'Sea temperature per cage' }))
    .toMatchScreenshot('charts-timeline-dark');
});

test('TimelineChart: grouped bars', async () => {
  await BarModeManySeries.run();
  await expect
    .element(page.getByRole('img', { name: 'Feed per day and cage, last six weeks, kg' }))
    .toMatchScreenshot('charts-timeline-bars');
});

test('TimelineChart: highlighted band', async () => {
  await HighlightedBand.run();
  await expect
    .element(page.getByRole('img', { name: 'Sea lice per fish with a treatment period highlighted' }))
    .toMatchScreenshot('charts-timeline-band');
});

test('TimelineChart: compact', async () => {
  await Compact.run();
  await expect
    .element(page.getByRole('img', { name: 'Adult female lice timeline' }))
    .toMatchScreenshot('charts-timeline-compact');
});

test('TimelineChart: graph tools applied', async () => {
  await GraphTools.AllToolsApplied.run();
  await expect
    .element(page.getByRole('img', { name: 'Feed per day and cage, kg, with graph tools' }))
    .toMatchScreenshot('charts-timeline-graph-tools');
});
