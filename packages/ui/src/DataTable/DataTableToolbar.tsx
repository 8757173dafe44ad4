import { Popover } from 'radix-ui';
import { formatNumber } from '../format/index.ts';
import { useI18n } from '../i18n/index.ts';
import { Button } from '../primitives/Button/Button.tsx';
import { Icon } from '../primitives/Icon/Icon.tsx';
import { IconButton } from '../primitives/IconButton/IconButton.tsx';
import * as S from './DataTable.styles.ts';
import { FilterPanel } from './FilterPanel.tsx';
import type { DataTableState } from './useDataTableState.ts';

export interface DataTableToolbarProps<Row> {
  state: DataTableState<Row>;
  /** Accessible name of the table, already translated (names the search box and the filter panel). */
  label: string;
  /** Shows the global search box. */
  searchable: boolean;
  /** Shows the download button. */
  exportable: boolean;
}

/**
 * The table's toolbar: the global search field, the "Filters" popover (staged edits are applied when it
 * closes), the live row count and the CSV download button.
 */
export function DataTableToolbar<Row>({ state, label, searchable, exportable }: DataTableToolbarProps<Row>) {
  const { LL, locale } = useI18n();
  const { filterColumns, activeFilterCount, searchText, setSearchText } = state;
  return (
    <S.Toolbar>
      {searchable ? (
        // The design-system SearchBox is a combobox with a result list; the table's search filters rows in
        // place, so it is a plain search field in the same look (icon, input, clear button).
        <S.SearchField>
          <Icon name="search" size={18} aria-hidden="true" />
          <S.SearchInput
            type="search"
            value={searchText}
            placeholder={LL.table.search()}
            aria-label={LL.table.searchIn({ table: label })}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
          {searchText !== '' ? (
            <IconButton
              icon="close"
              size="small"
              variant="ghost"
              label={LL.table.clearSearch()}
              onClick={() => setSearchText('')}
            />
          ) : null}
        </S.SearchField>
      ) : null}
      {filterColumns.length > 0 ? (
        <Popover.Root
          onOpenChange={(open) => {
            if (!open) state.commitFilters();
          }}
        >
          <Popover.Trigger asChild>
            <S.ToolButton type="button">
              {activeFilterCount > 0 ? LL.table.filtersWithCount({ count: activeFilterCount }) : LL.table.filters()}
            </S.ToolButton>
          </Popover.Trigger>
          <Popover.Content asChild align="start" sideOffset={4} aria-label={LL.table.filtersFor({ table: label })}>
            <S.FilterContent>
              <FilterPanel
                columns={filterColumns}
                draft={state.filterDraft}
                bounds={state.dateBounds}
                options={state.valueOptions}
                locale={locale}
                LL={LL}
                onChange={state.setFilterDraft}
              />
              <S.FilterActions>
                <S.ToolButton
                  type="button"
                  onClick={state.clearFilters}
                  disabled={activeFilterCount === 0 && !state.hasFilterDraft}
                >
                  {LL.table.clearFilters()}
                </S.ToolButton>
              </S.FilterActions>
            </S.FilterContent>
          </Popover.Content>
        </Popover.Root>
      ) : null}
      <S.Count aria-live="polite">
        {LL.table.rowCount({ formatted: formatNumber(state.filteredCount, locale), count: state.filteredCount })}
      </S.Count>
      <S.Spacer />
      {exportable ? (
        <Button variant="primary" size="small" onClick={state.requestExport} disabled={state.status === 'empty'}>
          {LL.table.download()}
        </Button>
      ) : null}
    </S.Toolbar>
  );
}
