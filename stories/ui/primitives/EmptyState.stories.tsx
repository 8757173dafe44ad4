import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState, useI18n } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No data is available for this view.', icon: 'inbox' },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const clearFilters = fn();

/** Filters removed every row: the spec's text and a way out. */
export const FilteredToEmpty: Story = {
  args: {
    title: 'Uh ohh... There is no data here! Adjust your filters to see results.',
    action: (
      <Button variant="secondary" onClick={clearFilters}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-state="empty"]')).toHaveTextContent(/Adjust your filters/);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(clearFilters).toHaveBeenCalled();
  },
};

/** Texts from the catalogue, in the active language. */
function SearchPrompt() {
  const { LL } = useI18n();
  return <EmptyState icon="search" title={LL.empty.noResults()} description={LL.empty.keywordPrompt()} />;
}

export const NoResultsNorwegianDark: Story = {
  render: () => <SearchPrompt />,
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).toHaveTextContent('Ingen resultater');
  },
};
