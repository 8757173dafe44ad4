import { formatDate, formatNumber, formatPercent } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import type { SpringOutlook } from './springOutlook.ts';

const Text = styled('p', { fontSize: '$1', color: '$textMuted', margin: 0 });

/** One farm's spring-window outlook as a sentence. */
export function SpringOutlookText({ outlook }: { outlook: SpringOutlook | 'loading' }) {
  const { LL, locale } = useI18n();
  if (outlook === 'loading') return <Text data-state="loading">{LL.health.springLoading()}</Text>;
  const { window } = outlook;
  const weeks = { start: window.startWeek, end: window.endWeek };
  const lice = (value: number) => formatNumber(value, locale, { measure: 'lice' });
  const text =
    outlook.state === 'offSeason'
      ? LL.health.springOffSeason({ ...weeks, date: formatDate(window.start.toISOString().slice(0, 10), locale) })
      : outlook.state === 'unknown'
        ? LL.health.springUnknown(weeks)
        : LL.health.springChance({
            ...weeks,
            chance: formatPercent(outlook.chance * 100, locale),
            peak: lice(outlook.peak),
            lower: lice(outlook.lower),
            upper: lice(outlook.upper),
          });
  return <Text data-state={outlook.state}>{text}</Text>;
}
