import { LIMITS, type EntityType, type SearchResult } from '@havbruk/api';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { formatDate, formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { Button, EmptyState, ErrorBox, Icon, Popover, Select, Skeleton } from '../../primitives/index.ts';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { groupSearchResults, type SearchGroup } from './groupResults.ts';

/** A search result with the production area joined from the farm config (null for organizations). */
export interface SearchPageResult extends SearchResult {
  productionArea: number | null;
}

export interface SearchFilters {
  entityType: EntityType | null;
  productionArea: number | null;
  operator: string | null;
}

export const EMPTY_SEARCH_FILTERS: SearchFilters = { entityType: null, productionArea: null, operator: null };

/** `idle`: no query yet (the keyword prompt). */
export type SearchStatus =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; results: readonly SearchPageResult[] }
  | { status: 'error' };

export interface SearchScreenProps {
  /** The search box's text (controlled; the app debounces it before searching). */
  query: string;
  onQueryChange: (query: string) => void;
  status: SearchStatus;
  filters: SearchFilters;
  onFiltersChange: (filters: SearchFilters) => void;
  productionAreas: readonly { id: number; name: string }[];
  /** Where a result leads (the entity page, or for a basics user what the tier allows). */
  hrefFor: (result: SearchPageResult) => string;
  /** In-app navigation for a plain click or Enter. */
  onNavigate?: (href: string) => void;
}

