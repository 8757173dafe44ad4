import { createContext, useCallback, useContext, useState } from 'react';

/*
 * The toast queue without Radix: `useToast()` and the queue live here so the provider every screen sits in
 * (HavbrukProvider) can hold the queue and load the toast list itself (Radix Toast, `Toast.tsx`) only when a
 * toast is first shown.
 */

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it closes itself; default 5000. */
  duration?: number;
}

export interface ShownToast extends ToastMessage {
  id: number;
}

export const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});

/** Shows toasts: `const toast = useToast(); toast({ title, description, tone })`. */
export const useToast = () => useContext(ToastContext);

/** The toasts shown, `show` (stable) and `remove`. */
export function useToastQueue() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((toast: ToastMessage) => {
    setToasts((current) => [...current, { ...toast, id: Date.now() + Math.random() }]);
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return { toasts, show, remove };
}
