import { useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { PRODUCT_NAME } from '../../providers/product.ts';
import type { Locale } from '../../providers/HavbrukProvider.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { AccountActions, AccountFrame, AccountHeading, AccountText } from './AccountFrame.tsx';

const Fieldset = styled('fieldset', {
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
});

const Legend = styled('legend', { fontWeight: '$semibold', marginBottom: '$2', color: '$text' });

const Option = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3',
  border: '1px solid $border',
  borderRadius: '$2',
  cursor: 'pointer',
  color: '$text',
  '&:hover': { backgroundColor: '$surfaceHover' },
  '&:has(input:checked)': { borderColor: '$primary', backgroundColor: '$primarySubtle' },
  '&:has(input:focus-visible)': focusRing,
  '& input': { margin: 0, accentColor: 'var(--hb-colors-primary)' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.7 },
});

const Overlay = styled('div', {
  position: 'absolute',
  inset: 0,
  borderRadius: '$3',
  backgroundColor: '$overlay',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: '$overlay',
});

const OverlayBox = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$4 $5',
  borderRadius: '$2',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontWeight: '$medium',
  boxShadow: '$2',
});

/** The setup flow's status: choosing, saving (overlay loader), or the save failed (message; Next works again). */
export type SetupStatus = 'choosing' | 'saving' | 'failure';

export interface SetupScreenProps {
  /** The chosen language (controlled); null until the user picks one. */
  value?: Locale | null;
  defaultValue?: Locale | null;
  onValueChange?: (language: Locale) => void;
  status?: SetupStatus;
  /** Next: posts the language (`POST /users/data/onboard`). */
  onComplete: (language: Locale) => void;
}

const isLanguage = (value: unknown): value is Locale => value === 'en' || value === 'no';

/** `/setup`: one-step onboarding. The user picks English or Norwegian; Next is enabled only for en or no. */
export function SetupScreen({
  value,
  defaultValue = null,
  onValueChange,
  status = 'choosing',
  onComplete,
}: SetupScreenProps) {
  const { LL } = useI18n();
  const saving = status === 'saving';
  const [uncontrolled, setUncontrolled] = useState<Locale | null>(defaultValue);
  const language = value !== undefined ? value : uncontrolled;
  const choose = (next: Locale) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const options: { value: Locale; label: string }[] = [
    { value: 'en', label: LL.account.setup.english() },
    { value: 'no', label: LL.account.setup.norwegian() },
  ];
  return (
    <AccountFrame
      state={status === 'choosing' ? (language ? 'chosen' : 'empty') : status}
      overlay={
        saving ? (
          <Overlay>
            <OverlayBox role="status">
              <Spinner decorative size="large" />
              {LL.account.setup.saving()}
            </OverlayBox>
          </Overlay>
        ) : null
      }
    >
      <AccountHeading>{LL.account.setup.heading({ product: PRODUCT_NAME })}</AccountHeading>
      <AccountText>{LL.account.setup.intro()}</AccountText>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isLanguage(language) && !saving) onComplete(language);
        }}
      >
        <Fieldset disabled={saving}>
          <Legend>{LL.account.setup.languageLegend()}</Legend>
          {options.map((option) => (
            <Option key={option.value} data-disabled={saving ? '' : undefined}>
              <input
                type="radio"
                name="language"
                value={option.value}
                checked={language === option.value}
                onChange={() => choose(option.value)}
              />
              <span lang={option.value === 'no' ? 'nb' : 'en'}>{option.label}</span>
            </Option>
          ))}
        </Fieldset>
        {status === 'failure' ? (
          <AccountText tone="danger" role="alert" css={{ marginTop: '$4' }}>
            {LL.account.setup.failed()}
          </AccountText>
        ) : null}
        <AccountActions css={{ marginTop: '$5', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="primary" disabled={!isLanguage(language) || saving}>
            {LL.account.setup.complete()}
          </Button>
        </AccountActions>
      </form>
    </AccountFrame>
  );
}
