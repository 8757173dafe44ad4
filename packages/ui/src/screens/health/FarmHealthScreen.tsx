import type { ConditionsMeasure, Notification, RiskLabel } from '@havbruk/api';
import { formatDate, formatField, formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { ViewScreen } from '../app/ViewScreen.tsx';
import { lastTreatmentText } from '../entity/lastTreatment.ts';
import { AppLink } from './AppLink.tsx';
import { RiskCard, RiskCardSkeleton } from './RiskCard.tsx';
import { RiskDetails } from './RiskDetails.tsx';
import type { HealthFarm } from './types.ts';

const Layout = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: '275px minmax(0, 1fr)',
  alignItems: 'start',
  '@small': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Column = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', minWidth: 0 });
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: '$3',
  margin: 0,
});
const Figure = styled('div', {
  '& dt': { fontSize: '$1', color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$semibold' },
});
const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  fontSize: '$2',
});
const Links = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '$3' });
const When = styled('span', { color: '$textMuted', marginRight: '$2' });

const ENTITY_VIEWS = ['lice', 'feed', 'growth', 'mortality', 'harvest', 'lab'] as const;

export interface FarmHealthScreenProps {
  /** The farm with its risks, or loading. */
  farm: HealthFarm | 'loading';
  /** The selected disease of the risk panel (the URL's `{view}`, else the highest-confidence risk). */
  view: RiskLabel | null;
  onViewChange: (label: RiskLabel) => void;
  notifications: readonly Notification[] | 'loading';
  today: Date;
  onNavigate?: (href: string) => void;
}

/**
 * One farm's health summary (/health/{farmId}, /info, /info/{view}): its risk card expanded, its risks as in
 * the modal, its conditions, recent notifications and links to its entity views.
 */
export function FarmHealthScreen({
  farm,
  view,
  onViewChange,
  notifications,
  today,
  onNavigate,
}: FarmHealthScreenProps) {
  const { LL, locale } = useI18n();
  if (farm === 'loading') {
    return (
      <ViewScreen title={LL.health.title()}>
        <Layout aria-busy="true">
          <RiskCardSkeleton />
          <SkeletonText lines={6} />
        </Layout>
      </ViewScreen>
    );
  }
  const c = farm.conditions;
  const field = (name: ConditionsMeasure) => formatField(c?.[name] ?? null, name, locale);
  const figures: [string, string][] = [
    [LL.health.fishCount(), field('currentFishCount')],
    [LL.health.weight(), field('currentFishWeight')],
    [LL.health.biomass(), field('currentFishBiomass')],
    [LL.health.totalMortality(), field('totalMortalityPercent')],
    [LL.health.yearlyMortality(), field('yearlyMortalityPercent')],
    [LL.health.biologicalFcr(), field('totalBiologicalFCR')],
    [LL.health.economicFcr(), field('totalEconomicFCR')],
    [LL.health.seaTemperature(), field('currentSeaTemperature')],
    [LL.health.femaleLice(), field('currentAvgFemaleLice')],
    [LL.health.mobileLice(), field('currentAvgMobileLice')],
    [LL.health.confirmedDiseases(), c?.currentConfirmedDiseases || LL.health.none()],
    [LL.health.lastTreatment(), (c && lastTreatmentText(c, LL, locale)) ?? LL.health.none()],
  ];
  const riskText = (label: string) =>
    (LL.health.riskLabel as Record<string, (() => string) | undefined>)[label.toLowerCase()]?.() ?? label;
  const levelText = (level: string) =>
    level === 'high' || level === 'moderate' || level === 'low' ? LL.risk[level]() : LL.risk.unknown();
  const notificationText = (entry: Notification) =>
    entry.event === 'risk-disease' && entry.doc.change
      ? LL.health.riskChanged({
          risk: riskText(entry.type),
          previous: levelText(entry.doc.change.previous),
          current: levelText(entry.doc.change.current),
        })
      : LL.health.diseaseDetected({
          disease: entry.doc.disease?.type ?? entry.type,
          state: entry.doc.severity === 'severe' ? LL.health.confirmed() : LL.health.suspected(),
          distance: `${formatNumber(entry.distance ?? 0, locale, { decimals: 1 })} km`,
        });

  return (
    <ViewScreen title={LL.health.farmSummary({ farm: farm.name })}>
      <Layout>
        <RiskCard farm={farm} today={today} defaultExpanded headingLevel={2} onNavigate={onNavigate} />
        <Column>
          <Card title={LL.health.showRisks()}>
            {view && <RiskDetails risks={farm.risk.risks} value={view} onValueChange={onViewChange} />}
          </Card>
          <Card title={LL.health.conditions()}>
            <Figures>
              {figures.map(([term, value]) => (
                <Figure key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Figure>
              ))}
            </Figures>
          </Card>
          <Card title={LL.health.recentNotifications()}>
            {notifications === 'loading' ? (
              <SkeletonText lines={3} />
            ) : notifications.length === 0 ? (
              <EmptyState title={LL.health.noNotifications()} icon="bell" />
            ) : (
              <List>
                {notifications.map((entry) => (
                  <li key={entry.id} data-event={entry.event}>
                    <When>{formatDate(entry.doc.date.slice(0, 10), locale)}</When>
                    {notificationText(entry)}
                  </li>
                ))}
              </List>
            )}
          </Card>
          <Card title={LL.health.entityViews()}>
            <Links>
              {ENTITY_VIEWS.map((entityView) => (
                <li key={entityView}>
                  <AppLink href={`/farm/${farm.id}/${entityView}`} onNavigate={onNavigate}>
                    {LL.health.views[entityView]()}
                  </AppLink>
                </li>
              ))}
            </Links>
          </Card>
        </Column>
      </Layout>
    </ViewScreen>
  );
}
