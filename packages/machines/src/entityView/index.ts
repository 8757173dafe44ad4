export { aggregationsFor, changeEntityState, entityHref, parseEntitySearch } from './entityUrl.ts';
export type { EntityLocation, EntityPageState, EntitySearch } from './entityUrl.ts';
