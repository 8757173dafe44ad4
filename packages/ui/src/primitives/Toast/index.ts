export { ToastProvider, useToast } from './Toast.tsx';
export type { ToastMessage, ToastTone } from './Toast.tsx';
