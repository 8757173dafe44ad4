import type { NamespaceTableTranslation } from '../../i18n-types';

const no_table: NamespaceTableTranslation = {
  search: 'Søk',
  clearSearch: 'Tøm søket',
  searchIn: 'Søk i {table}',
  rowCount: '{formatted} {{count:rad|rader}}',
  filters: 'Filtre',
  filtersWithCount: 'Filtre ({count})',
  filtersFor: 'Filtre for {table}',
  clearFilters: 'Nullstill filtre',
  minimum: 'Minimum',
  maximum: 'Maksimum',
  from: 'Fra',
  to: 'Til',
  contains: 'Inneholder',
  numberHint: 'Bare tall, {min} eller mer. Annet tømmer feltet.',
  numberHintMax: 'Bare tall, fra {min} til {max}. Annet tømmer feltet.',
  dateHint: 'Datoer i dataene: {min} til {max}.',
  pageSize: 'Rader per side',
  pageRange: '{from}–{to} av {total}',
  paging: 'Sider i {table}',
  previousPage: 'Forrige side',
  nextPage: 'Neste side',
  download: 'Last ned CSV',
  empty: 'Ingen data er tilgjengelig for denne visningen.',
  emptyFiltered: 'Oi sann... Det er ingen data her! Juster filtrene for å se resultater.',
  selection: 'Valg',
  selectRow: 'Velg {row}',
  yes: 'Ja',
  no: 'Nei',
};

export default no_table;
