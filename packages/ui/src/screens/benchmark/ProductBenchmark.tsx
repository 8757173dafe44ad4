import type { EntityType, ProductMetric, ProductPeriod, ProductUsage } from '@havbruk/api';
import { ScoreCircle, Sparkline } from '@havbruk/charts';
import { useId, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, type DataTableExport } from '../../DataTable/index.ts';
import { formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { Button, EmptyState, Select } from '../../primitives/index.ts';
import { styled } from '../../theme/stitches.config.ts';
import { PageSection, SectionLoading } from '../app/SectionLoading.tsx';
import { productText } from '../treatments/treatmentView.ts';
import { inRange, PRODUCT_METRICS, PRODUCT_PERIODS, scoreOf, type UsageRange } from './usages.ts';

const Heading = styled('h2', { margin: 0, fontSize: '$4', fontWeight: '$semibold' });
const Controls = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$4', alignItems: 'flex-end' });
const Picked = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  alignItems: 'center',
  '& dl': { margin: 0, display: 'grid', gap: '$1' },
  '& dt': { color: '$textMuted', fontSize: '$1' },
  '& dd': { margin: 0 },
});

export type UsagesStatus =
  { status: 'loading' } | { status: 'ready'; data: readonly ProductUsage[] } | { status: 'error' };

export interface ProductBenchmarkProps {
  entityType: EntityType;
  usages: UsagesStatus;
  /** The chart's range (zoom); usages are filtered by the spec's date rule. Null: all usages. */
  range: UsageRange | null;
  /** Clears the chart's range (the filter prompt's way forward). */
  onClearRange?: () => void;
  cageName?: (cageId: string) => string;
  defaultMetric?: ProductMetric;
  defaultPeriod?: ProductPeriod;
  defaultProduct?: string;
  selectedUsageId?: string | null;
  defaultSelectedUsageId?: string | null;
  /** A row was chosen (highlight its range on the chart) or deselected (null: clear it). */
  onSelectedUsageChange?: (usage: ProductUsage | null) => void;
  exportFileName: string;
  onExport?: (file: DataTableExport) => void;
}

/**
 * The product benchmark section under each view (private users, private entities): the efficacy table of
 * product usages for the chosen metric and period, and a product picker with its score circle, category and
 * score over the periods. Choosing a row tells the page, which highlights the usage's dates on the chart.
 */
