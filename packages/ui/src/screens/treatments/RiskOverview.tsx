import type { RiskOverviewOption, TreatmentRecommendation } from '@havbruk/api';
import {
  RISK_METRIC_VIEWS,
  selectRankedOptions,
  selectRiskOverviewStatus,
  type RiskMetricView,
  type riskOverviewMachine,
} from '@havbruk/machines';
import { ScoreCircle } from '@havbruk/charts';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMeasure, formatNumber, type Measure } from '../../format/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { DerivedMetricList, Flags, Hint, RecommendationTag, Tag } from './TreatmentParts.tsx';
import { productText } from './treatmentView.ts';

export type RiskOverviewActor = ActorRefFrom<typeof riskOverviewMachine>;

const Headline = styled('h3', { margin: 0, fontSize: '$4', fontWeight: '$semibold' });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });
const Toggle = styled('button', {
  padding: '$1 $3',
  borderRadius: '$round',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$2',
  cursor: 'pointer',
  '&[aria-pressed="true"]': { backgroundColor: '$primarySubtle', borderColor: '$primary', fontWeight: '$semibold' },
  '&:focus-visible': { ...focusRing },
});
const TableScroll = styled('div', { overflowX: 'auto' });
const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$2',
  '& th, & td': { padding: '$2', textAlign: 'left', borderBottom: '1px solid $border', verticalAlign: 'middle' },
  '& th': { fontWeight: '$semibold', color: '$textMuted' },
});
const Muted = styled('span', { fontSize: '$1', color: '$textMuted', display: 'block' });
const Grid = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });

const CATEGORIES = ['overall', 'lice', 'growth', 'mortality', 'feed'] as const;
const FILTER_MEASURES: Record<string, Measure> = { weight: 'weight', seaTemperature: 'seaTemperature' };

export interface RiskOverviewProps {
  actor: RiskOverviewActor;
  /** The farm's cage records (the selected cage's flags and metrics come from here). */
  records: readonly TreatmentRecommendation[];
}

/**
 * The risk overview of the selected cage (spec S2 §4): a headline per machine state; with options, the cage's
 * recommendation, flags and derived metrics, metric views to rank by and a table of options (product, category,
 * scores 0–100 per category, caution flag). The model's raw metrics and profile (unitless immediate / short-term
 * effects) are not shown: they have no unit a farmer can read.
 */
export function RiskOverview({ actor, records }: RiskOverviewProps) {
  const { LL, locale } = useI18n();
  const status = useSelector(actor, selectRiskOverviewStatus);
  const cageId = useSelector(actor, (snapshot) => snapshot.context.cageId);
  const views = useSelector(actor, (snapshot) => snapshot.context.metricViews);
  const response = useSelector(actor, (snapshot) => snapshot.context.response);
  const options = useSelector(actor, selectRankedOptions);
  const record = records.find((entry) => entry.cageId === cageId) ?? null;
  const viewNames = views.map((view) => LL.treatmentOptions.category[view]()).join(', ');
  const headline =
    status === 'recommend'
      ? LL.treatmentOptions.headline.recommend({ views: viewNames })
      : LL.treatmentOptions.headline[status]();
  const score = (value: number) => formatNumber(value, locale, { decimals: 0 });

  return (
    <Card
      title={record ? LL.treatmentOptions.cageSummary({ name: record.cageName }) : LL.treatmentOptions.riskOverview()}
      data-state={status}
      aria-busy={status === 'load'}
    >
      <Headline aria-live="polite">{headline}</Headline>
      {status === 'choose' && <Hint>{LL.treatmentOptions.chooseCageHint()}</Hint>}
      {status === 'failure' && (
        <Row>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {LL.treatmentOptions.retry()}
          </Button>
        </Row>
      )}
      {record && status !== 'choose' && (
        <>
          <Row>
            <RecommendationTag recommendation={record.recommendation} />
          </Row>
          <Grid>
            <Flags record={record} />
          </Grid>
          <DerivedMetricList record={record} />
        </>
      )}
      {status === 'load' && <Skeleton height={160} />}
      {status === 'empty' && <Hint>{LL.treatmentOptions.emptyHint()}</Hint>}
      {(status === 'overall' || status === 'recommend') && response && (
        <>
          <Hint>
            {LL.treatmentOptions.samples({
              count: response.samples,
              filters: response.filters
                .filter((filter) => filter.min !== null || filter.max !== null)
                .map((filter) => {
                  const measure = FILTER_MEASURES[filter.formatter];
                  const value = (n: number | null) =>
                    n === null ? '…' : measure ? formatMeasure(n, measure, locale) : formatNumber(n, locale);
                  const label = measure ? LL.measure[measure]() : filter.key;
                  return LL.treatmentOptions.filterRange({ label, min: value(filter.min), max: value(filter.max) });
                })
                .join(', '),
            })}
          </Hint>
          <div role="group" aria-label={LL.treatmentOptions.metricViews()}>
            <Row>
              <Hint as="span">{LL.treatmentOptions.metricViews()}</Hint>
              <Toggle
                type="button"
                aria-pressed={views.length === 0}
                onClick={() => actor.send({ type: 'CLEAR_METRIC_VIEWS' })}
              >
                {LL.treatmentOptions.clearMetricViews()}
              </Toggle>
              {RISK_METRIC_VIEWS.map((view: RiskMetricView) => (
                <Toggle
                  key={view}
                  type="button"
                  aria-pressed={views.includes(view)}
                  onClick={() => actor.send({ type: 'TOGGLE_METRIC_VIEW', view })}
                >
                  {LL.treatmentOptions.category[view]()}
                </Toggle>
              ))}
            </Row>
          </div>
          <TableScroll>
            <Table aria-label={LL.treatmentOptions.options({ name: record?.cageName ?? cageId ?? '' })}>
              <thead>
                <tr>
                  <th scope="col">{LL.treatmentOptions.columnProduct()}</th>
                  <th scope="col">{LL.treatmentOptions.columnCategory()}</th>
                  {CATEGORIES.map((category) => (
                    <th key={category} scope="col">
                      {LL.treatmentOptions.category[category]()}
                    </th>
                  ))}
                  <th scope="col">{LL.treatmentOptions.columnCaution()}</th>
                </tr>
              </thead>
              <tbody>
                {options.map((option: RiskOverviewOption) => (
                  <tr key={option.product}>
                    <th scope="row">{productText(LL, option.product)}</th>
                    <td>{categoryText(LL, option.category)}</td>
                    {CATEGORIES.map((category) => {
                      const entry = option.scores[category];
                      return (
                        <td key={category}>
                          {category === 'overall' ? (
                            <ScoreCircle
                              score={entry.score}
                              label={`${LL.treatmentOptions.category.overall()} ${productText(LL, option.product)}`}
                              size={36}
                            />
                          ) : (
                            score(entry.score)
                          )}
                        </td>
                      );
                    })}
                    <td>
                      {option.caution ? (
                        <Tag tone="warn">{LL.treatmentOptions.caution()}</Tag>
                      ) : (
                        <Muted>{LL.treatmentOptions.noCaution()}</Muted>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Card>
  );
}

type Texts = ReturnType<typeof useI18n>['LL'];
const TREATMENT_CATEGORIES = ['medicinalBath', 'medicinalFeed', 'mechanical', 'thermal', 'freshwater', 'cleanerFish'];

/** A treatment category in words (an unknown one reads "Other"). */
export const categoryText = (LL: Texts, category: string): string =>
  TREATMENT_CATEGORIES.includes(category)
    ? LL.treatmentOptions.treatmentCategory[category as 'thermal']()
    : LL.treatmentOptions.treatmentCategory.other();
