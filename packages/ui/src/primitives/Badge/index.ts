export { Badge, badgeState, BADGE_MAX } from './Badge.tsx';
export type { BadgeProps, BadgeState } from './Badge.tsx';
