import type { NamespaceSearchPageTranslation } from '../../i18n-types';

const no_searchPage: NamespaceSearchPageTranslation = {
  title: 'Søk',
  box: 'Søk etter anlegg og organisasjoner',
  placeholder: 'Anleggsnavn, lokalitetsnummer, kommune eller selskap',
  filters: 'Filtre',
  filtersActive: 'Filtre ({count})',
  entityType: 'Enhetstype',
  productionArea: 'Produksjonsområde',
  operator: 'Operatør',
  all: 'Alle',
  area: '{id}. {name}',
  clearFilters: 'Fjern filtre',
  count: '{formatted} {{treff|treff}}',
  yourResults: 'Dine treff',
  umbrellaResults: 'Treff for {name}',
  allResults: 'Alle treff',
  results: 'Søkeresultater',
  keyboardHint: 'Bruk piltastene for å gå gjennom treffene og Enter for å åpne et.',
  type: {
    farm: 'Anlegg',
    cage: 'Merd',
    fishGroup: 'Fiskegruppe',
    organization: 'Organisasjon',
  },
  generations: 'Generasjoner',
  generation: '{season} (fra {start})',
  noGenerations: 'Ingen generasjoner',
  noOperator: 'Ingen operatør',
  noAddress: 'Ingen adresse',
  privateFarm: 'Privat anlegg: selskapets egne data',
  error: 'Søket feilet. Prøv igjen om litt.',
};

export default no_searchPage;
