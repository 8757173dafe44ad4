import { Sparkline, type SeriesPoint } from '@havbruk/charts';
import type { ReactNode } from 'react';
import { formatField, formatMeasure, formatPercent } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { AppLink } from './AppLink.tsx';
import { SpringOutlookText } from './SpringOutlookText.tsx';
import type { SpringOutlook } from './springOutlook.ts';
import { healthFigures, lastDays, liceForecast } from './summary.ts';
import type { HealthSummary } from './types.ts';

const Grid = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  '@healthNarrow': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@small': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Figures = styled('dl', { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '$1 $3', margin: 0 });
const Term = styled('dt', { fontSize: '$1', color: '$textMuted' });
const Value = styled('dd', { margin: 0, fontSize: '$3', fontWeight: '$semibold', textAlign: 'right' });
const Note = styled('p', { fontSize: '$1', color: '$textMuted', margin: 0 });

/** Sparklines' size in the widgets. */
const SPARK = { width: 220, height: 40 } as const;

/**
 * A widget keeps its loaded layout while it loads (its labels shown, placeholders for the figures, the sparkline and
 * the notes), so the page below does not move when the data comes.
 */
function Widget({
  title,
  loading,
  empty,
  children,
  link,
}: {
  title: string;
  loading: boolean;
  empty: boolean;
  children: ReactNode;
  link?: ReactNode;
}) {
  const { LL } = useI18n();
  return (
    <Card
      title={title}
      headingLevel={2}
      aria-busy={loading}
      data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}
    >
      {!loading && empty ? <EmptyState title={LL.health.noWidgetData()} /> : children}
      {link}
    </Card>
  );
}

export interface HealthWidgetsProps {
  summary: HealthSummary;
  /** The farms' spring-window outlooks (loading while their lice counts load). */
  outlooks: readonly SpringOutlook[] | 'loading';
  today: Date;
  onNavigate?: (href: string) => void;
}

