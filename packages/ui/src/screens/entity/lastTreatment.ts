import { TreatmentCategory, type Conditions } from '@havbruk/api';
import { formatDate } from '../../format/format.ts';
import type { TranslationFunctions } from '../../i18n/index.ts';
import type { Locale } from '../../providers/HavbrukProvider.tsx';

/**
 * The last treatment as a farmer reads it: its category in words and its date ("Thermal (2026-11-16)"); null when
 * there was none. The conditions strip and the farm health page both show it so.
 */
export function lastTreatmentText(
  c: Pick<Conditions, 'currentLastTreatmentCategory' | 'currentLastTreatmentDate'>,
  LL: TranslationFunctions,
  locale: Locale,
): string | null {
  const category = c.currentLastTreatmentCategory;
  if (category === null) return null;
  const name = TreatmentCategory.safeParse(category).success
    ? LL.entity.treatment[category as TreatmentCategory]()
    : category;
  return c.currentLastTreatmentDate ? `${name} (${formatDate(c.currentLastTreatmentDate, locale)})` : name;
}
