import { useMemo, type ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { ViewScreen } from '../app/ViewScreen.tsx';
import { useGreeting } from './greetingClock/useGreeting.ts';
import { HealthWidgets } from './HealthWidgets.tsx';
import { RiskCard, RiskCardSkeleton } from './RiskCard.tsx';
import { springOutlook } from './springOutlook.ts';
import type { HealthFarms, HealthSummary } from './types.ts';

/** Spec S2 §4: at most 10 skeleton cards while loading. */
export const MAX_SKELETON_CARDS = 10;

const Cards = styled('div', {
  gap: '$4',
  // An expanded card grows alone: the others in its row keep their height.
  alignItems: 'start',
  // Rows of cards at least 275 px wide that share the row's width: no empty column at the end of a row.
  '@healthWide': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax($sizes$riskCard, 1fr))',
    '& > article': { width: 'auto' },
  },
  '@healthNarrow': {
    display: 'flex',
    flexWrap: 'nowrap',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    paddingBottom: '$2',
  },
  '&:focus-visible': { ...focusRing },
});
const SectionHeading = styled('h2', { margin: 0, fontSize: '$4', fontWeight: '$semibold' });
const SectionHeader = styled('div', { display: 'flex', alignItems: 'baseline', gap: '$3' });
const Count = styled('span', { fontSize: '$2', color: '$textMuted' });
const SearchLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$control',
  borderRadius: '$round',
  color: '$text',
  border: '1px solid $border',
  '&:hover': { backgroundColor: '$surfaceHover' },
  '&:focus-visible': { ...focusRing },
});

export interface HealthOverviewScreenProps {
  /** The user's name; the greeting uses the first name. */
  userName: string;
  summary: HealthSummary;
  farms: HealthFarms;
  /** The data's today (config `application.today`): the 30-day and 90-day windows and the spring outlook. */
  today: Date;
  /** The wall clock for the greeting (stories pin it). */
  now?: () => Date;
  onNavigate?: (href: string) => void;
  /** Rendered over the page (the risk modal of /health/risks/...). */
  children?: ReactNode;
}

/**
 * The essentials home page (/health): a greeting by time of day (refreshed every 60 s), four widgets over the
 * perspective's farms and a risk card per farm. At 1330 px and wider the cards form rows that fill the width (each
 * at least 275 px wide); narrower they form one horizontally scrolling row of 275 px cards.
 */
export function HealthOverviewScreen({
  userName,
  summary,
  farms,
  today,
  now,
  onNavigate,
  children,
}: HealthOverviewScreenProps) {
  const { LL } = useI18n();
  const greeting = useGreeting(now);
  const firstName = userName.trim().split(/\s+/)[0] ?? '';
  const outlooks = useMemo(() => {
    if (farms.status === 'loading' || farms.farms.some((farm) => farm.timeline === 'loading')) return 'loading';
    return farms.farms.map((farm) =>
      springOutlook(farm.timeline === 'loading' ? [] : farm.timeline.lice, farm.productionArea, today),
    );
  }, [farms, today]);

  const search = (
    <SearchLink
      href="/search"
      aria-label={LL.health.searchFarms()}
      onClick={(event) => {
        if (!onNavigate) return;
        event.preventDefault();
        onNavigate('/search');
      }}
    >
      <Icon name="search" />
    </SearchLink>
  );

  return (
    <ViewScreen title={LL.greeting.withName({ greeting: LL.greeting[greeting](), name: firstName })} actions={search}>
      <HealthWidgets summary={summary} outlooks={outlooks} today={today} onNavigate={onNavigate} />
      <section aria-labelledby="health-farms" aria-busy={farms.status === 'loading'}>
        <SectionHeader>
          <SectionHeading id="health-farms">{LL.health.farms()}</SectionHeading>
          {farms.status === 'ready' && farms.farms.length > 0 && (
            <Count>{LL.health.farmsCount({ count: farms.farms.length })}</Count>
          )}
        </SectionHeader>
        {farms.status === 'ready' && farms.farms.length === 0 ? (
          <EmptyState title={LL.health.noFarms()} description={LL.health.noFarmsHint()} icon="building" />
        ) : (
          <Cards data-state={farms.status} css={{ marginTop: '$3' }}>
            {farms.status === 'loading'
              ? Array.from({ length: MAX_SKELETON_CARDS }, (_, index) => <RiskCardSkeleton key={index} />)
              : farms.farms.map((farm) => <RiskCard key={farm.id} farm={farm} today={today} onNavigate={onNavigate} />)}
          </Cards>
        )}
      </section>
      {children}
    </ViewScreen>
  );
}
