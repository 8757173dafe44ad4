import { useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import type { Tier } from '../../layout/navigation.ts';
import { Card } from '../../primitives/Card/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { PRODUCT_NAME } from '../../providers/product.ts';
import { useHavbrukSettings, type Locale } from '../../providers/HavbrukProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { SettingsColumns } from './SettingsScreen.tsx';

const Fields = styled('div', { display: 'grid', gap: '$4' });
const Text = styled('p', { margin: 0, color: '$textMuted' });
const Link = styled('a', { color: '$primaryText', fontWeight: '$medium' });
const Label = styled('span', {
  display: 'inline-block',
  padding: '$1 $3',
  borderRadius: '$round',
  backgroundColor: '$primarySubtle',
  color: '$text',
  fontWeight: '$semibold',
});
const Side = styled('div', { display: 'grid', gap: '$4' });

export interface ProfileSectionProps {
  name: string;
  title: string;
  language: Locale;
  email: string;
  tier: Tier;
  /** Saves the trimmed name (never empty); resolves when saved, rejects when refused (the field rolls back). */
  onSaveName: (name: string) => Promise<unknown>;
  /** Saves the trimmed title (may be empty). */
  onSaveTitle: (title: string) => Promise<unknown>;
  onLanguageChange: (language: Locale) => void;
  /** A language change is being saved: the choice is disabled until it completes. */
  languageBusy?: boolean;
  /** Where basics users ask for an upgrade (upgrades are requested by email). */
  upgradeHref: string;
}

/**
 * The profile on the settings page: name (required, saved on blur), title (optional), language, the read-only
 * login email, a help contact box and the account area per tier (basics: the upgrade link; essentials: the
 * Explorer label).
 */
export function ProfileSection({
  name,
  title,
  language,
  email,
  tier,
  onSaveName,
  onSaveTitle,
  onLanguageChange,
  languageBusy = false,
  upgradeHref,
}: ProfileSectionProps) {
  const { LL } = useI18n();
  const { supportEmail } = useHavbrukSettings();
  // A refused save rolls the field back to the saved value (a fresh field shows it).
  const [revision, setRevision] = useState(0);
  const rollingBack = (save: (value: string) => Promise<unknown>) => async (value: string) => {
    try {
      await save(value);
    } catch (error) {
      setRevision((current) => current + 1);
      throw error;
    }
  };
  const explorer = LL.product.explorer();
  return (
    <SettingsColumns>
      <Card title={LL.settings.profile.heading()}>
        <Fields>
          <TextField
            key={`name-${revision}`}
            label={LL.settings.profile.name()}
            value={name}
            required
            requiredMessage={LL.validation.nameEmpty()}
            saveOnBlur
            onSave={rollingBack(onSaveName)}
            autoComplete="name"
          />
          <TextField
            key={`title-${revision}`}
            label={LL.settings.profile.title()}
            value={title}
            placeholder={LL.validation.titlePrompt()}
            saveOnBlur
            onSave={rollingBack(onSaveTitle)}
            autoComplete="organization-title"
          />
          <Select
            label={LL.settings.profile.language()}
            options={[
              { value: 'en', label: LL.settings.profile.english() },
              { value: 'no', label: LL.settings.profile.norwegian() },
            ]}
            value={language}
            disabled={languageBusy}
            onValueChange={(value) => {
              if (value === 'en' || value === 'no') onLanguageChange(value);
            }}
          />
          <TextField
            label={LL.settings.profile.email()}
            description={LL.settings.profile.emailReadOnly()}
            value={email}
            readOnly
          />
        </Fields>
      </Card>
      <Side>
        <Card title={LL.settings.plan.heading()} headingLevel={2}>
          {tier === 'essentials' ? (
            <Fields>
              <span>
                <Label>{explorer}</Label>
              </span>
              <Text>{LL.settings.plan.essentials({ explorer })}</Text>
            </Fields>
          ) : (
            <Fields>
              <Text>{LL.settings.plan.basics({ tier: LL.tier.basics() })}</Text>
              <Text>{LL.settings.plan.upgradeText({ explorer })}</Text>
              <Link href={upgradeHref}>{LL.settings.plan.upgrade({ explorer })}</Link>
            </Fields>
          )}
        </Card>
        <Card title={LL.settings.help.heading()} headingLevel={2}>
          <Text>
            {LL.settings.help.text({ product: PRODUCT_NAME })}{' '}
            <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
          </Text>
        </Card>
      </Side>
    </SettingsColumns>
  );
}
