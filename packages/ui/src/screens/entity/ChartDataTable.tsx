import type { ChartSeries, XValue } from '@havbruk/charts';
import { styled } from '../../theme/stitches.config.ts';

const Scroll = styled('div', { maxHeight: 350, overflowY: 'auto', border: '1px solid $border', borderRadius: '$2' });
const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$2',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'start', padding: '$2', fontWeight: '$semibold' },
  '& th, & td': { padding: '$1 $2', textAlign: 'end', borderTop: '1px solid $border' },
  '& th:first-child': { textAlign: 'start' },
  '& thead th': { position: 'sticky', top: 0, backgroundColor: '$surfaceRaised' },
  '& td[data-missing]': { color: '$textMuted', fontStyle: 'italic' },
});

const key = (x: XValue) => (x instanceof Date ? x.getTime() : x);

export interface ChartDataTableProps {
  series: readonly ChartSeries[];
  /** The chart's label (the table's caption). */
  label: string;
  periodLabel: string;
  missingLabel: string;
  formatX: (x: XValue) => string;
  formatValue: (value: number) => string;
}

/**
 * The data behind a timeline chart as a table (its text alternative, for screen readers and for reading numbers):
 * a row per period of any series, a column per series; a period a series has no value for reads as missing ("not
 * reported"), never 0.
 */
export function ChartDataTable({
  series,
  label,
  periodLabel,
  missingLabel,
  formatX,
  formatValue,
}: ChartDataTableProps) {
  const rows = new Map<number, { x: XValue; values: (number | null)[] }>();
  series.forEach((entry, column) => {
    for (const point of entry.points) {
      const row = rows.get(key(point.x)) ?? { x: point.x, values: series.map(() => null) };
      row.values[column] = point.y;
      rows.set(key(point.x), row);
    }
  });
  return (
    <Scroll>
      <Table>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{periodLabel}</th>
            {series.map((entry) => (
              <th key={entry.id} scope="col">
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...rows.entries()]
            .sort(([a], [b]) => a - b)
            .map(([at, row]) => (
              <tr key={at}>
                <th scope="row">{formatX(row.x)}</th>
                {row.values.map((value, column) =>
                  value === null ? (
                    <td key={column} data-missing="">
                      {missingLabel}
                    </td>
                  ) : (
                    <td key={column}>{formatValue(value)}</td>
                  ),
                )}
              </tr>
            ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
