import type { SVGProps } from 'react';

/** Outline icon paths (24×24, stroke currentColor). Decorative: the control carrying the icon has the name. */
const paths = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 3.5a2 2 0 0 0 4 0',
  risk: 'M12 3 3 19h18L12 3Zm0 6v4.5m0 3v.5',
  compare: 'M5 20V10m7 10V4m7 16v-7',
  settings:
    'M12 9.2a2.8 2.8 0 1 0 0 5.6 2.8 2.8 0 0 0 0-5.6ZM19.4 13.5l1.6 1.2-2 3.4-1.9-.7a7.6 7.6 0 0 1-2 1.2L14.8 21h-4l-.3-2.4a7.6 7.6 0 0 1-2-1.2l-2 .7-2-3.4 1.6-1.2a7.7 7.7 0 0 1 0-2.4L4.6 9.9l2-3.4 1.9.7a7.6 7.6 0 0 1 2-1.2L10.8 3h4l.3 2.4a7.6 7.6 0 0 1 2 1.2l1.9-.7 2 3.4-1.6 1.2a7.7 7.7 0 0 1 0 2.4Z',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14',
  health: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 8l-4 4 4 4m-4-4h10',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'm6 9 6 6 6-6',
  chevronUp: 'm6 15 6-6 6 6',
  chevronRight: 'm9 6 6 6-6 6',
  chevronLeft: 'm15 6-6 6 6 6',
  chevronsLeft: 'm11 6-6 6 6 6m7-12-6 6 6 6',
  chevronsRight: 'm13 6 6 6-6 6M6 6l6 6-6 6',
  check: 'm5 12 5 5 9-10',
  minus: 'M6 12h12',
  alert: 'M12 8v5m0 3v.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
  info: 'M12 11v6m0-9.5V7M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4',
  offline:
    'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.3-2.5m5.4 0A10 10 0 0 1 19 12.9M2 9a15 15 0 0 1 4-2.6m12 0A15 15 0 0 1 22 9M12 20h.01',
  inbox: 'M4 13h4l2 3h4l2-3h4M4 13l2.5-8h11l2.5 8v6H4v-6Z',
  building: 'M5 21V5l7-2v18m0-14h7v14M8 8h1m-1 4h1m-1 4h1m6-5h1m-1 4h1M3 21h18',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  plus: 'M12 5v14M5 12h14',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
  trash: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  listPlus: 'M4 6h11M4 12h11M4 18h7m6-4v6m-3-3h6',
  listMinus: 'M4 6h11M4 12h11M4 18h7m3-1h6',
  userPlus: 'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 11-5.7M19 14v6m-3-3h6',
  userMinus: 'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 11-5.7M16 17h6',
  userEdit: 'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 10-6.3M14 21v-2.5l5-5 2.5 2.5-5 5H14Z',
  mail: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
  lock: 'M6 11h12v10H6V11Zm2 0V8a4 4 0 0 1 8 0v3',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
