import { ApiError, type Pipeline } from '@havbruk/api';
import { ImportDataPanel, PipelinesScreen, SettingsTabs, useI18n, type ImportStep } from '@havbruk/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi, useConfig } from '../../data/useApi.ts';
import { forgetTimelines } from '../../data/useTimelineV2.ts';
import { useAppState } from '../../state/AppState.tsx';
import { usePageTitle } from '../usePageTitle.ts';

/** The template name of a pipeline's kind (`liceCounts` → `lice-counts`): its formats' and empty templates' names. */
const templateName = (kind: string) => kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The first lines of a CSV file split by the separator its header uses, and the template form that suggests. */
const previewOf = async (
  file: File,
  kind: string,
): Promise<Pick<Extract<ImportStep, { step: 'preview' }>, 'format' | 'rows'>> => {
  if (/\.xlsx$/i.test(file.name)) return { format: `${templateName(kind)}-xlsx`, rows: [] };
  const text = (await file.slice(0, 64 * 1024).text()).replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter(Boolean).slice(0, 6);
  const separator = (lines[0] ?? '').includes(';') ? ';' : ',';
  const rows = lines.map((line) => line.split(separator));
  const first = rows[0]?.[0]?.trim().toLowerCase();
  const form = first === 'locality_number' ? 'en' : first === 'lokalitetsnummer' ? 'no' : null;
  return { format: form ? `${templateName(kind)}-${form}-csv` : null, rows };
};

/**
 * `/settings/pipelines`: `GET /organizations/pipelines`, freshness measured from the server's today; "Import data"
 * opens a pipeline's import panel (file, preview, upload with progress, report, run history). After an import the
 * pipelines, the runs and every timeline answer are fetched again (the farm's charts show the new data).
 */
export function PipelinesPage() {
  const { LL } = useI18n();
  usePageTitle(LL.organization.pipelinesTitle());
  const { data, user } = useAppState();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const pipelines = useApi('getPipelines', {});
  const config = useConfig();
  const today = config.data?.application.today;
  const [open, setOpen] = useState<Pipeline | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<ImportStep>({ step: 'choose' });
  const runs = useApi('getPipelineRuns', { params: { id: open?.id ?? '' } }, { enabled: open?.id !== undefined });

  const start = async (validRows: boolean) => {
    if (!open?.id || !file) return;
    const sized = { name: file.name, size: file.size };
    setStep({ step: 'uploading', file: sized, progress: 0 });
    try {
      const report = await data.upload(
        'startPipelineRun',
        {
          params: { id: open.id },
          query: { fileName: file.name, ...(validRows ? { mode: 'valid-rows' as const } : {}) },
        },
        file,
        (progress) => setStep({ step: 'uploading', file: sized, progress }),
      );
      setStep({ step: 'report', report });
      if (report.added + report.updated > 0) {
        forgetTimelines(data);
        await mutate((key) => Array.isArray(key) && key[0] === 'getTimelineV2', undefined, { revalidate: true });
      }
    } catch (error) {
      setStep({ step: 'error', message: error instanceof ApiError ? error.message : String(error) });
    }
    await Promise.all([runs.mutate(), pipelines.mutate()]);
  };

  const panel = open?.id ? (
    <ImportDataPanel
      pipeline={open}
      state={step}
      runs={runs.data?.runs ?? null}
      templates={{
        en: `${data.client.baseUrl}/imports/templates/${templateName(open.kind ?? '')}-en.csv`,
        no: `${data.client.baseUrl}/imports/templates/${templateName(open.kind ?? '')}-no.csv`,
      }}
      onChooseFile={(chosen) => {
        setFile(chosen);
        void previewOf(chosen, open.kind ?? '').then((preview) =>
          setStep({ step: 'preview', file: { name: chosen.name, size: chosen.size }, ...preview }),
        );
      }}
      onImport={({ validRows }) => void start(validRows)}
      onReset={() => {
        setFile(null);
        setStep({ step: 'choose' });
      }}
      onDownloadRejected={(runId) =>
        void data.download(`/pipelines/${open.id}/runs/${runId}/rejected.csv`).then((blob) => {
          const link = document.createElement('a');
          link.href = URL.createObjectURL(blob);
          link.download = `rejected-${runId}.csv`;
          link.click();
          URL.revokeObjectURL(link.href);
        })
      }
    />
  ) : null;

  return (
    <PipelinesScreen
      status={pipelines.data && today ? 'ready' : 'loading'}
      pipelines={pipelines.data?.pipelines ?? []}
      today={today ?? new Date()}
      onImportData={(pipeline) => {
        setOpen(pipeline);
        setFile(null);
        setStep({ step: 'choose' });
      }}
      importPanel={panel}
      navigation={
        user ? <SettingsTabs tier={user.tier} view="pipelines" onNavigate={(href) => navigate(href)} /> : null
      }
    />
  );
}
