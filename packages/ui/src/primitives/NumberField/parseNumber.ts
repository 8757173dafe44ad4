import type { Locale } from '../../providers/HavbrukProvider.tsx';

/**
 * Reads a number typed in either language: accepts '.' or ',' as the decimal mark and ignores spaces
 * (including no-break spaces) used as thousands separators. Returns null for empty input, NaN for text that
 * is not a number.
 */
export function parseNumber(text: string, _locale?: Locale): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  if (compact === '') return null;
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/** A number for editing: no thousands separators, the language's decimal mark. */
export function editableNumber(value: number | null, locale: Locale): string {
  if (value === null || !Number.isFinite(value)) return '';
  const text = String(value);
  return locale === 'no' ? text.replace('.', ',') : text;
}
