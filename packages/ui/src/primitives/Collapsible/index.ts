export { Collapsible } from './Collapsible.tsx';
export type { CollapsibleProps } from './Collapsible.tsx';
