import {
  HARVEST_MARKETS,
  HARVEST_SORTS,
  type HarvestMarket,
  type HarvestRecord,
  type HarvestSort,
  type Species,
} from '@havbruk/api';
import { selectHarvestFilter, selectHarvestFocusDay, selectHarvestPendingDay } from '@havbruk/machines';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, type DataTableExport } from '../../DataTable/index.ts';
import { formatDate, formatMeasure, formatNumber } from '../../format/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Breadcrumbs } from '../../primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { Select } from '../../primitives/Select/Select.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { HarvestFilterOverlay, type HarvestFilterActor } from './HarvestFilterOverlay.tsx';
import { buildHarvestView, type HarvestMetric, type HarvestRow, type HarvestRowStatus } from './harvestView.ts';
import { ProjectionGraph } from './ProjectionGraph.tsx';

const Page = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', padding: '$4', minWidth: 0 });
const Title = styled('h1', { margin: 0, fontSize: '$6', lineHeight: '$tight' });
const Lead = styled('p', { margin: 0, color: '$textMuted', maxWidth: '70ch' });
const Toolbar = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '$3' });
const Section = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$2',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $border',
  minWidth: 0,
});
const SectionTitle = styled('h2', { margin: 0, fontSize: '$4' });
const Note = styled('p', {
  margin: 0,
  padding: '$3',
  borderRadius: '$2',
  fontSize: '$2',
  backgroundColor: '$infoSubtle',
  color: '$text',
  '&[data-tone="warning"]': { backgroundColor: '$warningSubtle', color: '$warningText' },
});
const Message = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: '$3 $4',
  borderRadius: '$2',
  backgroundColor: '$warningSubtle',
  color: '$warningText',
  '& h2': { margin: 0, fontSize: '$3' },
  '& p': { margin: 0, fontSize: '$2' },
});
const Muted = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted' });

/** The value of the "all farms" and "all cages" options (Radix Select has no empty value). */
const ALL = '*';

export interface HarvestFarmOption {
  id: string;
  name: string;
}

/** The projections: loading, failed to load, or the records of the farms (or of one farm's cages). */
export type HarvestRecordsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; records: readonly HarvestRecord[] };

export interface HarvestsScreenProps {
  /** The farms of the perspective (farm options). */
  farms: readonly HarvestFarmOption[];
  /** The chosen farm: the rows are then its cages. */
  farmId: string | null;
  records: HarvestRecordsState;
  /** The `harvestFilter` actor (filter overlay, sort, market, focus day). */
  filter: HarvestFilterActor;
  onNavigate: (href: string) => void;
  onRetry?: () => void;
  /** Receives the CSV instead of the browser download (stories, tests). */
  onExport?: (file: DataTableExport) => void;
}

/**
 * Harvest recommendations (`/health/harvests`, `/health/harvests/{farmId}`, spec S2 §2): without a farm one row per
 * farm, with a farm one row per cage; the filter overlay, the projections graph and the table with CSV export.
 */
