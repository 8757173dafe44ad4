export { ViewScreen } from './ViewScreen.tsx';
export type { ViewScreenProps } from './ViewScreen.tsx';
