import { pieToPng, ProfilerPie } from '@havbruk/charts';
import { ChartExportButton, type ChartExportButtonProps } from '../../charts/index.ts';
import { formatNumber, formatPercent } from '../../format/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { styled } from '../../theme/stitches.config.ts';
import type { TimelineStatus } from './EntityTimelineView.tsx';

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', justifyContent: 'flex-end' });

export interface ProfilerPieSectionProps {
  pie: { kind: 'mortality' | 'harvest'; status: TimelineStatus; rows: readonly { label: string; value: number }[] };
  /** File name stem of the PNG export. */
  exportName: string;
  /** The export button's failure texts and download, shared with the timeline's export. */
  exportTexts: Pick<ChartExportButtonProps, 'failedTitle' | 'failedMessage' | 'failedDismissLabel' | 'download'>;
}

/**
 * The entity view's profiler pie (private entities: mortality by cause, harvest by quality class) with its PNG
 * export. Loaded with the view that shows it (`lazySections.tsx`): the pie library is not in the page's first load.
 */
export function ProfilerPieSection({ pie, exportName, exportTexts }: ProfilerPieSectionProps) {
  const { LL, locale } = useI18n();
  const T = LL.entity;
  const sliceLabel = (label: string) =>
    pie.kind === 'harvest'
      ? (T.quality[label as keyof typeof T.quality]?.() ?? label)
      : (T.reason[label as keyof typeof T.reason]?.() ?? label);
  const slices = pie.rows.map((row) => ({ id: row.label, label: sliceLabel(row.label), value: row.value }));
  const pieProps = {
    slices,
    label: T.profiler[pie.kind](),
    formatValue: (value: number) => formatNumber(value, locale, { decimals: 0 }),
    formatPercent: (share: number) => formatPercent(share * 100, locale, 1),
    emptyLabel: T.chart.empty(),
  };
  return (
    <>
      <ProfilerPie {...pieProps} loading={pie.status === 'loading'} loadingLabel={T.chart.loading()} />
      {pie.status === 'ready' && slices.length > 0 && (
        <Actions>
          <ChartExportButton
            label={T.profiler.exportPie()}
            render={(theme) => pieToPng(pieProps, { theme, title: pieProps.label })}
            filename={`${exportName}-pie.png`}
            {...exportTexts}
          />
        </Actions>
      )}
    </>
  );
}
