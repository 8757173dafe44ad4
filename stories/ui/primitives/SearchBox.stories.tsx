import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox, type SearchResult } from '@havbruk/ui';

const farms: SearchResult[] = [
  { id: '10331', label: 'Lerøyvik', description: 'Farm · Production area 3' },
  { id: '12870', label: 'Lerholmen', description: 'Farm · Production area 4' },
  { id: '31147', label: 'Kvitholmen', description: 'Farm · Production area 7' },
  { id: 'org-nordvik', label: 'Nordvik Sjømat AS', description: 'Company' },
  { id: '21018', label: 'Sandøya N', description: 'Farm · Production area 6' },
];

function Searching(props: { onSelect: (result: SearchResult) => void; loading?: boolean; initial?: string }) {
  const [query, setQuery] = useState(props.initial ?? '');
  const q = query.trim().toLowerCase();
  const results = q ? farms.filter((farm) => farm.label.toLowerCase().includes(q)).slice(0, 5) : [];
  return (
    <SearchBox
      value={query}
      onValueChange={setQuery}
      results={results}
      onSelect={props.onSelect}
      loading={props.loading}
    />
  );
}

const meta = {
  title: 'ui/primitives/SearchBox',
  component: SearchBox,
  args: { results: farms, onSelect: fn() },
  render: (args) => <Searching onSelect={args.onSelect ?? (() => {})} loading={args.loading} />,
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ResultsWithHighlight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'ler');
    const list = canvas.getByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 results');
    await expect(list.querySelectorAll('mark')[0]).toHaveTextContent('Ler');
  },
};

export const KeyboardSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'ler');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /Lerøyvik/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(farms[1]);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No results');
  },
};

/** Results are on their way: a spinner, no count yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'kv');
    await expect(canvasElement.querySelector('[data-state="loading"]')).toBeInstanceOf(HTMLElement);
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByText('1 result')).toBeNull();
  },
};

/** Empty query: no list, the placeholder prompts for a keyword. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('placeholder', 'Search farms, companies and areas');
  },
};

/** Keyboard focus rings the whole box (focus-within). */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search' });
    const box = input.parentElement!;
    await expect(getComputedStyle(box).outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(box).outlineStyle).toBe('solid'));
  },
};

/** A mouse over a result makes it the active option (highlighted, `aria-selected`). */
export const HoverResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'holmen');
    const option = canvas.getByRole('option', { name: /Kvitholmen/ });
    const before = getComputedStyle(option).backgroundColor;
    await userEvent.hover(option);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(getComputedStyle(option).backgroundColor).not.toBe(before);
  },
};

/** Escape closes the list first, then clears the query. */
export const EscapeClosesThenClears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'ler');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('ler');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const NorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Søk' }), 'holmen');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 resultater');
  },
};
