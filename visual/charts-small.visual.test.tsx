import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as HistogramStories from '../stories/charts/Histogram.stories.tsx';
import * as PcrStories from '../stories/charts/PcrBarChart.stories.tsx';
import * as PieStories from '../stories/charts/ProfilerPie.stories.tsx';
import * as RiskStories from '../stories/charts/RiskMeter.stories.tsx';
import * as ScoreStories from '../stories/charts/ScoreCircle.stories.tsx';

const pie = composeStories(PieStories);
const histogram = composeStories(HistogramStories);
const pcr = composeStories(PcrStories);
const risk = composeStories(RiskStories);
const score = composeStories(ScoreStories);

test('ProfilerPie', async () => {
  await pie.Playground.run();
  await expect.element(page.getByRole('main')).toMatchScreenshot('charts-profiler-pie');
});

test('Histogram: lice female', async () => {
  await histogram.LiceFemale.run();
  await expect
    .element(page.getByRole('img', { name: /adult female lice/ }))
    .toMatchScreenshot('charts-histogram-female');
});

test('Histogram: welfare score, dark', async () => {
  await histogram.WelfareScore.run({ globals: { theme: 'dark' } });
  await expect
    .element(page.getByRole('img', { name: /welfare score/ }))
    .toMatchScreenshot('charts-histogram-welfare-dark');
});

test('PcrBarChart', async () => {
  await pcr.Playground.run();
  await expect.element(page.getByRole('main')).toMatchScreenshot('charts-pcr');
});

test('RiskMeter levels', async () => {
  await risk.Levels.run();
  await expect.element(page.getByRole('main')).toMatchScreenshot('charts-risk-meter');
});

test('ScoreCircle scale (dark)', async () => {
  await score.ScaleDark.run();
  await expect.element(page.getByRole('main')).toMatchScreenshot('charts-score-scale-dark');
});
