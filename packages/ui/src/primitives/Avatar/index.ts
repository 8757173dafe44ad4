export { Avatar, initials } from './Avatar.tsx';
export type { AvatarProps } from './Avatar.tsx';
