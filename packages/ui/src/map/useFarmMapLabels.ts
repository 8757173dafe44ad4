import { useMemo } from 'react';
import type { FarmMapLabels } from '@havbruk/charts';
import { formatNumber } from '../format/format.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';

/** The texts `FarmMap` (in @havbruk/charts, which holds no UI text) needs, in the current language. */
export function useFarmMapLabels(): FarmMapLabels {
  const { LL, locale } = useI18n();
  return useMemo(
    () => ({
      region: LL.map.label(),
      search: LL.map.search(),
      resultCount: (count: number) =>
        LL.map.resultCount({ formatted: formatNumber(count, locale, { decimals: 0 }), count }),
      zoomIn: LL.map.zoomIn(),
      zoomOut: LL.map.zoomOut(),
      satellite: LL.map.satellite(),
      closePopup: LL.map.closePopup(),
      loading: LL.map.loading(),
      inactive: LL.map.inactive(),
    }),
    [LL, locale],
  );
}
