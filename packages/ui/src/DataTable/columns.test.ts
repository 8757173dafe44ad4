import { describe, expect, it } from 'vitest';
import { DataTableDeveloperError, resolveColumns, type DataTableColumn } from './columns.ts';

interface Order {
  order: string;
  positive: number;
  total: number;
}

describe('resolveColumns', () => {
  it('takes ids from the id, then a string accessor, then the header', () => {
    const columns: DataTableColumn<Order>[] = [
      { id: 'orderId', header: 'Order', accessor: 'order' },
      { header: 'Positive', accessor: 'positive', kind: 'integer' },
      { header: 'Percent positive', accessor: (row) => (row.positive / row.total) * 100, kind: 'percent' },
      { accessor: (row) => row.total },
    ];
    const resolved = resolveColumns(columns);
    expect(resolved.map((column) => column.id)).toEqual(['orderId', 'positive', 'Percent positive', 'column-3']);
    expect(resolved[2]?.getValue({ order: 'A', positive: 3, total: 12 })).toBe(25);
    expect(resolved[1]?.getValue({ order: 'A', positive: 3, total: 12 })).toBe(3);
  });

  it('throws a clear developer error for a hidden column without a string accessor, id or header', () => {
    const columns: DataTableColumn<Order>[] = [
      { header: 'Order', accessor: 'order' },
      { hidden: true, accessor: (row) => row.total },
    ];
    expect(() => resolveColumns(columns)).toThrow(DataTableDeveloperError);
    expect(() => resolveColumns(columns)).toThrow(/hidden column at index 1 has no string accessor, id or header/);
  });

  it('accepts hidden columns identified by a string accessor, an id or a header', () => {
    const resolved = resolveColumns<Order>([
      { hidden: true, accessor: 'total' },
      { hidden: true, id: 'share', accessor: (row) => row.positive / row.total },
      { hidden: true, header: 'Positive', accessor: (row) => row.positive },
    ]);
    expect(resolved.map((column) => [column.id, column.hidden, column.exported])).toEqual([
      ['total', true, false],
      ['share', true, false],
      ['Positive', true, false],
    ]);
  });

  it('honours hidden export columns both ways', () => {
    const [shownNotExported, hiddenButExported] = resolveColumns<Order>([
      { header: 'Order', accessor: 'order', exported: false },
      { id: 'total', hidden: true, exported: true, accessor: 'total' },
    ]);
    expect(shownNotExported?.exported).toBe(false);
    expect(hiddenButExported?.exported).toBe(true);
  });

  it('rejects duplicate ids and picks filters by kind', () => {
    expect(() =>
      resolveColumns<Order>([
        { header: 'Order', accessor: 'order' },
        { id: 'order', accessor: 'order' },
      ]),
    ).toThrow(/two columns share the id "order"/);
    const resolved = resolveColumns<Order>([
      { accessor: 'positive', kind: 'integer', filter: true },
      { accessor: 'order', filter: true },
      { accessor: 'total', filter: 'values' },
      { id: 'actions', filter: true },
    ]);
    expect(resolved.map((column) => column.filter)).toEqual(['number', 'text', 'values', undefined]);
    expect(resolved[3]?.sortable).toBe(false);
  });
});
