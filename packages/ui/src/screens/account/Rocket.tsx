import { useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { focusRing, keyframes, styled } from '../../theme/stitches.config.ts';

const liftOff = keyframes({
  '0%': { transform: 'translate(0, 0) rotate(0deg)' },
  '15%': { transform: 'translate(-2px, 1px) rotate(-3deg)' },
  '30%': { transform: 'translate(2px, -2px) rotate(3deg)' },
  '100%': { transform: 'translate(160px, -420px) rotate(12deg)', opacity: 0 },
});

const RocketButton = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$7',
  borderRadius: '$round',
  color: '$primaryText',
  '&:hover': { backgroundColor: '$surfaceHover' },
  '&:focus-visible': focusRing,
  '& svg': { size: '32px' },
  '&[data-state="launched"] svg': { animation: `${liftOff} 1.6s ease-in forwards` },
  '@reducedMotion': { '&[data-state="launched"] svg': { animation: 'none', opacity: 0.4 } },
});

const Announcement = styled('span', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export interface RocketProps {
  /** Called when the rocket launches. */
  onLaunch?: () => void;
}

/** The easter egg: a rocket that launches on click (`data-state`: `idle` or `launched`); a second click re-arms it. */
export function Rocket({ onLaunch }: RocketProps) {
  const { LL } = useI18n();
  const [launched, setLaunched] = useState(false);
  return (
    <>
      <RocketButton
        type="button"
        aria-label={LL.account.rocket.launch()}
        aria-pressed={launched}
        data-state={launched ? 'launched' : 'idle'}
        onClick={() => {
          setLaunched(!launched);
          if (!launched) onLaunch?.();
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M12 2c3 2.2 4.5 5.6 4.5 9.5V16h-9v-4.5C7.5 7.6 9 4.2 12 2z" strokeLinejoin="round" />
          <circle cx="12" cy="9.5" r="1.8" />
          <path d="M7.5 13 4.5 16v3l3-1.5M16.5 13l3 3v3l-3-1.5M10 19l2 3 2-3" strokeLinejoin="round" />
        </svg>
      </RocketButton>
      <Announcement role="status">{launched ? LL.account.rocket.launched() : ''}</Announcement>
    </>
  );
}
