import type { FarmRisk, RiskLabel } from '@havbruk/api';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { AppLink } from './AppLink.tsx';
import { RiskDetails } from './RiskDetails.tsx';

export interface RiskModalProps {
  farm: { id: string; name: string } | null;
  /** The farm's risks, or loading. */
  risk: FarmRisk | 'loading';
  /** The selected disease (resolved from the URL with `resolveRiskView`). */
  view: RiskLabel | null;
  onViewChange: (label: RiskLabel) => void;
  /** Closing (close button, Escape, the backdrop) returns to /health. */
  onClose: () => void;
  onNavigate?: (href: string) => void;
}

/** The risk modal of /health/risks/{farmId}/{view} (at most 1200 px wide). */
export function RiskModal({ farm, risk, view, onViewChange, onClose, onNavigate }: RiskModalProps) {
  const { LL } = useI18n();
  const name = farm?.name ?? '';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="large"
      title={LL.health.modalTitle({ farm: name })}
      footer={
        farm && (
          <>
            <AppLink href={`/map?farmIds=${farm.id}&metric=diseases.count`} onNavigate={onNavigate}>
              {LL.health.openMap()}
            </AppLink>
            <AppLink href={`/farm/${farm.id}`} onNavigate={onNavigate}>
              {LL.health.openFarm()}
            </AppLink>
          </>
        )
      }
    >
      {risk === 'loading' || !view ? (
        <Spinner label={LL.health.loadingRisks()} />
      ) : (
        <RiskDetails risks={risk.risks} value={view} onValueChange={onViewChange} />
      )}
    </Dialog>
  );
}
