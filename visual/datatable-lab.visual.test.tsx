import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as DataTableStories from '../stories/ui/DataTable/DataTable.stories.tsx';

const { Default, DarkNorwegian, FilteredToEmpty, Paged } = composeStories(DataTableStories);

const settle = async () => {
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
};

test('DataTable: lab orders, light, English', async () => {
  await Default.run();
  await settle();
  await expect.element(page.getByRole('region', { name: 'Lab orders' })).toMatchScreenshot('datatable-lab-light-en');
});

test('DataTable: lab orders, dark, Norwegian', async () => {
  await DarkNorwegian.run();
  await settle();
  await expect
    .element(page.getByRole('region', { name: 'Laboratorieordrer' }))
    .toMatchScreenshot('datatable-lab-dark-no');
});

test('DataTable: filtered to empty', async () => {
  await FilteredToEmpty.run();
  await settle();
  await expect.element(page.getByRole('region', { name: 'Lab orders' })).toMatchScreenshot('datatable-filtered-empty');
});

test('DataTable: paging bar', async () => {
  await Paged.run();
  await settle();
  await expect
    .element(page.getByRole('navigation', { name: 'Pages of Product usages' }))
    .toMatchScreenshot('datatable-paging-bar');
});
