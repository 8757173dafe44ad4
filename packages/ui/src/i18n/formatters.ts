import type { FormattersInitializer } from 'typesafe-i18n';
import type { Locales, Formatters } from './i18n-types';

// Numbers and dates are formatted with the ui format module before they are passed to a text, so the
// catalogues need no formatters of their own.
export const initFormatters: FormattersInitializer<Locales, Formatters> = (_locale: Locales) => {
  const formatters: Formatters = {};

  return formatters;
};