/** Parasites, growth, mortality and feed of the perspective's farms. */
export function HealthWidgets({ summary, outlooks, today, onNavigate }: HealthWidgetsProps) {
  const { LL, locale } = useI18n();
  const loading = summary.status === 'loading';
  const figure = (value: ReactNode) => (loading ? <Skeleton shape="inline" width="3.5em" /> : value);
  const note = (text: ReactNode) => (loading ? <Skeleton shape="text" /> : text);
  const sparkline = (points: readonly SeriesPoint[], label: string) =>
    loading ? <Skeleton {...SPARK} /> : <Sparkline points={points} label={label} {...SPARK} />;
  const conditions = summary.status === 'ready' ? summary.conditions : [];
  const { pooled, harvestable, stocked } = healthFigures(conditions);
  const field = (value: number | null, name: Parameters<typeof formatField>[1]) => formatField(value, name, locale);
  const lice = (value: number | null) => field(value, 'currentAvgFemaleLice');
  const female = pooled.currentAvgFemaleLice;
  const mobile = pooled.currentAvgMobileLice;
  const liceHistory = summary.status === 'ready' ? lastDays(summary.lice, today, 90) : [];
  const forecast = liceForecast(liceHistory);
  const ahead = forecast?.at(-1);
  const mortality = pooled.totalMortalityPercent;
  const trend = pooled.trendDailyMortalityPercent;
  const feed = summary.status === 'ready' ? lastDays(summary.feed, today, 30) : [];
  const feedTotal = feed.reduce((sum, point) => sum + (point.y ?? 0), 0);
  const trendText =
    trend === null || Math.abs(trend) < 0.0005
      ? LL.health.trendSteady()
      : (trend > 0 ? LL.health.trendRising : LL.health.trendFalling)({
          value: field(Math.abs(trend), 'trendDailyMortalityPercent'),
        });

  return (
    <section aria-label={LL.health.widgets()}>
      <Grid>
        <Widget
          title={LL.health.parasites()}
          loading={loading}
          empty={female === null && mobile === null}
          link={
            <AppLink href="/health/treatments" onNavigate={onNavigate}>
              {LL.health.toTreatments()}
            </AppLink>
          }
        >
          <Figures>
            <Term>{LL.health.femaleLice()}</Term>
            <Value>{figure(lice(female))}</Value>
            <Term>{LL.health.mobileLice()}</Term>
            <Value>{figure(lice(mobile))}</Value>
          </Figures>
          {sparkline(liceHistory, LL.health.liceChart())}
          <Note>
            {note(
              ahead
                ? LL.health.forecast21({
                    value: lice(ahead.y),
                    lower: lice(Math.max(0, ahead.lower)),
                    upper: lice(ahead.upper),
                  })
                : LL.health.noForecast(),
            )}
          </Note>
          <SpringSummary outlooks={outlooks} />
        </Widget>
        <Widget
          title={LL.health.growth()}
          loading={loading}
          empty={stocked === 0}
          link={
            <AppLink href="/health/harvests" onNavigate={onNavigate}>
              {LL.health.toHarvests()}
            </AppLink>
          }
        >
          <Figures>
            <Term>{LL.health.meanWeight()}</Term>
            <Value>{figure(field(pooled.currentFishWeight, 'currentFishWeight'))}</Value>
            <Term>{LL.health.biomass()}</Term>
            <Value>{figure(field(pooled.currentFishBiomass, 'currentFishBiomass'))}</Value>
          </Figures>
          <Note>{note(LL.health.harvestable({ count: harvestable, total: stocked }))}</Note>
        </Widget>
        <Widget title={LL.health.mortality()} loading={loading} empty={mortality === null}>
          <Figures>
            <Term>{LL.health.totalMortality()}</Term>
            <Value>{figure(field(mortality, 'totalMortalityPercent'))}</Value>
            <Term>{LL.health.yearlyMortality()}</Term>
            <Value>{figure(field(pooled.yearlyMortalityPercent, 'yearlyMortalityPercent'))}</Value>
          </Figures>
          <Note data-trend={trend === null ? 'none' : trend > 0 ? 'rising' : 'falling'}>{note(trendText)}</Note>
        </Widget>
        <Widget title={LL.health.feed()} loading={loading} empty={feed.every((point) => point.y === null)}>
          <Figures>
            <Term>{LL.health.feedLast30()}</Term>
            <Value>{figure(formatMeasure(feedTotal, 'feed', locale))}</Value>
            <Term>{LL.health.biologicalFcr()}</Term>
            <Value>{figure(field(pooled.totalBiologicalFCR, 'totalBiologicalFCR'))}</Value>
            <Term>{LL.health.economicFcr()}</Term>
            <Value>{figure(field(pooled.totalEconomicFCR, 'totalEconomicFCR'))}</Value>
          </Figures>
          {sparkline(feed, LL.health.feedChart({ total: formatMeasure(feedTotal, 'feed', locale) }))}
        </Widget>
      </Grid>
    </section>
  );
}

/** The parasites widget's spring line: the farms likely to stay under the limit, or the next window off-season. */
function SpringSummary({ outlooks }: { outlooks: readonly SpringOutlook[] | 'loading' }) {
  const { LL, locale } = useI18n();
  if (outlooks === 'loading') return <SpringOutlookText outlook="loading" />;
  const forecasts = outlooks.filter((outlook) => outlook.state === 'forecast');
  if (forecasts.length > 0) {
    const lowest = Math.min(...forecasts.map((outlook) => outlook.chance));
    return (
      <Note data-state="forecast">
        {LL.health.springFarms({
          likely: forecasts.filter((outlook) => outlook.chance >= 0.5).length,
          total: forecasts.length,
          lowest: formatPercent(lowest * 100, locale),
        })}
      </Note>
    );
  }
  const next = [...outlooks].sort((a, b) => +a.window.start - +b.window.start)[0];
  return next ? <SpringOutlookText outlook={next} /> : null;
}
