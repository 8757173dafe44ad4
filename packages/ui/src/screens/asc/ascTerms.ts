import type { TranslationFunctions } from '../../i18n/i18n-types';

/** The certification data's words (animals, their kinds, causes, escaped species; English in the API) → text keys. */
const TERM_KEYS: Record<string, keyof TranslationFunctions['asc']['term']> = {
  Bird: 'bird',
  Mammal: 'mammal',
  'Grey heron': 'greyHeron',
  'Great cormorant': 'greatCormorant',
  'Harbour seal': 'harbourSeal',
  'Grey seal': 'greySeal',
  'European otter': 'europeanOtter',
  'Atlantic salmon': 'atlanticSalmon',
  Entanglement: 'entanglement',
  'Lethal action': 'lethalAction',
  Drowning: 'drowning',
};

/** A word of the certification data in the language; a word the texts do not know is shown as sent. */
export const ascTerm = (LL: TranslationFunctions, word: string): string => {
  const key = TERM_KEYS[word];
  return key ? LL.asc.term[key]() : word;
};
