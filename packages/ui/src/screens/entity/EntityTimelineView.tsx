import type { Aggregation } from '@havbruk/api';
import {
  TimelineChart,
  timelineToPng,
  type ChartSeries,
  type HighlightRange,
  type Threshold,
  type XValue,
} from '@havbruk/charts';
import { FORECAST_HORIZON_BOUNDS, GRAPH_TOOLS, graphToolsMachine, type GraphToolsInput } from '@havbruk/machines';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { ChartExportButton, COMPACT_LAYOUT_CHART_HEIGHT } from '../../charts/index.ts';
import { formatDate, formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { Button, Checkbox, ErrorBox, NumberField, Select, Skeleton } from '../../primitives/index.ts';
import { styled } from '../../theme/stitches.config.ts';
import { ChartDataTable } from './ChartDataTable.tsx';
import { LazyProfilerPieSection } from './lazySections.tsx';
import type { ViewField } from './viewConfig.ts';

const Selectors = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'flex-end' });
const Tools = styled('fieldset', {
  border: '1px solid $border',
  borderRadius: '$2',
  padding: '$2 $4 $3',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  '& legend': { color: '$textMuted', padding: '0 $1' },
});
const ToolGroup = styled('fieldset', {
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '$1',
  '& legend': { fontWeight: '$semibold', color: '$text', padding: 0, marginBottom: '$1' },
});
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', justifyContent: 'flex-end' });
const Section = styled('section', { display: 'grid', gap: '$4' });
/** A Checkbox row's height (its 20 px box, with the row's spacing). */
const CHECKBOX_ROW_PX = 24;

export interface SelectorOption {
  value: string;
  label: string;
}

export type TimelineStatus = 'loading' | 'ready' | 'error';

export interface EntityTimelineViewProps {
  status: TimelineStatus;
  series: readonly ChartSeries[];
  mode: 'line' | 'bar';
  field: ViewField;
  fields: readonly ViewField[];
  onFieldChange: (field: string) => void;
  generations: readonly SelectorOption[];
  genId?: string;
  onGenerationChange: (genId: string) => void;
  /** Hidden when undefined (organizations). */
  sensors?: readonly SelectorOption[];
  sensorId: string;
  onSensorChange: (sensorId: string) => void;
  aggregations: readonly Aggregation[];
  agg: Aggregation;
  onAggregationChange: (agg: Aggregation) => void;
  /** Mortality's cause sub-selector (absent elsewhere); `''` is every cause. */
  causes?: readonly SelectorOption[];
  cause?: string;
  onCauseChange?: (cause: string) => void;
  zoom: { start: XValue; end: XValue } | null;
  onZoomChange: (start: XValue | null, end: XValue | null) => void;
  highlights: readonly HighlightRange[];
  thresholds: readonly Threshold[];
  /**
   * The profiler pie for private entities: mortality by cause, or harvest by quality class (rows labelled by
   * cause or class); absent elsewhere.
   */
  pie?: { kind: 'mortality' | 'harvest'; status: TimelineStatus; rows: readonly { label: string; value: number }[] };
  /** Graph tools already applied when the view opens (stories). */
  initialTools?: GraphToolsInput;
  /** File name stem of the PNG exports. */
  exportName: string;
  /** Whose chart it is in the exported image's title (the entity's name and the generation's label). */
  exportSubject?: { entity: string; generation: string };
  /** Saves an exported image; default a browser download. */
  download?: (blob: Blob, filename: string) => boolean;
  /** The phone layout: the chart 240 px high (with axes and legend) instead of 320. */
  compact?: boolean;
}

/**
 * One entity view: the selectors (field, generation, sensor, aggregation, cause), the main timeline chart with
 * zoom, bands and limit lines, the graph tools (graphTools machine), PNG export and the profiler pie (loaded with
 * the views that show it).
 */
