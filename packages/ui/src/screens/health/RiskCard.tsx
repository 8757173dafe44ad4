import { RiskMeter, Sparkline } from '@havbruk/charts';
import { disclosureMachine } from '@havbruk/machines';
import { useMachine } from '@xstate/react';
import { useId, useMemo } from 'react';
import { formatField, formatMeasure, formatNumber, formatPercent } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Skeleton, SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx';
import { focusRing, styled, type StyledElement } from '../../theme/stitches.config.ts';
import { AppLink } from './AppLink.tsx';
import { highestRisk } from './riskView.ts';
import { SpringOutlookText } from './SpringOutlookText.tsx';
import { springOutlook } from './springOutlook.ts';
import { lastDays } from './summary.ts';
import type { HealthFarm } from './types.ts';

const cardRootStyled = styled('article', {
  flex: '0 0 auto',
  width: '$riskCard',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  borderRadius: '$3',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $border',
  boxShadow: '$1',
  color: '$text',
  scrollSnapAlign: 'start',
});
export const CardRoot: StyledElement<'article'> = cardRootStyled;
const Heading = styled('h3', { margin: 0, fontSize: '$3', fontWeight: '$semibold' });
const Toggle = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  cursor: 'pointer',
  borderRadius: '$1',
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '&:focus-visible': { ...focusRing },
});
const Muted = styled('p', { margin: 0, fontSize: '$1', color: '$textMuted' });
const Details = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  paddingTop: '$2',
  borderTop: '1px solid $border',
});
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$1 $3',
  margin: 0,
  fontSize: '$2',
});
const Term = styled('dt', { color: '$textMuted' });
const Value = styled('dd', { margin: 0, textAlign: 'right', fontWeight: '$medium' });
const RiskList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

export interface RiskCardProps {
  farm: HealthFarm;
  today: Date;
  /** Starts expanded (the farm health page). */
  defaultExpanded?: boolean;
  /** The farm name's heading level: 3 under the overview's "Farms" heading, 2 where the card stands alone. */
  headingLevel?: 2 | 3;
  onNavigate?: (href: string) => void;
}

/**
 * A farm's risk card (275 px): collapsed shows the farm's risk meter, its highest risk and the spring-window
 * outlook; expanded (click or keyboard on the farm name, `aria-expanded`) adds fish count, weight, mortality
 * with its trend, the 30-day feed graph and each risk with a link into the risk modal.
 */
export function RiskCard({ farm, today, defaultExpanded = false, headingLevel = 3, onNavigate }: RiskCardProps) {
  const { LL, locale } = useI18n();
  const [snapshot, send] = useMachine(disclosureMachine, { input: { expanded: defaultExpanded } });
  const expanded = snapshot.matches('expanded');
  const detailsId = useId();
  const top = highestRisk(farm.risk.risks);
  const percent = (value: number) => formatPercent(Math.min(100, value), locale);
  const outlook = useMemo(
    () => (farm.timeline === 'loading' ? 'loading' : springOutlook(farm.timeline.lice, farm.productionArea, today)),
    [farm.timeline, farm.productionArea, today],
  );
  const conditions = farm.conditions;
  const feed = farm.timeline === 'loading' ? null : lastDays(farm.timeline.feed, today, 30);
  const feedTotal = feed?.reduce((sum, point) => sum + (point.y ?? 0), 0) ?? 0;
  const trend = conditions?.trendDailyMortalityPercent ?? null;
  const fallow = !conditions || !conditions.currentFishCount;

  return (
    <CardRoot data-state={expanded ? 'expanded' : 'collapsed'} aria-label={farm.name}>
      <Heading as={headingLevel === 2 ? 'h2' : 'h3'}>
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => send({ type: 'TOGGLE' })}
        >
          <span>{farm.name}</span>
          <Icon name={expanded ? 'chevronUp' : 'chevronDown'} />
        </Toggle>
      </Heading>
      <RiskMeter
        confidence={farm.risk.confidence}
        label={LL.health.cardToggle({ farm: farm.name, percent: percent(farm.risk.confidence) })}
        formatPercent={percent}
      />
      {/* A farm without risk (fallow, 0 %) has no highest risk to name. */}
      {top && top.confidence > 0 && <Muted>{LL.health.topRisk({ risk: LL.health.riskLabel[top.label]() })}</Muted>}
      <SpringOutlookText outlook={outlook} />
      <Details id={detailsId} hidden={!expanded}>
        {expanded && (
          <>
            {fallow ? (
              <Muted>{LL.health.fallow()}</Muted>
            ) : (
              <Figures>
                <Term>{LL.health.fishCount()}</Term>
                <Value>{formatNumber(conditions.currentFishCount ?? 0, locale, { decimals: 0 })}</Value>
                <Term>{LL.health.weight()}</Term>
                <Value>{formatField(conditions.currentFishWeight, 'currentFishWeight', locale)}</Value>
                <Term>{LL.health.mortality()}</Term>
                <Value>{formatField(conditions.totalMortalityPercent, 'totalMortalityPercent', locale)}</Value>
                <Term>{LL.health.mortalityTrend()}</Term>
                <Value data-trend={trend === null ? 'none' : trend > 0 ? 'rising' : 'falling'}>
                  {trend === null || Math.abs(trend) < 0.0005
                    ? LL.health.trendSteady()
                    : (trend > 0 ? LL.health.trendRising : LL.health.trendFalling)({
                        value: formatField(Math.abs(trend), 'trendDailyMortalityPercent', locale),
                      })}
                </Value>
              </Figures>
            )}
            {feed ? (
              <Sparkline
                points={feed}
                label={LL.health.feedChart({ total: formatMeasure(feedTotal, 'feed', locale) })}
                width={241}
                height={36}
              />
            ) : (
              <Skeleton height={36} />
            )}
            <RiskList aria-label={LL.health.showRisks()}>
              {farm.risk.risks.map((risk) => (
                <li key={risk.label}>
                  <AppLink href={`/health/risks/${farm.id}/${risk.label}`} onNavigate={onNavigate}>
                    {LL.health.riskLabel[risk.label]()}
                  </AppLink>
                  <RiskMeter
                    confidence={risk.confidence}
                    label={LL.health.riskLabel[risk.label]()}
                    formatPercent={percent}
                  />
                </li>
              ))}
            </RiskList>
          </>
        )}
      </Details>
    </CardRoot>
  );
}

/** A loading placeholder of the card's size. */
export function RiskCardSkeleton() {
  return (
    <CardRoot aria-hidden="true" data-state="loading">
      <Skeleton height={20} width="70%" />
      <Skeleton height={8} />
      <SkeletonText lines={2} />
    </CardRoot>
  );
}