export function HarvestsScreen({ farms, farmId, records, filter, onNavigate, onRetry, onExport }: HarvestsScreenProps) {
  const { LL, locale } = useI18n();
  const applied = useSelector(filter, selectHarvestFilter);
  const focusDay = useSelector(filter, selectHarvestFocusDay);
  const pendingDay = useSelector(filter, selectHarvestPendingDay);
  const [cageId, setCageId] = useState<string | null>(null);
  const [metric, setMetric] = useState<HarvestMetric>('weight');
  const farm = farms.find((entry) => entry.id === farmId) ?? null;
  const list = records.status === 'ready' ? records.records : null;
  const cages = useMemo(() => {
    const seen = new Map<string, string>();
    for (const record of list ?? []) if (record.cageId) seen.set(record.cageId, record.cageName ?? record.cageId);
    return [...seen.entries()].map(([id, name]) => ({ id, name }));
  }, [list]);
  const chosenCage = cages.some((cage) => cage.id === cageId) ? cageId : null;
  const view = useMemo(
    () => (list ? buildHarvestView(list, applied, focusDay, chosenCage) : null),
    [list, applied, focusDay, chosenCage],
  );
  const sharedDay = view?.sharedDay ?? null;

  const marketText: Record<HarvestMarket, string> = { fresh: LL.harvests.fresh(), frozen: LL.harvests.frozen() };
  const sortText: Record<HarvestSort, string> = {
    earnings: LL.harvests.sortEarnings(),
    biomass: LL.harvests.sortBiomass(),
    quality: LL.harvests.sortQuality(),
  };
  const speciesText: Record<Species, string> = {
    atlanticSalmon: LL.harvests.speciesAtlanticSalmon(),
    rainbowTrout: LL.harvests.speciesRainbowTrout(),
  };
  const statusText: Record<HarvestRowStatus, string> = {
    ready: LL.harvests.statusReady(),
    later: LL.harvests.statusLater(),
    noRecommendation: LL.harvests.statusNoRecommendation(),
  };
  const day = (iso: string) => formatDate(iso, locale);
  const kg = (value: number) => formatMeasure(value, 'weight', locale);
  const weightText =
    applied.weight.max === null
      ? LL.slider.andAbove({ value: kg(applied.weight.min) })
      : `${kg(applied.weight.min)} – ${kg(applied.weight.max)}`;
  const formatMetric = (value: number) =>
    metric === 'weight'
      ? kg(value)
      : metric === 'biomass'
        ? formatMeasure(value, 'biomass', locale)
        : `${formatNumber(value, locale, { decimals: 0 })}${view?.currency ? `\u00a0${view.currency}` : ''}`;
  const metricText: Record<HarvestMetric, string> = {
    weight: LL.harvests.metricWeight(),
    biomass: LL.harvests.metricBiomass(),
    value: LL.harvests.metricValue(),
  };

  const columns = useMemo<DataTableColumn<HarvestRow>[]>(
    () => [
      { id: 'farmName', header: LL.harvests.columnFarm(), accessor: 'farmName', filter: true },
      { id: 'farmId', header: LL.harvests.columnFarmId(), accessor: 'farmId', hidden: true, exported: true },
      ...(farmId !== null
        ? ([
            { id: 'cageName', header: LL.harvests.columnCage(), accessor: 'cageName', filter: true },
            { id: 'cageId', header: LL.harvests.columnCageId(), accessor: 'cageId', hidden: true, exported: true },
          ] satisfies DataTableColumn<HarvestRow>[])
        : []),
      {
        id: 'day',
        header: focusDay ? LL.harvests.columnFocusDay() : LL.harvests.columnDay(),
        accessor: 'day',
        kind: 'date',
        // One best day for every row is named once above the table (the CSV keeps the column).
        ...(sharedDay ? { hidden: true, exported: true } : {}),
      },
      { id: 'weight', header: LL.harvests.columnWeight(), accessor: 'weight', kind: 'decimal', measure: 'weight' },
      { id: 'count', header: LL.harvests.columnCount(), accessor: 'count', kind: 'integer' },
      { id: 'biomass', header: LL.harvests.columnBiomass(), accessor: 'biomass', kind: 'decimal', measure: 'biomass' },
      { id: 'value', header: LL.harvests.columnValue(), accessor: 'value', kind: 'integer' },
      { id: 'currency', header: LL.harvests.columnCurrency(), accessor: 'currency' },
      { id: 'superior', header: LL.harvests.columnSuperior(), accessor: 'superior', kind: 'percent', decimals: 1 },
      {
        id: 'status',
        header: LL.harvests.columnStatus(),
        accessor: (row) => statusText[row.status],
        filter: 'values',
        // Room for the longest status ("No recommendation", "Ikke i disse datoene") with the cell's padding.
        width: 180,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- statusText is rebuilt from LL on every render; LL covers it
    [LL, farmId, focusDay, sharedDay],
  );

  const crumbs = [
    { label: LL.harvests.breadcrumbHealth(), href: '/health' },
    { label: LL.harvests.title(), href: '/health/harvests' },
    ...(farm ? [{ label: farm.name }] : []),
  ];
  const failed = view?.message === 'failedHard' || view?.message === 'failedSoft';
  const graphTitle =
    view?.message === 'failedHard'
      ? LL.harvests.failedHardTitle()
      : view?.message === 'failedSoft'
        ? LL.harvests.failedSoftTitle()
        : LL.harvests.graph();

  return (
    <Page data-state={records.status === 'ready' ? (view?.message ?? 'results') : records.status}>
      <Breadcrumbs items={crumbs} onNavigate={onNavigate} />
      <Title>{LL.harvests.title()}</Title>
      <Lead>{LL.harvests.header()}</Lead>
      <Toolbar>
        <Select
          label={LL.harvests.farm()}
          options={[
            { value: ALL, label: LL.harvests.allFarms() },
            ...farms.map((entry) => ({ value: entry.id, label: entry.name })),
          ]}
          value={farmId ?? ALL}
          onValueChange={(id) => onNavigate(id !== ALL ? `/health/harvests/${id}` : '/health/harvests')}
        />
        {farmId !== null && cages.length > 0 && (
          <Select
            label={LL.harvests.cage()}
            options={[
              { value: ALL, label: LL.harvests.allCages() },
              ...cages.map((cage) => ({ value: cage.id, label: cage.name })),
            ]}
            value={chosenCage ?? ALL}
            onValueChange={(id) => setCageId(id === ALL ? null : id)}
          />
        )}
        <Select
          label={LL.harvests.sort()}
          options={HARVEST_SORTS.map((sort) => ({ value: sort, label: sortText[sort] }))}
          value={applied.sort}
          onValueChange={(sort) => filter.send({ type: 'SORT.SET', sort: sort as HarvestSort })}
        />
        <Select
          label={LL.harvests.market()}
          options={HARVEST_MARKETS.map((market) => ({ value: market, label: marketText[market] }))}
          value={applied.market}
          onValueChange={(market) => filter.send({ type: 'MARKET.SET', market: market as HarvestMarket })}
        />
        <Button variant="secondary" onClick={() => filter.send({ type: 'OPEN' })}>
          {LL.harvests.filter()}
        </Button>
      </Toolbar>
      <Muted>
        {LL.harvests.filterSummary({
          weight: weightText,
          start: day(applied.window.start),
          end: day(applied.window.end),
          market: marketText[applied.market],
        })}
      </Muted>

      {records.status === 'loading' && <Muted role="status">{LL.harvests.loading()}</Muted>}
      {records.status === 'error' && (
        <Message role="alert">
          <p>{LL.harvests.loadFailed()}</p>
          {onRetry && (
            <div>
              <Button variant="secondary" onClick={onRetry}>
                {LL.harvests.retry()}
              </Button>
            </div>
          )}
        </Message>
      )}

      {view?.message === 'empty' && (
        <EmptyState title={LL.harvests.emptyTitle()} description={LL.harvests.emptyMessage()} />
      )}
      {view?.message === 'noResults' && (
        <Message role="status" data-message="noResults">
          <h2>{LL.harvests.noResultsTitle()}</h2>
          <p>{LL.harvests.noResultsMessage()}</p>
        </Message>
      )}
      {view?.fallback && (
        <Note data-tone="warning">
          {LL.harvests.fallbackNote({
            market: marketText[applied.market].toLocaleLowerCase(locale === 'no' ? 'nb' : 'en'),
            species: speciesText[view.fallback.species],
            fallback: speciesText[view.fallback.priceSpecies],
          })}
        </Note>
      )}

      {view && view.message !== 'empty' && (
        <Section aria-labelledby="harvest-graph-title" data-failed={failed || undefined}>
          <SectionTitle id="harvest-graph-title">{graphTitle}</SectionTitle>
          {failed && (
            <Message data-message={view.message}>
              <p>{view.message === 'failedHard' ? LL.harvests.failedHardMessage() : LL.harvests.failedSoftMessage()}</p>
              {view.message === 'failedSoft' && <p>{LL.harvests.failedSoftPrompt()}</p>}
              <p>{LL.harvests.targetWeight({ weight: kg(applied.weight.min) })}</p>
            </Message>
          )}
          <RadioGroup
            label={LL.harvests.metric()}
            orientation="horizontal"
            options={(['weight', 'biomass', 'value'] as const).map((value) => ({ value, label: metricText[value] }))}
            value={metric}
            onValueChange={(value) => setMetric(value as HarvestMetric)}
          />
          <ProjectionGraph
            points={view.points}
            metric={metric}
            axisMax={view.axisMax[metric]}
            focusDay={focusDay}
            onDayClick={(clicked) => filter.send({ type: 'DAY.CLICK', day: clicked })}
            formatValue={formatMetric}
            formatDay={day}
            label={LL.harvests.graphLabel({ metric: metricText[metric].toLocaleLowerCase() })}
          />
          <Muted aria-live="polite">
            {focusDay
              ? LL.harvests.focusedDay({ date: day(focusDay) })
              : farmId
                ? LL.harvests.focusHintCages()
                : LL.harvests.focusHint()}
          </Muted>
          {focusDay && <FocusDayMessage rows={view.rows} cages={farmId !== null} />}
        </Section>
      )}

      {sharedDay && (
        <Muted>
          {LL.harvests[farmId ? 'sharedDayCages' : 'sharedDay']({
            sort: sortText[applied.sort].toLocaleLowerCase(locale === 'no' ? 'nb' : 'en'),
            date: day(sharedDay),
          })}
        </Muted>
      )}
      {view && view.message !== 'empty' && (
        <DataTable
          label={LL.harvests.tableLabel()}
          columns={columns}
          data={view.rows}
          getRowId={(row) => row.key}
          variant="recommendation"
          exportFileName={`${farm ? farm.name : 'farm'}-recommend-table`}
          onExport={onExport}
        />
      )}

      <HarvestFilterOverlay actor={filter} />
      <ConfirmDialog
        open={pendingDay !== null}
        onOpenChange={(open) => {
          if (!open) filter.send({ type: 'CANCEL' });
        }}
        title={LL.harvests.confirmTitle()}
        description={LL.harvests.confirmDescription({
          date: pendingDay ? day(pendingDay) : '',
          start: day(applied.window.start),
          end: day(applied.window.end),
        })}
        confirmLabel={LL.harvests.confirmApply()}
        onConfirm={() => filter.send({ type: 'CONFIRM' })}
      />
    </Page>
  );
}

/**
 * Under the graph on a focused day: "no recommendation for this day" only when no row is ready that day; when
 * some are, how many farms (cages) are outside the harvest weight, so the message never contradicts the table.
 */
function FocusDayMessage({ rows, cages }: { rows: readonly HarvestRow[]; cages: boolean }) {
  const { LL } = useI18n();
  const outside = rows.filter((row) => row.status !== 'ready').length;
  if (outside === 0) return null;
  if (outside === rows.length) return <Muted>{LL.harvests.noRecommendation()}</Muted>;
  const counts = { outside, total: rows.length };
  return <Muted>{cages ? LL.harvests.someOutsideCages(counts) : LL.harvests.someOutsideFarms(counts)}</Muted>;
}
