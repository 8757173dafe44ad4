export { ToastProvider, useToast } from './Toast.tsx';
export type { ToastMessage, ToastProviderProps, ToastTone } from './Toast.tsx';
