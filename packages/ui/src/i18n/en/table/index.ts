import type { BaseTranslation } from '../../i18n-types';

/** Texts of the DataTable area (owned by the DataTable work; add keys here and in ../../no/table/index.ts). */
const en_table: BaseTranslation = {
  search: 'Search',
  clearSearch: 'Clear search',
  searchIn: 'Search in {table:string}',
  rowCount: '{formatted:string} {{count:row|rows}}',
  filters: 'Filters',
  filtersWithCount: 'Filters ({count:number})',
  filtersFor: 'Filters for {table:string}',
  clearFilters: 'Clear filters',
  minimum: 'Minimum',
  maximum: 'Maximum',
  from: 'From',
  to: 'To',
  contains: 'Contains',
  numberHint: 'Numbers only, {min:string} or more. Anything else clears the field.',
  numberHintMax: 'Numbers only, from {min:string} to {max:string}. Anything else clears the field.',
  dateHint: 'Dates in the data: {min:string} to {max:string}.',
  pageSize: 'Rows per page',
  pageRange: '{from:string}–{to:string} of {total:string}',
  paging: 'Pages of {table:string}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  download: 'Download CSV',
  empty: 'No data is available for this view.',
  emptyFiltered: 'Uh ohh... There is no data here! Adjust your filters to see results.',
  selection: 'Selection',
  selectRow: 'Select {row:string}',
  yes: 'Yes',
  no: 'No',
};

export default en_table;
