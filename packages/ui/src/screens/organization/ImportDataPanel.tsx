import type { ImportRun, ImportRunReport, Pipeline } from '@havbruk/api';
import { useMemo, useState, type DragEvent } from 'react';
import type { DataTableColumn } from '../../DataTable/columns.ts';
import { DataTable } from '../../DataTable/DataTable.tsx';
import { formatNumber } from '../../format/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { pipelineName } from './pipelineStatus.ts';
import { styled } from '../../theme/stitches.config.ts';

/** What the panel shows: the steps of one import, from choosing a file to its report. */
export type ImportStep =
  | { step: 'choose' }
  | {
      step: 'preview';
      file: { name: string; size: number };
      /** The format the file's header matched (`lice-counts-no-csv`), or null. */
      format: string | null;
      /** The first lines split into fields (the header first); empty for `.xlsx`. */
      rows: string[][];
    }
  | { step: 'uploading'; file: { name: string; size: number }; progress: number }
  | { step: 'report'; report: ImportRunReport }
  | { step: 'error'; message: string };

export interface ImportDataPanelProps {
  pipeline: Pipeline;
  state: ImportStep;
  /** The pipeline's runs, latest first (`GET /pipelines/{id}/runs`); null while loading. */
  runs: readonly ImportRun[] | null;
  /** The empty templates' download links of the pipeline's kind. */
  templates: { en: string; no: string };
  onChooseFile: (file: File) => void;
  onImport: (options: { validRows: boolean }) => void;
  /** Back to choosing a file. */
  onReset: () => void;
  onDownloadRejected: (runId: string) => void;
}

const Section = styled('section', { display: 'grid', gap: '$3', marginTop: '$4' });
const DropZone = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  padding: '$4',
  border: '2px dashed $border',
  borderRadius: '$2',
  '&[data-over="true"]': { borderColor: '$primary', backgroundColor: '$surfaceRaised' },
});
const Counts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
  gap: '$3',
  margin: 0,
  '& dt': { color: '$textMuted', fontSize: '$1' },
  '& dd': { margin: 0, fontSize: '$4', fontWeight: '$semibold' },
});
const Progress = styled('progress', { width: '100%', height: '12px' });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });
const Heading = styled('h3', { margin: 0, fontSize: '$3' });
const Links = styled('p', { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '$3', '& a': { color: '$link' } });

type PreviewRow = { id: string; cells: string[] };

/**
 * A pipeline's "Import data" panel: choose or drop a file, the first rows with the detected format, the import's
 * progress, then its report (counts, rejected rows with line and reason, download) and the pipeline's run history.
 */
