import { useI18n } from '../i18n/I18nProvider.tsx';
import { Flag } from '../primitives/Flag/Flag.tsx';
import type { Locale } from '../providers/HavbrukProvider.tsx';
import { focusRing, styled } from '../theme/stitches.config.ts';

const Group = styled('div', {
  display: 'flex',
  gap: '$2',
  variants: { vertical: { true: { flexDirection: 'column', alignItems: 'center' } } },
});
const FlagButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '4px',
  border: '2px solid transparent',
  borderRadius: '$1',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  opacity: 0.75,
  '&:hover': { opacity: 1 },
  '&[aria-pressed="true"]': { borderColor: '$sidebarText', opacity: 1 },
  '&:focus-visible': { ...focusRing, outlineColor: '$sidebarText' },
  '&:disabled': { cursor: 'progress' },
});

const LOCALES: readonly Locale[] = ['no', 'en'];

export interface LanguageFlagsProps {
  onLocaleChange?: (locale: Locale) => void;
  /** The language change is being saved (the selector is disabled until it completes). */
  busy?: boolean;
  vertical?: boolean;
}

/** Language switch as flags: Norwegian (no) and US English (en); the current one is pressed. */
export function LanguageFlags({ onLocaleChange, busy = false, vertical = false }: LanguageFlagsProps) {
  const { LL, locale } = useI18n();
  return (
    <Group role="group" aria-label={LL.language.label()} vertical={vertical}>
      {LOCALES.map((option) => (
        <FlagButton
          key={option}
          type="button"
          aria-pressed={option === locale}
          aria-label={LL.language.switchTo({ language: LL.language[option]() })}
          disabled={busy}
          onClick={() => option !== locale && onLocaleChange?.(option)}
        >
          <Flag locale={option} size={14} decorative />
        </FlagButton>
      ))}
    </Group>
  );
}
