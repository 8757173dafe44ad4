import { LICE_LIMIT, SPRING_LICE_LIMIT, type AscFarmData } from '@havbruk/api';
import { TimelineChart, type Threshold, type XValue } from '@havbruk/charts';
import { useCallback, useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { formatNumber, isoWeek, isoWeekYear } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { liceReportOf, springWeeksOf, LICE_STAGES, type LiceReportRow } from './liceReport.ts';

const Note = styled('p', { fontSize: '$1', color: '$textMuted', maxWidth: '90ch' });
const Missing = styled('span', { color: '$textMuted', fontStyle: 'italic' });

export interface LiceReportProps {
  lice: AscFarmData['lice'];
  productionAreaId: number;
}

/**
 * The weekly lice report: adult female, mobile and stationary lice per fish, with the legal limit line (0.5;
 * 0.2 in the area's spring weeks) and weeks without a report shaded and labelled "Not reported" (never 0).
 * The table under the chart is its text alternative and downloads as CSV.
 */
export function LiceReport({ lice, productionAreaId }: LiceReportProps) {
  const { LL, locale } = useI18n();
  const report = useMemo(() => liceReportOf(lice, productionAreaId), [lice, productionAreaId]);
  const spring = springWeeksOf(productionAreaId);
  const lice2 = useCallback((value: number) => formatNumber(value, locale, { measure: 'lice' }), [locale]);

  const series = useMemo(
    () => LICE_STAGES.map((stage) => ({ id: stage, label: LL.asc[stage](), points: report.series[stage] })),
    [LL, report],
  );
  const thresholds = useMemo<Threshold[]>(() => {
    // One label per limit value, on its longest stretch.
    const longest = new Map<number, number>();
    report.limits.forEach((stretch, index) => {
      const best = report.limits[longest.get(stretch.value) ?? -1];
      const length = stretch.end.getTime() - stretch.start.getTime();
      if (!best || length > best.end.getTime() - best.start.getTime()) longest.set(stretch.value, index);
    });
    return report.limits.map((stretch, index) => ({
      value: stretch.value,
      start: stretch.start,
      end: stretch.end,
      ...(longest.get(stretch.value) === index
        ? {
            label: stretch.spring
              ? LL.asc.springLimitLine({ value: lice2(stretch.value) })
              : LL.asc.limitLine({ value: lice2(stretch.value) }),
          }
        : {}),
    }));
  }, [report, LL, lice2]);
  const formatX = (x: XValue) => {
    const date = typeof x === 'number' ? new Date(x) : x;
    return LL.asc.weekShort({ week: isoWeek(date), year: isoWeekYear(date) });
  };

  const columns = useMemo<DataTableColumn<LiceReportRow>[]>(() => {
    const count = (stage: (typeof LICE_STAGES)[number]): DataTableColumn<LiceReportRow> => ({
      id: stage,
      header: LL.asc[stage](),
      accessor: stage,
      kind: 'decimal',
      measure: 'lice',
      render: (row, text) => (row[stage] === null ? <Missing>{LL.asc.notReported()}</Missing> : text),
    });
    return [
      {
        id: 'week',
        header: LL.asc.week(),
        accessor: 'key',
        render: (row) => LL.asc.weekLabel({ week: row.week, year: row.year }),
      },
      count('female'),
      count('mobile'),
      count('stationary'),
      { id: 'reported', header: LL.asc.reported(), accessor: 'reported', kind: 'boolean' },
      { id: 'limit', header: LL.asc.legalLimit(), accessor: 'limit', kind: 'decimal', measure: 'lice' },
    ];
  }, [LL]);
  const newestFirst = useMemo(() => [...report.rows].reverse(), [report]);

  return (
    <>
      <TimelineChart
        label={LL.asc.liceChart()}
        legendLabel={LL.asc.liceLegend()}
        series={series}
        thresholds={thresholds}
        highlights={report.notReported}
        missingLabel={LL.asc.notReported()}
        emptyLabel={LL.asc.liceEmpty()}
        formatValue={lice2}
        formatX={formatX}
        height={300}
      />
      {report.anyReported ? (
        <>
          <Note>
            {LL.asc.liceNote({
              limit: lice2(LICE_LIMIT),
              spring: lice2(SPRING_LICE_LIMIT),
              from: spring.from,
              to: spring.to,
            })}
          </Note>
          <DataTable
            label={LL.asc.liceTable()}
            columns={columns}
            data={newestFirst}
            getRowId={(row) => row.key}
            searchable={false}
            paged={false}
            exportFileName="asc-lice-report"
          />
        </>
      ) : null}
    </>
  );
}
