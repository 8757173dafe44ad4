export { Tabs } from './Tabs.tsx';
export type { TabItem, TabsProps } from './Tabs.tsx';
