export { Icon } from './Icon.tsx';
export type { IconName, IconProps } from './Icon.tsx';
