import { entityViewsFor } from '@havbruk/api';
import {
  EMPTY_SEARCH_FILTERS,
  SearchScreen,
  useI18n,
  type SearchFilters,
  type SearchPageResult,
  type SearchStatus,
} from '@havbruk/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi, useConfig, visibleError } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { usePageTitle } from '../usePageTitle.ts';

/** Spec 2 §9: the search box is debounced 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Results asked for per query; the filter dropdown narrows them here. */
const SEARCH_LIMIT = 200;

/**
 * `/search` (both tiers): the box's text is debounced 200 ms before it searches and is written to `?q=` (a
 * reload shows the same results). Cards lead to the entity page's first view the user's tier and the entity's
 * permissions allow (a basics user: the lice view).
 */
export function SearchPage() {
  const { LL } = useI18n();
  usePageTitle(LL.searchPage.title());
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useAppState();
  const tier = user?.tier ?? 'basics';
  const config = useConfig();
  const [text, setText] = useState(params.get('q') ?? '');
  const [filters, setFilters] = useState<SearchFilters>(EMPTY_SEARCH_FILTERS);
  const query = (params.get('q') ?? '').trim();

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = text.trim();
      if (next !== (params.get('q') ?? '')) setParams(next ? { q: next } : {}, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new text starts the wait

  const response = useApi('search', { query: { q: query, limit: SEARCH_LIMIT } }, { enabled: query !== '' });
  const areaOf = useMemo(
    () => new Map((config.data?.farms ?? []).map((farm) => [farm.id, farm.productionArea])),
    [config.data],
  );
  const status: SearchStatus =
    query === ''
      ? { status: 'idle' }
      : response.data
        ? {
            status: 'ready',
            results: response.data.results.map((result): SearchPageResult => ({
              ...result,
              productionArea: result.entityType === 'farm' ? (areaOf.get(result.id) ?? null) : null,
            })),
          }
        : visibleError(response.error)
          ? { status: 'error' }
          : { status: 'loading' };

  const hrefFor = (result: SearchPageResult) => {
    const view = entityViewsFor(result.permissions, tier)[0] ?? 'lice';
    return `/${result.entityType}/${encodeURIComponent(result.id)}/${view}`;
  };
  return (
    <SearchScreen
      query={text}
      onQueryChange={setText}
      status={status}
      filters={filters}
      onFiltersChange={setFilters}
      productionAreas={config.data?.productionAreas ?? []}
      hrefFor={hrefFor}
      onNavigate={(href) => navigate(href)}
    />
  );
}
