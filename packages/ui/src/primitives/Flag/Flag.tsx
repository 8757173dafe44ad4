import type { ComponentPropsWithRef } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import type { Locale } from '../../providers/HavbrukProvider.tsx';

export interface FlagProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** `no`: the Norwegian flag; `en`: the US flag (the spec's US English). */
  locale: Locale;
  /** Height in px (width follows the flag's proportions). */
  size?: number;
  /** The language is named next to the flag already. */
  decorative?: boolean;
}

/** A language flag: Norwegian for `no`, United States for `en`. */
export function Flag({ locale, size = 16, decorative = false, ...rest }: FlagProps) {
  const { LL } = useI18n();
  const name = LL.language.flag({ language: LL.language[locale]() });
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  if (locale === 'no') {
    // 22 × 16, cross at 6–10 (white 6–10 / red field, blue 7–9).
    return (
      <svg
        {...rest}
        width={(size * 22) / 16}
        height={size}
        viewBox="0 0 22 16"
        {...a11y}
        focusable="false"
        data-locale="no"
      >
        <rect width="22" height="16" fill="#ba0c2f" />
        <path d="M6 0h4v16H6zM0 6h22v4H0z" fill="#fff" />
        <path d="M7 0h2v16H7zM0 7h22v2H0z" fill="#00205b" />
      </svg>
    );
  }
  // 19 × 10: 13 stripes, canton 7.6 × 5.385 with a simplified star field.
  const stripe = 10 / 13;
  return (
    <svg
      {...rest}
      width={(size * 19) / 10}
      height={size}
      viewBox="0 0 19 10"
      {...a11y}
      focusable="false"
      data-locale="en"
    >
      <rect width="19" height="10" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * 2 * stripe} width="19" height={stripe} fill="#b31942" />
      ))}
      <rect width="7.6" height={stripe * 7} fill="#0a3161" />
      {Array.from({ length: 4 }, (_, row) =>
        Array.from({ length: 5 }, (_, col) => (
          <circle key={`${row}-${col}`} cx={0.76 + col * 1.52} cy={0.67 + row * 1.35} r={0.28} fill="#fff" />
        )),
      )}
    </svg>
  );
}
