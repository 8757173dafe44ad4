import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/index.ts';
import { styled } from '../../theme/stitches.config.ts';

const Body = styled('div', { display: 'grid', gap: '$4', maxWidth: 640, justifyItems: 'start' });
const Heading = styled('h3', { margin: 0, fontSize: '$4', color: '$text' });
const Text = styled('p', { margin: 0, color: '$textMuted' });
const Alert = styled('p', { margin: 0, color: '$dangerText', fontWeight: '$medium' });

/** `confirming`: the confirmation is open; `deleting`: `DELETE /users/data` runs; `failed`: it was refused. */
export type DeleteAccountStatus = 'idle' | 'confirming' | 'deleting' | 'failed';

export interface DangerZoneProps {
  email: string;
  status: DeleteAccountStatus;
  /** Opens (true) or cancels (false) the confirmation. */
  onConfirmOpenChange: (open: boolean) => void;
  /** The user confirmed: delete the account. */
  onDelete: () => void;
}

/** The Danger zone view: account deletion behind an explicit confirmation (both tiers). */
export function DangerZone({ email, status, onConfirmOpenChange, onDelete }: DangerZoneProps) {
  const { LL } = useI18n();
  return (
    <Card title={LL.settings.danger.heading()} data-state={status}>
      <Body>
        <Heading>{LL.settings.danger.deleteHeading()}</Heading>
        <Text>{LL.settings.danger.deleteText()}</Text>
        {status === 'failed' ? <Alert role="alert">{LL.settings.danger.failed()}</Alert> : null}
        <Button variant="danger" onClick={() => onConfirmOpenChange(true)}>
          {LL.settings.danger.delete()}
        </Button>
      </Body>
      <ConfirmDialog
        open={status === 'confirming' || status === 'deleting'}
        onOpenChange={(open) => {
          if (status !== 'deleting') onConfirmOpenChange(open);
        }}
        title={LL.settings.danger.confirmTitle()}
        description={LL.settings.danger.confirmText({ email })}
        confirmLabel={LL.settings.danger.confirm()}
        destructive
        busy={status === 'deleting'}
        onConfirm={onDelete}
      />
    </Card>
  );
}
