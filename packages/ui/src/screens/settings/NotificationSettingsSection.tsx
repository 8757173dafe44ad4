import type { NotificationSettings } from '@havbruk/api';
import { NOTIFICATION_DISTANCE, type NotificationSettingsStatus } from '@havbruk/machines';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { Card } from '../../primitives/Card/index.ts';
import { Slider } from '../../primitives/Slider/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { styled } from '../../theme/stitches.config.ts';

const Events = styled('div', { display: 'grid', gap: '$5' });
const Event = styled('fieldset', {
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$4',
  maxWidth: 560,
});
const Legend = styled('legend', { fontWeight: '$semibold', color: '$text', marginBottom: '$3' });
const Type = styled('div', { display: 'grid', gap: '$3', paddingLeft: '$2' });
const Text = styled('p', { margin: 0, color: '$textMuted' });
const Status = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2', color: '$textMuted' });

const EVENT_ORDER = ['disease-detected', 'risk-disease', 'weekly-report'];

function eventName(event: string, LL: TranslationFunctions): string {
  return event === 'disease-detected' || event === 'risk-disease' || event === 'weekly-report'
    ? LL.notifications.event[event]()
    : event;
}

function typeName(key: string, LL: TranslationFunctions): string {
  return key === 'lice' || key === 'pd' || key === 'ila' || key === 'email' ? LL.notifications.type[key]() : key;
}

export interface NotificationSettingsSectionProps {
  settings: NotificationSettings;
  /** `saving` while a change waits or is sent; `failed` when the last one was refused and rolled back. */
  status: NotificationSettingsStatus;
  onActiveChange: (event: string, key: string, active: boolean) => void;
  /** Every slider step (shown at once); the save follows 800 ms after the last one. */
  onDistanceChange: (event: string, key: string, distance: number) => void;
}

/**
 * Notification settings (essentials): per event its types, each with an active switch and, where it has one, a
 * distance slider (20–60 km, step 10).
 */
export function NotificationSettingsSection({
  settings,
  status,
  onActiveChange,
  onDistanceChange,
}: NotificationSettingsSectionProps) {
  const { LL } = useI18n();
  const events = Object.keys(settings).sort(
    (a, b) => (EVENT_ORDER.indexOf(a) + 1 || 99) - (EVENT_ORDER.indexOf(b) + 1 || 99),
  );
  return (
    <Card
      title={LL.settings.alerts.heading()}
      data-state={status}
      actions={
        status === 'saving' ? (
          <Status role="status">
            <Spinner decorative size="small" />
            {LL.settings.alerts.saving()}
          </Status>
        ) : null
      }
    >
      <Events>
        <Text>{LL.settings.alerts.text()}</Text>
        {events.map((event) => (
          <Event key={event}>
            <Legend>{eventName(event, LL)}</Legend>
            {settings[event]!.types.map((type) => {
              const name = typeName(type.key, LL);
              return (
                <Type key={type.key}>
                  <Switch
                    label={name}
                    checked={type.active}
                    onCheckedChange={(active) => onActiveChange(event, type.key, active)}
                  />
                  {type.distance ? (
                    <Slider
                      label={LL.settings.alerts.distance({ type: name })}
                      min={type.distance.min ?? NOTIFICATION_DISTANCE.min}
                      max={type.distance.max ?? NOTIFICATION_DISTANCE.max}
                      step={NOTIFICATION_DISTANCE.step}
                      unit={LL.notifications.distanceUnit()}
                      value={[type.distance.value]}
                      disabled={!type.active}
                      onValueChange={([distance]) => {
                        if (distance !== undefined) onDistanceChange(event, type.key, distance);
                      }}
                    />
                  ) : null}
                </Type>
              );
            })}
          </Event>
        ))}
      </Events>
    </Card>
  );
}
