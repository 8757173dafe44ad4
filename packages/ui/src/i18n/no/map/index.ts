import type { NamespaceMapTranslation } from '../../i18n-types';

const no_map: NamespaceMapTranslation = {
  label: 'Kart over anlegg',
};

export default no_map;
