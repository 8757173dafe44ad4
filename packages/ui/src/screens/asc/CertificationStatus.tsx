import type { Certification } from '@havbruk/api';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { buttonBase } from '../../primitives/Button/Button.styles.ts';
import { certificationTone } from '../../theme/domainColors.ts';
import { styled } from '../../theme/stitches.config.ts';
import { navigateOnClick } from './ascPaths.ts';

type Status = NonNullable<Certification['status']>;

const tones = {
  certified: { borderColor: '$certified', backgroundColor: '$successSubtle', '--dot': '$colors$certified' },
  pending: {
    borderColor: '$certificationPending',
    backgroundColor: '$warningSubtle',
    '--dot': '$colors$certificationPending',
  },
  other: {
    borderColor: '$certificationOther',
    backgroundColor: '$dangerSubtle',
    '--dot': '$colors$certificationOther',
  },
  none: { borderColor: '$certificationNone', backgroundColor: '$infoSubtle', '--dot': '$colors$certificationNone' },
} as const;

const dot = {
  content: '""',
  width: '10px',
  height: '10px',
  borderRadius: '$round',
  backgroundColor: 'var(--dot)',
  flexShrink: 0,
} as const;

const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  padding: '2px $2',
  borderRadius: '$round',
  border: '1px solid',
  color: '$text',
  fontSize: '$1',
  fontWeight: '$semibold',
  whiteSpace: 'nowrap',
  '&::before': dot,
  variants: { tone: tones },
});

const Link = styled('a', {
  ...buttonBase,
  height: '$control',
  px: '$4',
  fontSize: '$2',
  color: '$text',
  borderWidth: '2px',
  '&::before': dot,
  '&:hover': { textDecoration: 'underline' },
  variants: { tone: tones },
});

/** The status text of a certification (null: no status). */
export function useStatusLabel(): (status: Status | null) => string {
  const { LL } = useI18n();
  return (status) => (status ? LL.asc.status[status]() : LL.asc.status.none());
}

/**
 * A certification status, colored by status (spec 2 §4: certified green; in assessment and suspended amber;
 * any other status red; no status blue). `data-tone` names the color group.
 */
export function CertificationStatusBadge({ status }: { status: Status | null }) {
  const label = useStatusLabel();
  const tone = certificationTone(status);
  return (
    <Badge tone={tone} data-tone={tone}>
      {label(status)}
    </Badge>
  );
}

export interface CertificationStatusLinkProps {
  status: Status | null;
  href: string;
  /** The farm the link opens (part of the link's accessible name). */
  farmLabel: string;
  onNavigate?: (href: string) => void;
}

/** The status button of a farm card: colored by status, a link to the farm's certification page. */
export function CertificationStatusLink({ status, href, farmLabel, onNavigate }: CertificationStatusLinkProps) {
  const { LL } = useI18n();
  const label = useStatusLabel();
  const tone = certificationTone(status);
  return (
    <Link
      href={href}
      tone={tone}
      data-tone={tone}
      onClick={navigateOnClick(href, onNavigate)}
      aria-label={LL.asc.statusLink({ status: label(status), farm: farmLabel })}
    >
      {label(status)}
    </Link>
  );
}
