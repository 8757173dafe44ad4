import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as ScoreCircleStories from '../stories/charts/ScoreCircle.stories.tsx';

const { Playground } = composeStories(ScoreCircleStories);

test('ScoreCircle looks the same', async () => {
  await Playground.run();
  await expect.element(page.getByRole('img', { name: 'Overall score 72' })).toMatchScreenshot('score-circle');
});
