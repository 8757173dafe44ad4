import { describe, expect, it } from 'vitest';
import { resolveColumns, type DataTableColumn } from './columns.ts';
import { searchIndexBuilder } from './cells.ts';
import { SEARCH_INDEX_PART, TableModel } from './model.ts';

interface Harvest {
  cage: string;
  date: string | null;
  fish: number | null;
  frozen: boolean;
}

const rows: Harvest[] = [
  { cage: 'Øra 2', date: '2025-03-02', fish: 120, frozen: false },
  { cage: 'Ask 10', date: '2025-01-15', fish: null, frozen: true },
  { cage: 'Ask 2', date: null, fish: 80, frozen: false },
  { cage: 'Zeta', date: '2025-03-02', fish: 120, frozen: true },
  { cage: 'ask 2', date: '2024-12-31', fish: 95.5, frozen: false },
];

const definitions: DataTableColumn<Harvest>[] = [
  { id: 'cage', header: 'Cage', accessor: 'cage', filter: true },
  { id: 'date', header: 'Date', accessor: 'date', kind: 'date', filter: true },
  { id: 'fish', header: 'Fish', accessor: 'fish', kind: 'decimal', filter: true },
  { id: 'frozen', header: 'Frozen', accessor: 'frozen', kind: 'boolean', filter: true },
];
const texts = { yes: 'Yes', no: 'No' };
const model = (locale: 'en' | 'no' = 'en') => new TableModel(rows, resolveColumns(definitions), locale, texts);
const all = (table: TableModel<Harvest>, sort: { id: string; desc: boolean } | null) => [
  ...table.arrange(undefined, rows.length, sort),
];

describe('TableModel sorting', () => {
  it('sorts numbers ascending with ties in data order and missing values last, in both directions', () => {
    const table = model();
    expect(all(table, { id: 'fish', desc: false })).toEqual([2, 4, 0, 3, 1]);
    expect(all(table, { id: 'fish', desc: true })).toEqual([0, 3, 4, 2, 1]);
  });

  it('sorts dates by day and text by the language (numbers inside text in natural order, æøå after z in Norwegian)', () => {
    expect(all(model(), { id: 'date', desc: false })).toEqual([4, 1, 0, 3, 2]);
    expect(all(model('no'), { id: 'cage', desc: false })).toEqual([2, 4, 1, 3, 0]);
    expect(all(model('en'), { id: 'cage', desc: false })).toEqual([2, 4, 1, 0, 3]);
  });

  it('keeps the data order without a sort', () => {
    expect(all(model(), null)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('TableModel filtering', () => {
  it('applies number, date, value-list and text filters together with the search', () => {
    const table = model();
    expect(table.filter({}, '')).toBeUndefined();
    const byNumber = table.filter({ fish: { min: 90, max: 120 } }, '');
    expect(byNumber?.count).toBe(3);
    expect([...table.arrange(byNumber?.mask, byNumber?.count ?? 0, { id: 'fish', desc: true })]).toEqual([0, 3, 4]);
    expect(table.filter({ date: { from: '2025-01-01' } }, '')?.count).toBe(3);
    expect(table.filter({ frozen: ['true'] }, '')?.count).toBe(2);
    expect(table.filter({ cage: 'ASK' }, '')?.count).toBe(3);
    expect(table.filter({ cage: 'ask', fish: { min: 90 } }, '')?.count).toBe(1);
    expect(table.filter({}, 'zeta')?.count).toBe(1);
    // Inactive filters filter nothing.
    expect(table.filter({ cage: '  ', frozen: [], fish: {} }, '')).toBeUndefined();
  });
});

describe('TableModel preparation', () => {
  it('offers one step per filter column, per sortable column and per search-index part; prepared results equal on-demand ones', () => {
    const prepared = model();
    const steps = prepared.preparationSteps();
    expect(steps).toHaveLength(definitions.length * 2 + Math.ceil(rows.length / SEARCH_INDEX_PART));
    for (const step of steps) step();
    const onDemand = model();
    const filters = { date: { from: '2025-01-01' }, fish: { min: 90 }, frozen: ['false'], cage: 'a' };
    expect(prepared.filter(filters, '')).toEqual(onDemand.filter(filters, ''));
    expect(prepared.searchIndex()).toEqual(onDemand.searchIndex());
    expect(prepared.filter({}, 'ask 2')).toEqual(onDemand.filter({}, 'ask 2'));
    for (const id of ['cage', 'date', 'fish', 'frozen']) {
      expect(all(prepared, { id, desc: true })).toEqual(all(onDemand, { id, desc: true }));
    }
  });
});

describe('search index built in parts', () => {
  it('builds the rows before each end once, in order, and a partial build completes to the same index', () => {
    const columns = resolveColumns(definitions);
    const whole = searchIndexBuilder(rows, columns, 'no', texts);
    whole.buildTo(rows.length);
    const parts = searchIndexBuilder(rows, columns, 'no', texts);
    parts.buildTo(2);
    expect(parts.built).toBe(2);
    expect(parts.index.slice(0, 2)).toEqual(whole.index.slice(0, 2));
    expect(parts.index[2]).toBeUndefined();
    parts.buildTo(1); // never goes back
    expect(parts.built).toBe(2);
    parts.buildTo(rows.length + 10); // clamps at the end
    expect(parts.built).toBe(rows.length);
    expect(parts.index).toEqual(whole.index);
    // Norwegian: the decimal comma as typed, the language's date format and yes/no words.
    expect(whole.index[4]).toContain('95,5');
    expect(whole.index[4]).toContain('31.12.2024');
  });
});