export function EntityTimelineView(props: EntityTimelineViewProps) {
  const { LL, locale } = useI18n();
  const T = LL.entity;
  const { field, agg, series } = props;
  const [snapshot, send] = useMachine(graphToolsMachine, { input: props.initialTools ?? {} });
  const { selected, horizon, horizonError } = snapshot.context;
  const [showData, setShowData] = useState(false);
  const tools = useMemo(() => ({ ...selected, forecastHorizon: horizon }), [selected, horizon]);
  const formatValue = (value: number) =>
    formatNumber(value, locale, field.measure ? { measure: field.measure } : { decimals: field.decimals ?? 2 });
  const formatX = (x: XValue) =>
    typeof x === 'number' ? T.chart.daysIn({ day: formatNumber(x, locale, { decimals: 0 }) }) : formatDate(x, locale);
  const fieldLabel = T.field[field.text as keyof typeof T.field]();
  const chartLabel = T.chart.label({ field: fieldLabel, aggregation: T.aggregation[agg]() });
  const exportTitle = props.exportSubject
    ? T.chart.exportTitle({ ...props.exportSubject, chart: chartLabel })
    : chartLabel;
  const chartProps = {
    series,
    label: chartLabel,
    mode: props.mode,
    zoom: props.zoom,
    highlights: props.highlights,
    thresholds: props.thresholds,
    tools,
    formatValue,
    formatX,
    yMin: field.range?.[0],
    yMax: field.range?.[1],
    legendLabel: T.chart.legend(),
    missingLabel: T.chart.notReported(),
    emptyLabel: T.chart.empty(),
  };
  const exportTexts = {
    failedTitle: T.chart.exportFailedTitle(),
    failedMessage: T.chart.exportFailedMessage(),
    failedDismissLabel: T.chart.exportFailedDismiss(),
    download: props.download,
  };
  const ready = props.status === 'ready' && series.some((s) => s.points.some((p) => p.y !== null));
  const loading = props.status === 'loading';
  return (
    <Section aria-label={fieldLabel} data-state={props.status}>
      <Selectors>
        <Select
          label={T.field.label()}
          options={props.fields.map((option) => ({
            value: option.id,
            label: T.field[option.text as keyof typeof T.field](),
          }))}
          value={field.id}
          onValueChange={props.onFieldChange}
        />
        {props.generations.length > 0 && (
          <Select
            label={T.generation()}
            options={props.generations}
            value={props.genId}
            onValueChange={props.onGenerationChange}
          />
        )}
        {props.sensors && props.sensors.length > 0 && (
          <Select
            label={T.sensor.label()}
            options={props.sensors}
            value={props.sensorId}
            onValueChange={props.onSensorChange}
          />
        )}
        <Select
          label={T.aggregation.label()}
          options={props.aggregations.map((value) => ({ value, label: T.aggregation[value]() }))}
          value={agg}
          onValueChange={(value) => props.onAggregationChange(value as Aggregation)}
        />
        {props.causes && (
          <Select
            label={T.cause.label()}
            options={[{ value: 'all', label: T.cause.all() }, ...props.causes]}
            value={props.cause || 'all'}
            onValueChange={(value) => props.onCauseChange?.(value === 'all' ? '' : value)}
          />
        )}
      </Selectors>
      {props.status === 'error' ? (
        <ErrorBox />
      ) : (
        <TimelineChart
          {...chartProps}
          loading={loading}
          loadingLabel={T.chart.loading()}
          onZoomChange={props.onZoomChange}
          resetZoomLabel={T.chart.resetZoom()}
          // The phone layout keeps axes, dates and legend at a readable height (as the compare chart): the 70/35 px
          // strip (the chart's `compact` variant) shows no values or dates to read.
          height={props.compact ? COMPACT_LAYOUT_CHART_HEIGHT : undefined}
        />
      )}
      {/* While the chart loads the tools and the export keep their place (disabled, a placeholder per series list),
          so the page below does not move when the data comes. */}
      {(ready || loading) && (
        <>
          <Tools
            disabled={loading}
            data-state={GRAPH_TOOLS.some((tool) => snapshot.matches({ [tool]: 'active' })) ? 'active' : 'inactive'}
          >
            <legend>{T.tools.label()}</legend>
            {GRAPH_TOOLS.map((tool) => (
              <ToolGroup key={tool} data-state={snapshot.matches({ [tool]: 'active' }) ? 'active' : 'inactive'}>
                <legend>{T.tools[tool]()}</legend>
                {loading ? (
                  <Skeleton width="8em" height={CHECKBOX_ROW_PX} />
                ) : (
                  series.map((s) => (
                    <Checkbox
                      key={s.id}
                      label={s.label}
                      checked={selected[tool].includes(s.id)}
                      onCheckedChange={() => send({ type: 'TOGGLE_SERIES', tool, seriesId: s.id })}
                    />
                  ))
                )}
                <Button
                  variant="secondary"
                  size="small"
                  disabled={selected[tool].length === 0}
                  onClick={() => send({ type: 'CLEAR', tool })}
                >
                  {T.tools.clear({ tool: T.tools[tool]() })}
                </Button>
              </ToolGroup>
            ))}
            <NumberField
              label={T.tools.horizon()}
              min={FORECAST_HORIZON_BOUNDS.min}
              max={FORECAST_HORIZON_BOUNDS.max}
              defaultValue={horizon}
              // Every keystroke goes to the graph tools: a value in bounds applies 600 ms after typing (spec 2 §5),
              // one out of bounds shows the bounds error at once; blur and Enter apply as well.
              onInput={(event) => send({ type: 'SET_HORIZON', value: event.currentTarget.value })}
              error={
                horizonError
                  ? LL.validation.numberBetween({
                      min: formatNumber(FORECAST_HORIZON_BOUNDS.min, locale),
                      max: formatNumber(FORECAST_HORIZON_BOUNDS.max, locale),
                    })
                  : undefined
              }
              onValueChange={(value) => {
                if (value !== null) send({ type: 'SET_HORIZON', value });
              }}
            />
          </Tools>
          <Actions>
            <Button
              variant="secondary"
              disabled={loading}
              aria-expanded={showData}
              onClick={() => setShowData(!showData)}
            >
              {showData ? T.chart.hideData() : T.chart.showData()}
            </Button>
            {loading ? (
              <Button variant="secondary" disabled>
                {T.chart.export()}
              </Button>
            ) : (
              <ChartExportButton
                label={T.chart.export()}
                render={(theme) => timelineToPng(chartProps, { theme, title: exportTitle })}
                filename={`${props.exportName}.png`}
                {...exportTexts}
              />
            )}
          </Actions>
          {showData && ready && (
            <ChartDataTable
              series={series}
              label={chartLabel}
              periodLabel={T.chart.period()}
              missingLabel={T.chart.notReported()}
              formatX={formatX}
              formatValue={formatValue}
            />
          )}
        </>
      )}
      {props.pie && <LazyProfilerPieSection pie={props.pie} exportName={props.exportName} exportTexts={exportTexts} />}
    </Section>
  );
}
