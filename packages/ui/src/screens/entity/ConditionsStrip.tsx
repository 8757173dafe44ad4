import type { Conditions, ConditionsMeasure } from '@havbruk/api';
import { formatDate, formatField, formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { Skeleton } from '../../primitives/index.ts';
import { styled } from '../../theme/stitches.config.ts';
import { lastTreatmentText } from './lastTreatment.ts';

const Strip = styled('section', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: '$4',
});
const Group = styled('div', {
  border: '1px solid $border',
  borderRadius: '$2',
  padding: '$3 $4',
  backgroundColor: '$surface',
  '& h2': { margin: '0 0 $2', fontSize: '$3', color: '$textMuted', fontWeight: '$semibold' },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '$1 $3', margin: 0 },
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: '$text' },
  '& dd[data-state="over"]': { color: '$danger', fontWeight: '$semibold' },
});

export type ConditionsStatus = { status: 'loading' } | { status: 'ready'; data: Conditions } | { status: 'error' };

export interface ConditionsStripProps {
  conditions: ConditionsStatus;
  /** Real fish weight (owned farms); otherwise the weight is labelled as an estimate. */
  owned: boolean;
  /**
   * Weeks over the lice limit this generation; `'loading'` while the count may still come (its row's place is held:
   * its label is the group's longest, so the row arriving later widened the terms and wrapped a value); undefined
   * where no limit applies.
   */
  weeksOverLimit?: number | 'loading';
}

/** Fish, environment and infection conditions; values with the format module's decimals per measure. */
export function ConditionsStrip({ conditions, owned, weeksOverLimit }: ConditionsStripProps) {
  const { LL, locale } = useI18n();
  const T = LL.entity.conditions;
  const none = T.notAvailable();
  const terms = {
    fish: [
      T.updatedAt(),
      T.daysActive(),
      T.fishCount(),
      owned ? T.weight() : T.weightEstimate(),
      T.biomass(),
      T.mortality(),
    ],
    environment: [T.seaTemperature(), T.salinity(), T.oxygen()],
    infection: [T.diseases(), T.femaleLice(), T.mobileLice(), T.lastTreatment()],
  } as const;
  // Until the data is in (or when it failed), the same groups and terms with placeholder values: the strip has
  // its final height from the first paint, so the page below it does not move when the values arrive.
  const values = conditions.status === 'ready' ? valuesOf(conditions.data) : null;
  function valuesOf(c: Conditions) {
    const measure = (name: ConditionsMeasure) => (c[name] === null ? none : formatField(c[name], name, locale));
    const treatment = lastTreatmentText(c, LL, locale) ?? none;
    return {
      fish: [
        c.updatedAt ? formatDate(c.updatedAt, locale) : none,
        c.daysActive === null
          ? none
          : c.generation
            ? T.daysActiveValue({
                days: formatNumber(c.daysActive, locale, { decimals: 0 }),
                expected: formatNumber(c.generation.expectedDaysActive, locale, { decimals: 0 }),
                generation: c.generation.label,
              })
            : formatNumber(c.daysActive, locale, { decimals: 0 }),
        measure('currentFishCount'),
        measure('currentFishWeight'),
        measure('currentFishBiomass'),
        measure('totalMortalityPercent'),
      ],
      environment: [measure('currentSeaTemperature'), measure('currentSalinity'), measure('currentOxygen')],
      infection: [
        c.currentConfirmedDiseases ? c.currentConfirmedDiseases.split(',').join(', ') : T.noDiseases(),
        measure('currentAvgFemaleLice'),
        measure('currentAvgMobileLice'),
        treatment,
      ],
    } as const;
  }
  return (
    <Strip
      aria-label={T.label()}
      aria-busy={conditions.status === 'loading' || undefined}
      data-state={conditions.status}
    >
      {(['fish', 'environment', 'infection'] as const).map((group) => (
        <Group key={group}>
          <h2>{T[group]()}</h2>
          <dl>
            {terms[group].map((term, index) => (
              <Row key={term} term={term} value={values ? values[group][index] : null} />
            ))}
            {group === 'infection' && weeksOverLimit !== undefined && (
              <Row
                term={T.overLimit()}
                value={values && weeksOverLimit !== 'loading' ? T.overLimitValue({ count: weeksOverLimit }) : null}
                over={weeksOverLimit !== 'loading' && weeksOverLimit > 0}
              />
            )}
          </dl>
        </Group>
      ))}
    </Strip>
  );
}

/** A term and its value; `null` while the value is not known: a placeholder inside the line, so the row has a text line's height. */
function Row({ term, value, over = false }: { term: string; value: string | null | undefined; over?: boolean }) {
  return (
    <>
      <dt>{term}</dt>
      <dd data-state={over ? 'over' : undefined}>{value ?? <Skeleton shape="inline" width="4em" />}</dd>
    </>
  );
}
