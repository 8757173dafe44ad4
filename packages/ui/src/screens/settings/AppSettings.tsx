import { useI18n } from '../../i18n/I18nProvider.tsx';
import { flattenOrganizations, type ShellOrganization } from '../../layout/navigation.ts';
import { Card } from '../../primitives/Card/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { styled } from '../../theme/stitches.config.ts';

const Fields = styled('div', { display: 'grid', gap: '$5', maxWidth: 560 });
const Text = styled('p', { margin: 0, color: '$textMuted' });

export interface AppSettingsProps {
  darkModeOn: boolean;
  onDarkModeChange: (darkModeOn: boolean) => void;
  /** The user's organizations (umbrella → parent → sub). */
  organizations: readonly ShellOrganization[];
  defaultOrganizationId: string | null;
  onDefaultOrganizationChange: (organizationId: string) => void;
}

/** The App view: dark mode and the default organization (applied at once, saved in the background). */
export function AppSettings({
  darkModeOn,
  onDarkModeChange,
  organizations,
  defaultOrganizationId,
  onDefaultOrganizationChange,
}: AppSettingsProps) {
  const { LL } = useI18n();
  const options = flattenOrganizations(organizations).map((organization) => ({
    value: organization.id,
    label: organization.name,
    // Sub-organizations indented under their parents in the list.
    depth: Math.min(2, organization.depth) as 0 | 1 | 2,
  }));
  return (
    <Card title={LL.settings.app.heading()}>
      <Fields>
        <Switch
          label={LL.settings.app.darkMode()}
          description={LL.settings.app.darkModeText()}
          checked={darkModeOn}
          onCheckedChange={onDarkModeChange}
        />
        {options.length > 0 ? (
          <Select
            label={LL.settings.app.defaultOrganization()}
            description={LL.settings.app.defaultOrganizationText()}
            options={options}
            value={defaultOrganizationId ?? undefined}
            onValueChange={onDefaultOrganizationChange}
          />
        ) : (
          <Text>{LL.settings.app.noOrganizations()}</Text>
        )}
      </Fields>
    </Card>
  );
}
