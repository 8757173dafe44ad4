export { ToastProvider } from './Toast.tsx';
export { useToast } from './toastQueue.ts';
export type { ToastProviderProps } from './Toast.tsx';
export type { ToastMessage, ToastTone } from './toastQueue.ts';
