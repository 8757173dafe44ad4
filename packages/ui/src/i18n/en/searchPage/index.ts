import type { BaseTranslation } from '../../i18n-types';

const en_searchPage: BaseTranslation = {
  title: 'Search',
  box: 'Search farms and organizations',
  placeholder: 'Farm name, locality number, municipality or company',
  filters: 'Filters',
  filtersActive: 'Filters ({count:number})',
  entityType: 'Entity type',
  productionArea: 'Production area',
  operator: 'Operator',
  all: 'All',
  area: '{id:number}. {name:string}',
  clearFilters: 'Clear filters',
  count: '{formatted:string} {{count:result|results}}',
  yourResults: 'Your results',
  umbrellaResults: 'Results for {name:string}',
  allResults: 'All results',
  results: 'Search results',
  keyboardHint: 'Use the arrow keys to move through the results and Enter to open one.',
  type: {
    farm: 'Farm',
    cage: 'Cage',
    fishGroup: 'Fish group',
    organization: 'Organization',
  },
  generations: 'Generations',
  generation: '{season:string} (from {start:string})',
  noGenerations: 'No generations',
  noOperator: 'No operator',
  noAddress: 'No address',
  privateFarm: 'Private farm: your company’s data',
  error: 'Search failed. Try again in a moment.',
};

export default en_searchPage;