export function ImportDataPanel({
  pipeline,
  state,
  runs,
  templates,
  onChooseFile,
  onImport,
  onReset,
  onDownloadRejected,
}: ImportDataPanelProps) {
  const { LL, locale } = useI18n();
  const [validRows, setValidRows] = useState(false);
  const [over, setOver] = useState(false);
  const number = (value: number) => formatNumber(value, locale);

  const previewColumns = useMemo<DataTableColumn<PreviewRow>[]>(() => {
    if (state.step !== 'preview' || state.rows.length === 0) return [];
    return state.rows[0]!.map((name, index) => ({
      id: `c${index}`,
      header: name,
      accessor: (row: PreviewRow) => row.cells[index] ?? '',
      sortable: false,
    }));
  }, [state]);
  const rejectedColumns = useMemo<DataTableColumn<ImportRunReport['rejectedRows'][number]>[]>(
    () => [
      { id: 'line', header: LL.imports.line(), accessor: 'line', kind: 'integer', width: 90 },
      { id: 'reason', header: LL.imports.reason(), accessor: 'reason' },
    ],
    [LL],
  );
  const runColumns = useMemo<DataTableColumn<ImportRun>[]>(
    () => [
      { id: 'when', header: LL.imports.when(), accessor: 'startedAt', kind: 'date' },
      { id: 'who', header: LL.imports.who(), accessor: 'userName' },
      { id: 'file', header: LL.imports.file(), accessor: 'fileName' },
      { id: 'status', header: LL.organization.pipelines.status(), accessor: (run) => LL.imports.status[run.status]() },
      { id: 'added', header: LL.imports.added(), accessor: 'added', kind: 'integer' },
      { id: 'updated', header: LL.imports.updated(), accessor: 'updated', kind: 'integer' },
      { id: 'unchanged', header: LL.imports.unchanged(), accessor: 'unchanged', kind: 'integer' },
      { id: 'rejected', header: LL.imports.rejectedCount(), accessor: 'rejected', kind: 'integer' },
    ],
    [LL],
  );

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onChooseFile(file);
  };

  let body;
  if (state.step === 'choose')
    body = (
      <DropZone
        data-over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <label>
          {LL.imports.choose()}{' '}
          <input
            type="file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) onChooseFile(file);
            }}
          />
        </label>
        <span>{LL.imports.drop()}</span>
      </DropZone>
    );
  else if (state.step === 'preview')
    body = (
      <>
        <Counts>
          <div>
            <dt>{LL.imports.file()}</dt>
            <dd>{state.file.name}</dd>
          </div>
          <div>
            <dt>{LL.imports.format()}</dt>
            <dd>{state.format ?? LL.imports.unknownFormat()}</dd>
          </div>
        </Counts>
        {state.rows.length > 0 ? (
          <DataTable<PreviewRow>
            label={LL.imports.preview()}
            columns={previewColumns}
            data={state.rows.slice(1).map((cells, index) => ({ id: String(index), cells }))}
            getRowId={(row) => row.id}
            searchable={false}
          />
        ) : (
          <p>{/\.xlsx$/i.test(state.file.name) ? LL.imports.noPreview() : LL.imports.emptyFile()}</p>
        )}
        <Checkbox
          label={LL.imports.validRows()}
          checked={validRows}
          onCheckedChange={(checked) => setValidRows(checked === true)}
        />
        <Row>
          <Button variant="primary" onClick={() => onImport({ validRows })}>
            {LL.imports.start()}
          </Button>
          <Button onClick={onReset}>{LL.imports.cancel()}</Button>
        </Row>
      </>
    );
  else if (state.step === 'uploading')
    body = (
      <Row>
        <Spinner label={LL.imports.uploading({ name: state.file.name })} />
        <Progress
          aria-label={LL.imports.uploading({ name: state.file.name })}
          max={100}
          value={Math.round(state.progress * 100)}
        />
      </Row>
    );
  else if (state.step === 'report') {
    const { report } = state;
    body = (
      <>
        <div role="status">
          <Heading>{LL.imports.status[report.status]()}</Heading>
        </div>
        <Counts aria-label={LL.imports.report()}>
          <div>
            <dt>{LL.imports.added()}</dt>
            <dd>{number(report.added)}</dd>
          </div>
          <div>
            <dt>{LL.imports.updated()}</dt>
            <dd>{number(report.updated)}</dd>
          </div>
          <div>
            <dt>{LL.imports.unchanged()}</dt>
            <dd>{number(report.unchanged)}</dd>
          </div>
          <div>
            <dt>{LL.imports.rejectedCount()}</dt>
            <dd>{number(report.rejected)}</dd>
          </div>
        </Counts>
        {report.rejectedRows.length > 0 && (
          <>
            <DataTable
              label={LL.imports.rejectedRows()}
              columns={rejectedColumns}
              data={report.rejectedRows}
              getRowId={(row) => `${row.line}:${row.code}`}
              searchable={false}
            />
            <Row>
              <Button onClick={() => onDownloadRejected(report.id)}>{LL.imports.download()}</Button>
            </Row>
          </>
        )}
        <Row>
          <Button onClick={onReset}>{LL.imports.another()}</Button>
        </Row>
      </>
    );
  } else
    body = (
      <>
        <p role="alert">{LL.imports.error({ message: state.message })}</p>
        <Row>
          <Button onClick={onReset}>{LL.imports.another()}</Button>
        </Row>
      </>
    );

  return (
    <Section aria-label={LL.imports.title({ pipeline: pipelineName(LL, pipeline) })}>
      <Heading as="h2">{LL.imports.title({ pipeline: pipelineName(LL, pipeline) })}</Heading>
      <p>{LL.imports.description()}</p>
      <Links>
        <span>{LL.imports.templates()}:</span>
        <a href={templates.en} download>
          {LL.imports.templateEnglish()}
        </a>
        <a href={templates.no} download>
          {LL.imports.templateNorwegian()}
        </a>
      </Links>
      {body}
      <Heading>{LL.imports.history()}</Heading>
      {runs === null ? (
        <Spinner label={LL.imports.history()} />
      ) : runs.length === 0 ? (
        <p>{LL.imports.noRuns()}</p>
      ) : (
        <DataTable<ImportRun>
          label={LL.imports.history()}
          columns={runColumns}
          data={runs}
          getRowId={(run) => run.id}
          searchable={false}
        />
      )}
    </Section>
  );
}
