import { Dialog } from 'radix-ui';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { keyframes, styled } from '../../theme/stitches.config.ts';

const rise = keyframes({
  from: { transform: 'translate(-50%, -46%) scale(0.96)' },
  to: { transform: 'translate(-50%, -50%) scale(1)' },
});
const fall = keyframes({
  '0%': { transform: 'translateY(-20px) rotate(0deg)', opacity: 1 },
  '100%': { transform: 'translateY(260px) rotate(540deg)', opacity: 0 },
});

const Backdrop = styled(Dialog.Overlay, {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$overlay',
  zIndex: '$overlay',
});

const Content = styled(Dialog.Content, {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(440px, calc(100vw - 32px))',
  padding: '$6',
  borderRadius: '$3',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  boxShadow: '$3',
  zIndex: '$dialog',
  overflow: 'hidden',
  textAlign: 'center',
  display: 'grid',
  gap: '$4',
  animation: `${rise} 300ms ease-out`,
  '@reducedMotion': { animation: 'none' },
});

const Title = styled(Dialog.Title, { margin: 0, fontSize: '$6', lineHeight: '$tight', fontWeight: '$semibold' });
const Description = styled(Dialog.Description, { margin: 0, color: '$textMuted' });

const Confetti = styled('span', {
  position: 'absolute',
  top: 0,
  size: '8px',
  borderRadius: '2px',
  pointerEvents: 'none',
  animation: `${fall} 2.4s ease-in infinite`,
  '@reducedMotion': { display: 'none' },
});

const PIECES = [
  { left: '8%', color: '$riskLow', delay: '0s' },
  { left: '22%', color: '$pipelineOkay', delay: '0.4s' },
  { left: '38%', color: '$certificationPending', delay: '0.9s' },
  { left: '55%', color: '$riskHigh', delay: '0.2s' },
  { left: '71%', color: '$primary', delay: '0.7s' },
  { left: '88%', color: '$pipelineWarning', delay: '1.1s' },
] as const;

export interface UpgradeCelebrationProps {
  open: boolean;
  /** The explorer/essentials label shown in the heading. */
  tierLabel?: string;
  /** Closing (button, Escape or outside click): the app clears the status on the server and locally. */
  onDismiss: () => void;
}

/** The celebration after an upgrade (`upgradeStatus: 'upgrade'`); the upgrade machine closes it after 7 s. */
export function UpgradeCelebration({ open, tierLabel, onDismiss }: UpgradeCelebrationProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal container={container}>
        <Backdrop />
        <Content>
          {PIECES.map((piece) => (
            <Confetti
              key={piece.left}
              aria-hidden="true"
              css={{ left: piece.left, backgroundColor: piece.color, animationDelay: piece.delay }}
            />
          ))}
          <Title>{LL.account.upgrade.heading({ explorer: tierLabel ?? LL.product.explorer() })}</Title>
          <Description>{LL.account.upgrade.text()}</Description>
          <div>
            <Button variant="primary" onClick={onDismiss}>
              {LL.account.upgrade.dismiss()}
            </Button>
          </div>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
