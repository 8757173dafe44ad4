import type { LabOrder } from '@havbruk/api';
import { PcrBarChart, type PcrGroup } from '@havbruk/charts';
import { useId, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, type DataTableExport } from '../../DataTable/index.ts';
import { formatNumber, formatPercent } from '../../format/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../primitives/index.ts';
import { styled } from '../../theme/stitches.config.ts';
import { PageSection, SectionLoading } from '../app/SectionLoading.tsx';
import { AttachmentPreview, type GetFileUrl } from './AttachmentPreview.tsx';
import { labRowOf, pcrGroupsOf, type LabRow } from './labRows.ts';

const Detail = styled('div', {
  display: 'grid',
  gap: '$5',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  '@small': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Heading = styled('h2', { margin: 0, fontSize: '$4', fontWeight: '$semibold' });
const SubHeading = styled('h3', { margin: '0 0 $3', fontSize: '$3', fontWeight: '$semibold' });

export type LabStatus = { status: 'loading' } | { status: 'ready'; data: readonly LabOrder[] } | { status: 'error' };

export interface LabViewProps {
  orders: LabStatus;
  /** The one way the view gets a file's address (the app: a signed short-lived link; no token in the URL). */
  getFileUrl: GetFileUrl;
  /** Selected order (controlled); uncontrolled when omitted. */
  selectedOrderId?: string | null;
  defaultSelectedOrderId?: string | null;
  onSelectedOrderIdChange?: (orderId: string | null) => void;
  /** Attachment open in the preview (index into the selected order's attachments); uncontrolled when omitted. */
  defaultPreviewIndex?: number | null;
  /** Selected disease/strain of the PCR chart (uncontrolled default). */
  defaultPcrGroup?: string;
  /** CSV file name stem (`farm-12468-lab` → `farm-12468-lab.csv`). */
  exportFileName: string;
  onExport?: (file: DataTableExport) => void;
}

/**
 * The lab view under the entity page's chart: the orders table (search, CSV download, paging above 50 rows),
 * the selected order's attachments with the preview modal, and the PCR bar chart with its disease/strain
 * selector. Empty states: no lab data, choose an order, no file, no PCR.
 */
export function LabView(props: LabViewProps) {
  const { LL, locale } = useI18n();
  const T = LL.lab;
  const titleId = useId();
  const [ownSelected, setOwnSelected] = useState<string | null>(props.defaultSelectedOrderId ?? null);
  const selectedId = props.selectedOrderId !== undefined ? props.selectedOrderId : ownSelected;
  const setSelected = (id: string | null) => {
    setOwnSelected(id);
    setPreview(null);
    props.onSelectedOrderIdChange?.(id);
  };
  const [preview, setPreview] = useState<number | null>(props.defaultPreviewIndex ?? null);
  const [pcrGroup, setPcrGroup] = useState<string | undefined>(props.defaultPcrGroup);

  const status = props.orders;
  const orders = useMemo(() => (status.status === 'ready' ? status.data : []), [status]);
  const rows = useMemo(() => orders.map(labRowOf), [orders]);
  const columns = useMemo<DataTableColumn<LabRow>[]>(
    () => [
      { id: 'order', header: T.order(), accessor: 'orderId' },
      { id: 'sampleDate', header: T.sampleDate(), accessor: 'sampledAt', kind: 'date', filter: true },
      { id: 'diseasesTested', header: T.diseasesTested(), accessor: 'diseasesTested', filter: true },
      {
        id: 'samplesPositive',
        header: T.samplesPositive(),
        accessor: 'percent',
        kind: 'percent',
        decimals: 0,
        filter: true,
        exported: false,
        render: (row) =>
          T.positiveOfTotal({ positive: row.positive, total: row.total, percent: formatPercent(row.percent, locale) }),
      },
      // The CSV has the three numbers of that cell, each in its own named column.
      {
        id: 'percentPositive',
        header: T.samplesPositivePercent(),
        accessor: 'percent',
        kind: 'percent',
        decimals: 0,
        hidden: true,
        exported: true,
      },
      {
        id: 'positive',
        header: T.samplesPositive(),
        accessor: 'positive',
        kind: 'integer',
        hidden: true,
        exported: true,
      },
      {
        id: 'total',
        accessor: 'total',
        header: T.samples(),
        kind: 'integer',
        hidden: true,
        exported: true,
      },
      { id: 'histology', header: T.histology(), accessor: 'histology', kind: 'boolean', filter: true },
      { id: 'species', header: T.species(), accessor: (row) => T.speciesName[row.species](), filter: 'values' },
      { id: 'testDate', header: T.testDate(), accessor: 'testedAt', kind: 'date', filter: true },
    ],
    [T, locale],
  );

  const selected = orders.find((order) => order.orderId === selectedId) ?? null;
  const groups = useMemo<PcrGroup[]>(
    () =>
      selected
        ? pcrGroupsOf(selected).map((group) => ({
            id: group.id,
            label: group.id,
            samples: group.samples.map((sample) => ({
              id: sample.id,
              label: T.sample({ cage: sample.cage, sample: sample.sample }),
              value: sample.value,
              positive: sample.positive,
            })),
          }))
        : [],
    [selected, T],
  );

  if (props.orders.status === 'loading') return <SectionLoading label={T.title()} />;
  if (props.orders.status === 'error')
    return (
      <PageSection aria-label={T.title()}>
        <EmptyState icon="alert" title={T.loadFailed()} />
      </PageSection>
    );
  return (
    <PageSection
      aria-labelledby={titleId}
      data-state={orders.length === 0 ? 'empty' : selected ? 'selected' : 'choose'}
    >
      <Heading id={titleId}>{T.title()}</Heading>
      {orders.length === 0 ? (
        <EmptyState title={T.noLabData()} />
      ) : (
        <>
          <DataTable
            label={T.ordersTable()}
            columns={columns}
            data={rows}
            getRowId={(row) => row.orderId}
            defaultSort={{ id: 'sampleDate', desc: true }}
            selectable
            selectedRowId={selectedId}
            onSelectedRowIdChange={setSelected}
            exportFileName={props.exportFileName}
            onExport={props.onExport}
          />
          {selected ? (
            <Detail>
              <section aria-labelledby={`${titleId}-files`}>
                <SubHeading id={`${titleId}-files`}>{T.attachments({ order: selected.orderId })}</SubHeading>
                {selected.attachments.length === 0 ? (
                  <EmptyState title={T.noFile()} />
                ) : (
                  <AttachmentPreview
                    attachments={selected.attachments}
                    getFileUrl={props.getFileUrl}
                    openIndex={preview}
                    onOpenIndexChange={setPreview}
                  />
                )}
              </section>
              <section aria-labelledby={`${titleId}-pcr`}>
                <SubHeading id={`${titleId}-pcr`}>{T.pcr({ order: selected.orderId })}</SubHeading>
                {groups.length === 0 ? (
                  <EmptyState title={T.noPcr()} />
                ) : (
                  <PcrBarChart
                    key={selected.orderId}
                    groups={groups}
                    value={groups.some((group) => group.id === pcrGroup) ? pcrGroup : undefined}
                    onValueChange={setPcrGroup}
                    label={(group) => T.pcrChart({ group: group.label })}
                    selectLabel={T.pcrSelect()}
                    formatPercentPositive={(positive, total) =>
                      T.percentPositive({
                        positive,
                        total,
                        percent: formatPercent(total === 0 ? 0 : (positive / total) * 100, locale),
                      })
                    }
                    formatValue={(value) => formatNumber(value, locale, { decimals: 1 })}
                    emptyLabel={T.noPcr()}
                  />
                )}
              </section>
            </Detail>
          ) : (
            <EmptyState title={T.chooseOrder()} />
          )}
        </>
      )}
    </PageSection>
  );
}
