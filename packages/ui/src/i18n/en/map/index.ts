import type { BaseTranslation } from '../../i18n-types';

/** Texts of the map area (owned by the map work; add keys here and in ../../no/map/index.ts). */
const en_map: BaseTranslation = {
  label: 'Map of farm sites',
};

export default en_map;
