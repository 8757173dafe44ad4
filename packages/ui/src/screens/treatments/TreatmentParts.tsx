import type { TreatmentRecommendation } from '@havbruk/api';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { formatField, formatNumber, formatPercent } from '../../format/index.ts';
import { styled } from '../../theme/stitches.config.ts';
import { AppLink } from '../health/AppLink.tsx';
import { derivedMetrics, isEligible } from './treatmentView.ts';

export const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3', minWidth: 0 });
export const SectionHeading = styled('h2', { margin: 0, fontSize: '$4', fontWeight: '$semibold' });
export const Hint = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted' });
export const Links = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });
const Tag = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px $2',
  borderRadius: '$round',
  fontSize: '$1',
  fontWeight: '$semibold',
  border: '1px solid $border',
  variants: {
    tone: {
      good: { color: '$successText', backgroundColor: '$successSubtle', borderColor: '$successText' },
      bad: { color: '$dangerText', backgroundColor: '$dangerSubtle', borderColor: '$dangerText' },
      warn: { color: '$warningText', backgroundColor: '$warningSubtle', borderColor: '$warningText' },
    },
  },
});
export { Tag };

/** Eligible (recommendation above 0, shown as percent) or "not recommended". */
export function RecommendationTag({ recommendation }: { recommendation: number }) {
  const { LL, locale } = useI18n();
  return isEligible(recommendation) ? (
    <Tag tone="good" data-state="eligible">
      {LL.treatmentOptions.recommended({ score: formatPercent(recommendation * 100, locale) })}
    </Tag>
  ) : (
    <Tag tone="bad" data-state="not-recommended">
      {LL.treatmentOptions.notRecommended()}
    </Tag>
  );
}

const FlagList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const FlagGroup = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });
const FlagHeading = styled('h4', { margin: 0, fontSize: '$1', fontWeight: '$semibold', color: '$textMuted' });

type FlagKey = keyof ReturnType<typeof useI18n>['LL']['treatmentOptions']['flag'];

/** Pass, fail and caveat flags of a cage, each code in words. */
export function Flags({ record }: { record: TreatmentRecommendation }) {
  const { LL } = useI18n();
  const text = (code: string) => {
    const known = LL.treatmentOptions.flag[code as Exclude<FlagKey, 'other'>];
    return typeof known === 'function' && code !== 'other'
      ? (known as () => string)()
      : LL.treatmentOptions.flag.other({ code });
  };
  const groups = [
    { key: 'pass', title: LL.treatmentOptions.flagsPass(), codes: record.pass, tone: 'good' as const },
    { key: 'fail', title: LL.treatmentOptions.flagsFail(), codes: record.fail, tone: 'bad' as const },
    { key: 'caveats', title: LL.treatmentOptions.flagsCaveats(), codes: record.caveats, tone: 'warn' as const },
  ];
  return (
    <>
      {groups.map((group) => (
        <FlagGroup key={group.key} data-flags={group.key}>
          <FlagHeading>{group.title}</FlagHeading>
          {group.codes.length === 0 ? (
            <Hint>{LL.treatmentOptions.noFlags()}</Hint>
          ) : (
            <FlagList>
              {group.codes.map((code) => (
                <li key={code}>
                  <Tag tone={group.tone}>{text(code)}</Tag>
                </li>
              ))}
            </FlagList>
          )}
        </FlagGroup>
      ))}
    </>
  );
}

const MetricList = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: '$2 $4',
  margin: 0,
  '& dt': { fontSize: '$1', color: '$textMuted' },
  '& dd': { margin: 0, fontSize: '$3', fontWeight: '$semibold' },
});

/** The derived metrics of a cage: lice now and projected, days since the last treatment, starvation/treatment/disease days. */
export function DerivedMetricList({ record }: { record: TreatmentRecommendation }) {
  const { LL, locale } = useI18n();
  const metrics = derivedMetrics(record);
  const lice = (value: number | null) => formatField(value, 'currentAvgFemaleLice', locale);
  const days = (value: number) => formatNumber(value, locale, { decimals: 0 });
  const rows: [string, string][] = [
    [LL.treatmentOptions.metric.currentFemale(), lice(metrics.currentFemale)],
    [LL.treatmentOptions.metric.projectedFemale(), lice(metrics.projectedFemale)],
    [LL.treatmentOptions.metric.currentMobile(), lice(metrics.currentMobile)],
    [LL.treatmentOptions.metric.projectedMobile(), lice(metrics.projectedMobile)],
    [
      LL.treatmentOptions.metric.daysSince(),
      metrics.daysSince === null ? LL.treatmentOptions.never() : days(metrics.daysSince),
    ],
    [LL.treatmentOptions.metric.starvationDays(), days(metrics.starvationDays)],
    [LL.treatmentOptions.metric.treatmentDays(), days(metrics.treatmentDays)],
    [LL.treatmentOptions.metric.diseaseDays(), days(metrics.diseaseDays)],
    [LL.treatmentOptions.metric.mortality(), formatField(metrics.mortality, 'totalMortalityPercent', locale)],
    [LL.treatmentOptions.metric.biomass(), formatField(metrics.biomass, 'currentFishBiomass', locale)],
  ];
  return (
    <MetricList aria-label={LL.treatmentOptions.metrics()}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </MetricList>
  );
}

/** Links of a cage: its lice and growth history in the current generation. */
export function CageLinks({
  record,
  onNavigate,
  hrefs,
}: {
  record: TreatmentRecommendation;
  onNavigate?: (href: string) => void;
  hrefs: { lice: string; growth: string };
}) {
  const { LL } = useI18n();
  const name = `${record.farmName} ${record.cageName}`;
  return (
    <Links>
      <AppLink href={hrefs.lice} onNavigate={onNavigate} aria-label={LL.treatmentOptions.liceHistoryOf({ name })}>
        {LL.treatmentOptions.liceHistory()}
      </AppLink>
      <AppLink href={hrefs.growth} onNavigate={onNavigate} aria-label={LL.treatmentOptions.growthHistoryOf({ name })}>
        {LL.treatmentOptions.growthHistory()}
      </AppLink>
    </Links>
  );
}