const Page = styled('div', { display: 'grid', gap: '$4', padding: '$5', '@small': { padding: '$3' } });
const Title = styled('h1', { margin: 0, fontSize: '$6', fontWeight: '$semibold', color: '$text' });
const Bar = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });
const InputWrap = styled('label', {
  flex: '1 1 320px',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  height: '44px',
  px: '$3',
  borderRadius: '$2',
  border: '1px solid $borderStrong',
  backgroundColor: '$surfaceRaised',
  color: '$textMuted',
  '&:focus-within': { ...focusRing },
});
const Input = styled('input', {
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: '$text',
  fontSize: '$3',
});
const Count = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2' });
const FilterFields = styled('div', { display: 'grid', gap: '$3', minWidth: '240px' });
const GroupTitle = styled('h2', { margin: 0, fontSize: '$4', fontWeight: '$semibold', color: '$text' });
const Grid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(362px, 100%), 362px))',
  gap: '$3',
});
const CardLink = styled('a', {
  display: 'grid',
  gap: '$1',
  padding: '$3 $4',
  height: '100%',
  boxSizing: 'border-box',
  borderRadius: '$3',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  textDecoration: 'none',
  '&:hover': { borderColor: '$borderStrong' },
  '&:focus-visible': { ...focusRing },
});
const CardTop = styled('span', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$2',
  color: '$textMuted',
  fontSize: '$1',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
const CardLabel = styled('span', { fontSize: '$4', fontWeight: '$semibold', color: '$primaryText' });
const CardLine = styled('span', { fontSize: '$2', color: '$textMuted' });
const Lock = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$1', color: '$textMuted' });

const activeFilters = (filters: SearchFilters) =>
  Number(filters.entityType !== null) + Number(filters.productionArea !== null) + Number(filters.operator !== null);

/** Applies the filter dropdown to the results (the server's answer is already ranked). */
export function filterSearchResults(results: readonly SearchPageResult[], filters: SearchFilters): SearchPageResult[] {
  return results.filter(
    (result) =>
      (filters.entityType === null || result.entityType === filters.entityType) &&
      (filters.productionArea === null || result.productionArea === filters.productionArea) &&
      (filters.operator === null || result.operator?.id === filters.operator),
  );
}

/**
 * The search page (spec 2 §2): search box, filter dropdown (entity type, production area, operator), result
 * count and result cards (362 px columns) grouped as Your results, umbrella organizations and all results.
 * Cards show type, label, address, generations and operator; a lock marks private farms (spec 2 §2: the user's
 * own company's farms, whose private data they open). Empty query: the keyword prompt; no match: the no-results message. Arrow keys move through the
 * results (from the search box too); Enter opens the focused card.
 */
export function SearchScreen(props: SearchScreenProps) {
  const { LL, locale } = useI18n();
  const T = LL.searchPage;
  const gridRef = useRef<HTMLDivElement>(null);
  const all = props.status.status === 'ready' ? props.status.results : [];
  const filtered = filterSearchResults(all, props.filters);
  const groups = groupSearchResults(filtered);
  const operators = [
    ...new Map(all.flatMap((r) => (r.operator ? [[r.operator.id, r.operator.name] as const] : []))).entries(),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  const active = activeFilters(props.filters);

  const cards = () => [...(gridRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) return;
    const list = cards();
    if (list.length === 0) return;
    const target = event.target as HTMLElement;
    const inInput = target.tagName === 'INPUT';
    if (
      inInput &&
      (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End')
    )
      return;
    event.preventDefault();
    const at = list.indexOf(target as HTMLAnchorElement);
    const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? list.length - 1
          : at < 0
            ? forward
              ? 0
              : list.length - 1
            : (at + (forward ? 1 : -1) + list.length) % list.length;
    list[next]?.focus();
  };

  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!props.onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    props.onNavigate(href);
  };

  const groupTitle = (group: SearchGroup) =>
    group.kind === 'yours'
      ? T.yourResults()
      : group.kind === 'umbrella'
        ? T.umbrellaResults({ name: group.name })
        : T.allResults();

  return (
    <Page onKeyDown={onKeyDown}>
      <Title>{T.title()}</Title>
      <Bar role="search">
        <InputWrap>
          <Icon name="search" size={18} aria-hidden="true" />
          <Input
            type="search"
            aria-label={T.box()}
            aria-describedby="search-keyboard-hint"
            placeholder={T.placeholder()}
            value={props.query}
            autoComplete="off"
            maxLength={LIMITS.name}
            onChange={(event) => props.onQueryChange(event.target.value)}
          />
        </InputWrap>
        <Popover
          align="end"
          label={T.filters()}
          trigger={<Button variant="secondary">{active ? T.filtersActive({ count: active }) : T.filters()}</Button>}
        >
          <FilterFields>
            <Select
              label={T.entityType()}
              options={[
                { value: 'all', label: T.all() },
                { value: 'farm', label: T.type.farm() },
                { value: 'organization', label: T.type.organization() },
              ]}
              value={props.filters.entityType ?? 'all'}
              onValueChange={(value) =>
                props.onFiltersChange({ ...props.filters, entityType: value === 'all' ? null : (value as EntityType) })
              }
            />
            <Select
              label={T.productionArea()}
              options={[
                { value: 'all', label: T.all() },
                ...props.productionAreas.map((area) => ({ value: String(area.id), label: T.area(area) })),
              ]}
              value={props.filters.productionArea === null ? 'all' : String(props.filters.productionArea)}
              onValueChange={(value) =>
                props.onFiltersChange({ ...props.filters, productionArea: value === 'all' ? null : Number(value) })
              }
            />
            <Select
              label={T.operator()}
              options={[{ value: 'all', label: T.all() }, ...operators.map(([value, label]) => ({ value, label }))]}
              value={props.filters.operator ?? 'all'}
              onValueChange={(value) =>
                props.onFiltersChange({ ...props.filters, operator: value === 'all' ? null : value })
              }
            />
            <Button
              variant="ghost"
              size="small"
              disabled={active === 0}
              onClick={() => props.onFiltersChange(EMPTY_SEARCH_FILTERS)}
            >
              {T.clearFilters()}
            </Button>
          </FilterFields>
        </Popover>
      </Bar>
      <Count id="search-keyboard-hint" role="status" aria-live="polite">
        {props.status.status === 'ready'
          ? `${T.count({ formatted: formatNumber(filtered.length, locale), count: filtered.length })}. ${T.keyboardHint()}`
          : ''}
      </Count>
      <div ref={gridRef} data-state={props.status.status}>
        {props.status.status === 'idle' && <EmptyState icon="search" title={LL.empty.keywordPrompt()} />}
        {props.status.status === 'loading' && (
          <Grid aria-busy="true" aria-label={T.results()}>
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton height={120} />
              </li>
            ))}
          </Grid>
        )}
        {props.status.status === 'error' && <ErrorBox message={T.error()} />}
        {props.status.status === 'ready' && filtered.length === 0 && (
          <EmptyState icon="search" title={LL.empty.noResults()} description={LL.empty.keywordPrompt()} />
        )}
        {groups.map((group) => (
          <section key={group.id} aria-label={groupTitle(group)} style={{ display: 'grid', gap: 12, marginBottom: 24 }}>
            <GroupTitle>{groupTitle(group)}</GroupTitle>
            <Grid>
              {group.results.map((result) => {
                const href = props.hrefFor(result);
                const privateFarm = result.entityType === 'farm' && result.permissions === 'private';
                return (
                  <li key={`${result.entityType}:${result.id}`}>
                    <CardLink
                      data-result=""
                      href={href}
                      onClick={(event) => open(event, href)}
                      data-private={privateFarm}
                    >
                      <CardTop>
                        <span>{T.type[result.entityType]()}</span>
                        {privateFarm && (
                          <Lock role="img" aria-label={T.privateFarm()} title={T.privateFarm()}>
                            <Icon name="lock" size={16} aria-hidden="true" />
                          </Lock>
                        )}
                      </CardTop>
                      <CardLabel>{result.label}</CardLabel>
                      <CardLine>{result.address ?? T.noAddress()}</CardLine>
                      <CardLine>
                        {T.generations()}:{' '}
                        {result.generations.length
                          ? result.generations
                              .map((g) => T.generation({ season: g.season, start: formatDate(g.startDate, locale) }))
                              .join(', ')
                          : T.noGenerations()}
                      </CardLine>
                      <CardLine>
                        {T.operator()}: {result.operator?.name ?? T.noOperator()}
                      </CardLine>
                    </CardLink>
                  </li>
                );
              })}
            </Grid>
          </section>
        ))}
      </div>
    </Page>
  );
}