export function ProductBenchmark(props: ProductBenchmarkProps) {
  const { LL, locale } = useI18n();
  const T = LL.lab.benchmark;
  const titleId = useId();
  const [metric, setMetric] = useState<ProductMetric>(props.defaultMetric ?? 'overall');
  const [period, setPeriod] = useState<ProductPeriod>(props.defaultPeriod ?? 'duringUse');
  const [own, setOwn] = useState<string | null>(props.defaultSelectedUsageId ?? null);
  const selectedId = props.selectedUsageId !== undefined ? props.selectedUsageId : own;
  const status = props.usages;
  const all = useMemo(() => (status.status === 'ready' ? status.data : []), [status]);
  const { range } = props;
  const usages = useMemo(() => all.filter((usage) => inRange(usage, range)), [all, range]);
  const products = useMemo(() => [...new Set(all.map((usage) => usage.product))].sort(), [all]);
  const [product, setProduct] = useState<string | undefined>(props.defaultProduct);
  const picked = product ?? products[0];
  const isOrganization = props.entityType === 'organization';
  const category = (value: string) => T.categories[value as keyof typeof T.categories]?.() ?? value;
  const metricLabel = T.metrics[metric]();

  const columns = useMemo<DataTableColumn<ProductUsage>[]>(
    () => [
      ...(isOrganization
        ? ([
            { id: 'startDaysIn', header: T.startDaysIn(), accessor: 'startDaysIn', kind: 'integer', filter: true },
            { id: 'endDaysIn', header: T.endDaysIn(), accessor: 'endDaysIn', kind: 'integer', filter: true },
          ] satisfies DataTableColumn<ProductUsage>[])
        : ([
            { id: 'start', header: T.start(), accessor: 'startDate', kind: 'date', filter: true },
            {
              id: 'end',
              header: T.end(),
              accessor: 'endDate',
              kind: 'date',
              filter: true,
              render: (row, text) => (row.endDate === null ? T.ongoing() : text),
            },
          ] satisfies DataTableColumn<ProductUsage>[])),
      { id: 'cage', header: T.cage(), accessor: (row) => props.cageName?.(row.cageId) ?? row.cageId, filter: 'values' },
      { id: 'fishGroup', header: T.fishGroup(), accessor: 'fishGroup', filter: 'values' },
      { id: 'product', header: T.product(), accessor: (row) => productText(LL, row.product), filter: 'values' },
      { id: 'category', header: T.category(), accessor: (row) => category(row.category), filter: 'values' },
      {
        id: 'score',
        header: T.score(),
        accessor: (row) => scoreOf(row, metric, period).score,
        kind: 'integer',
        filter: true,
      },
      {
        id: 'predictability',
        header: T.predictability(),
        accessor: (row) => scoreOf(row, metric, period).predictability * 100,
        kind: 'percent',
        decimals: 0,
        filter: true,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `category` reads T
    [T, isOrganization, metric, period, props.cageName],
  );

  const pickedUsages = all.filter((usage) => usage.product === picked);
  const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
  const pickedScore = average(pickedUsages.map((usage) => scoreOf(usage, metric, period).score));
  const periodScores = PRODUCT_PERIODS.map((p) => ({
    period: p,
    score: average(pickedUsages.map((usage) => scoreOf(usage, metric === 'overall' ? 'growth' : metric, p).score)),
  }));
  const graphMetric = metric === 'overall' ? T.metrics.growth() : metricLabel;

  if (status.status === 'loading') return <SectionLoading label={T.title()} />;
  return (
    <PageSection
      aria-labelledby={titleId}
      data-state={all.length === 0 ? 'empty' : usages.length === 0 ? 'filtered' : 'ready'}
    >
      <Heading id={titleId}>{T.title()}</Heading>
      {status.status === 'error' ? (
        <EmptyState icon="alert" title={T.loadFailed()} />
      ) : all.length === 0 ? (
        <EmptyState title={T.noProducts()} />
      ) : (
        <>
          <Controls>
            <Select
              label={T.metric()}
              options={PRODUCT_METRICS.map((value) => ({ value, label: T.metrics[value]() }))}
              value={metric}
              onValueChange={(value) => setMetric(value as ProductMetric)}
            />
            <Select
              label={T.period()}
              options={PRODUCT_PERIODS.map((value) => ({ value, label: T.periods[value]() }))}
              value={period}
              onValueChange={(value) => setPeriod(value as ProductPeriod)}
              disabled={metric === 'overall'}
              description={metric === 'overall' ? T.periodOverall() : undefined}
            />
          </Controls>
          {usages.length === 0 ? (
            <EmptyState
              title={T.filterPrompt()}
              description={T.filterHint()}
              action={
                props.onClearRange && (
                  <Button variant="secondary" onClick={props.onClearRange}>
                    {T.clearRange()}
                  </Button>
                )
              }
            />
          ) : (
            <DataTable
              label={T.usagesTable()}
              variant="benchmark"
              columns={columns}
              data={usages}
              getRowId={(row) => row.id}
              selectable
              selectedRowId={selectedId}
              onSelectedRowIdChange={(id) => {
                setOwn(id);
                props.onSelectedUsageChange?.(usages.find((usage) => usage.id === id) ?? null);
              }}
              exportFileName={props.exportFileName}
              onExport={props.onExport}
            />
          )}
          {picked && (
            <Picked data-testid="product-picker">
              <Select
                label={T.picker()}
                options={products.map((value) => ({ value, label: productText(LL, value) }))}
                value={picked}
                onValueChange={setProduct}
              />
              <ScoreCircle
                score={pickedScore}
                label={T.scoreLabel({
                  metric: metricLabel,
                  product: productText(LL, picked),
                  score: pickedScore === null ? '–' : formatNumber(pickedScore, locale, { decimals: 0 }),
                })}
              />
              <dl>
                <dt>{T.category()}</dt>
                <dd>{category(pickedUsages[0]?.category ?? '')}</dd>
              </dl>
              <dl>
                <dt>{T.periodScores()}</dt>
                <dd>
                  <Sparkline
                    width={160}
                    height={40}
                    points={periodScores.map((entry, index) => ({ x: index, y: entry.score }))}
                    label={T.scoreGraph({
                      product: productText(LL, picked),
                      metric: graphMetric,
                      scores: periodScores
                        .map(
                          (entry) =>
                            `${T.periods[entry.period]()} ${entry.score === null ? '–' : formatNumber(entry.score, locale, { decimals: 0 })}`,
                        )
                        .join(', '),
                    })}
                  />
                </dd>
              </dl>
            </Picked>
          )}
        </>
      )}
    </PageSection>
  );
}
