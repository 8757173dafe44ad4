import type { Pipeline } from '@havbruk/api';
import { useMemo, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import type { DataTableColumn } from '../../DataTable/columns.ts';
import { DataTable } from '../../DataTable/DataTable.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { ViewScreen } from '../app/ViewScreen.tsx';
import { pipelineName, pipelineStatus } from './pipelineStatus.ts';

export type PipelinesScreenStatus = 'loading' | 'ready';

export interface PipelinesScreenProps {
  status: PipelinesScreenStatus;
  /** `GET /organizations/pipelines`. */
  pipelines: readonly Pipeline[];
  /** The day freshness is measured from (the server's today, `/config/app`). */
  today: Date | string;
  /** Shows an "Import data" button on each import pipeline (one with an `id`): the app opens its panel. */
  onImportData?: (pipeline: Pipeline) => void;
  /** The open import panel (`ImportDataPanel`), shown under the table. */
  importPanel?: ReactNode;
  /** Under the heading: the settings tab bar (`SettingsTabs`) in the app. */
  navigation?: ReactNode;
}

const Status = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  '&::before': {
    content: '""',
    size: '10px',
    flexShrink: 0,
    borderRadius: '$round',
    backgroundColor: 'var(--dot)',
  },
  '&[data-status="inactive"]': { '--dot': '$colors$pipelineInactive' },
  '&[data-status="okay"]': { '--dot': '$colors$pipelineOkay' },
  '&[data-status="warning"]': { '--dot': '$colors$pipelineWarning' },
  '&[data-status="severe"]': { '--dot': '$colors$pipelineSevere' },
});

/**
 * `/settings/pipelines`: the data pipeline status table (organization, pipeline, last success, last extract,
 * most recent data point, disabled; at most 350 px high) with a status dot per row, or the spec's empty message.
 * The "Public data" line (kind `publicWeeks`, issue 34) is named in the viewer's language with its last week imported.
 */
export function PipelinesScreen({
  status,
  pipelines,
  today,
  onImportData,
  importPanel,
  navigation,
}: PipelinesScreenProps) {
  const { LL } = useI18n();
  const columns = useMemo<DataTableColumn<Pipeline>[]>(
    () => [
      {
        id: 'status',
        header: LL.organization.pipelines.status(),
        accessor: (row) => LL.pipeline[pipelineStatus(row, today)](),
        filter: 'values',
        render: (row, text) => <Status data-status={pipelineStatus(row, today)}>{text}</Status>,
        width: 130,
      },
      {
        id: 'organization',
        header: LL.organization.pipelines.organization(),
        accessor: (row) => row.organization.name,
        filter: 'values',
      },
      {
        id: 'pipeline',
        header: LL.organization.pipelines.pipeline(),
        accessor: (row) => pipelineName(LL, row),
      },
      { id: 'lastSuccess', header: LL.organization.pipelines.lastSuccess(), accessor: 'lastSuccess', kind: 'date' },
      { id: 'lastExtract', header: LL.organization.pipelines.lastExtract(), accessor: 'lastExtract', kind: 'date' },
      {
        id: 'mostRecentDataPoint',
        header: LL.organization.pipelines.mostRecentDataPoint(),
        accessor: 'mostRecentDataPoint',
        kind: 'date',
      },
      { id: 'isDisabled', header: LL.organization.pipelines.isDisabled(), accessor: 'isDisabled', kind: 'boolean' },
      ...(onImportData
        ? [
            {
              id: 'import',
              header: LL.imports.action(),
              sortable: false,
              exported: false,
              render: (row: Pipeline) =>
                row.id ? (
                  <Button
                    size="small"
                    aria-label={LL.imports.actionFor({ pipeline: pipelineName(LL, row) })}
                    onClick={() => onImportData(row)}
                  >
                    {LL.imports.action()}
                  </Button>
                ) : null,
            } satisfies DataTableColumn<Pipeline>,
          ]
        : []),
    ],
    [LL, today, onImportData],
  );
  let content;
  if (status === 'loading') content = <Spinner size="large" label={LL.organization.pipelines.loading()} />;
  else if (pipelines.length === 0) content = <EmptyState title={LL.empty.noPipelines()} />;
  else
    content = (
      <DataTable<Pipeline>
        label={LL.organization.pipelines.table()}
        columns={columns}
        data={pipelines}
        getRowId={(row) => `${row.organization.id}:${row.pipeline}`}
        searchable={false}
      />
    );
  return (
    <ViewScreen title={LL.organization.pipelinesTitle()}>
      {navigation}
      <div data-state={status === 'ready' && pipelines.length === 0 ? 'empty' : status}>{content}</div>
      {importPanel}
    </ViewScreen>
  );
}
