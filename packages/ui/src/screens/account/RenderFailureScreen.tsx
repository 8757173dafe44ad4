import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { PRODUCT_NAME } from '../../providers/product.ts';
import { useHavbrukSettings } from '../../providers/HavbrukProvider.tsx';
import { AccountActions, AccountFrame, AccountHeading, AccountLink, AccountText } from './AccountFrame.tsx';

export interface RenderFailureScreenProps {
  /** The incident id from `POST /users/data/error`; null while it is generated. */
  incidentId: string | null;
  /** The connection is lost: the offline message replaces the failure text. */
  offline?: boolean;
  /** "Refresh Page". */
  onReload: () => void;
}

/** The error boundary's page: "Uh ohh... the boat has sunk!" with the alert message and the incident id line. */
export function RenderFailureScreen({ incidentId, offline = false, onReload }: RenderFailureScreenProps) {
  const { LL } = useI18n();
  const { supportEmail } = useHavbrukSettings();
  return (
    <AccountFrame state={offline ? 'offline' : incidentId ? 'reported' : 'reporting'}>
      <AccountHeading>{LL.error.renderFailure()}</AccountHeading>
      <div role="alert">
        {offline ? (
          <AccountText tone="normal">{LL.error.offline({ product: PRODUCT_NAME })}</AccountText>
        ) : (
          <>
            <AccountText tone="normal">{LL.error.issueOnOurEnd()}</AccountText>
            <AccountText css={{ marginTop: '$2' }}>
              {LL.error.teamNotified()} <AccountLink href={`mailto:${supportEmail}`}>{supportEmail}</AccountLink>
            </AccountText>
          </>
        )}
      </div>
      <AccountText aria-live="polite">
        {LL.error.incidentId()} {incidentId ?? LL.error.generatingIncidentId()}
      </AccountText>
      <AccountActions>
        <Button variant="primary" onClick={onReload}>
          {LL.error.refreshPage()}
        </Button>
      </AccountActions>
    </AccountFrame>
  );
}
