import { useEffect, useState, type ReactNode } from 'react';
import type * as ToastList from './Toast.tsx';
import { ToastContext, useToastQueue } from './toastQueue.ts';

type ToastModule = typeof ToastList;

let loaded: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;

/** The toast list's code (Radix Toast), once; a failed download is tried again next time. */
function loadToastList(): Promise<ToastModule> {
  loading ??= import('./Toast.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The toast queue of HavbrukProvider: `useToast()` works at once, the toast list (Radix Toast, ≈ 10 KB gzip) is
 * loaded when the first toast is shown, or earlier when the browser is idle, so a first page does not pay for it.
 * Until it has loaded (a few ms after a toast), queued toasts wait; there is nothing on screen to hold a place for.
 */
export function DeferredToastProvider({ children }: { children: ReactNode }) {
  const { toasts, show, remove } = useToastQueue();
  const [module, setModule] = useState(() => loaded);
  const wanted = toasts.length > 0;

  useEffect(() => {
    if (module) return;
    let current = true;
    const load = () =>
      loadToastList().then(
        (next) => current && setModule(() => next),
        () => {}, // Offline: the toasts wait for the next try (the next toast).
      );
    if (wanted) {
      void load();
    } else if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(() => void load(), { timeout: 10_000 });
      return () => {
        current = false;
        cancelIdleCallback(idle);
      };
    }
    return () => {
      current = false;
    };
  }, [module, wanted]);

  const List = module?.ToastList;
  return (
    <ToastContext.Provider value={show}>
      {children}
      {List && <List toasts={toasts} onRemove={remove} />}
    </ToastContext.Provider>
  );
}
