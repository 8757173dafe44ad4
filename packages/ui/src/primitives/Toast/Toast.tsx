import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { keyframes, styled } from '../../theme/stitches.config.ts';
import { IconButton } from '../IconButton/IconButton.tsx';

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

const Viewport = styled(RadixToast.Viewport, {
  position: 'fixed',
  bottom: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  width: '380px',
  maxWidth: '100vw',
  margin: 0,
  padding: '$4',
  listStyle: 'none',
  zIndex: '$toast',
  outline: 'none',
});
const Root = styled(RadixToast.Root, {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: '$2',
  padding: '$3 $3 $3 $4',
  borderRadius: '$2',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  border: '1px solid $border',
  borderLeftWidth: '4px',
  boxShadow: '$2',
  animation: `${slideIn} 160ms ease-out`,
  variants: {
    tone: {
      info: { borderLeftColor: '$info' },
      success: { borderLeftColor: '$success' },
      error: { borderLeftColor: '$danger' },
    },
  },
  defaultVariants: { tone: 'info' },
});
const Title = styled(RadixToast.Title, { fontWeight: '$semibold', fontSize: '$2' });
const Description = styled(RadixToast.Description, { fontSize: '$2', color: '$textMuted', marginTop: '2px' });

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it closes itself; default 5000. */
  duration?: number;
}

interface ShownToast extends ToastMessage {
  id: number;
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});

/** Shows toasts: `const toast = useToast(); toast({ title, description, tone })`. */
export const useToast = () => useContext(ToastContext);

export interface ToastProviderProps extends Omit<ComponentPropsWithRef<typeof RadixToast.Viewport>, 'children'> {
  children: ReactNode;
}

/**
 * Holds the toast queue and its live region (Radix Toast; F8 focuses it). HavbrukProvider renders it.
 * `ref`, `className` and other props go to the viewport (the list the toasts are shown in).
 */
export function ToastProvider({ children, ...rest }: ToastProviderProps) {
  const { LL } = useI18n();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((toast: ToastMessage) => {
    setToasts((current) => [...current, { ...toast, id: Date.now() + Math.random() }]);
  }, []);
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
  const value = useMemo(() => show, [show]);
  return (
    <RadixToast.Provider label={LL.toast.region({ hotkey: 'F8' })} swipeDirection="right">
      <ToastContext.Provider value={value}>{children}</ToastContext.Provider>
      {toasts.map((toast) => (
        <Root
          key={toast.id}
          tone={toast.tone}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          duration={toast.duration ?? 5000}
          onOpenChange={(open) => !open && remove(toast.id)}
          data-tone={toast.tone ?? 'info'}
        >
          <div>
            <Title>{toast.title}</Title>
            {toast.description && <Description>{toast.description}</Description>}
          </div>
          <RadixToast.Close asChild>
            <IconButton icon="close" size="small" label={LL.toast.dismiss()} />
          </RadixToast.Close>
        </Root>
      ))}
      <Viewport label={LL.toast.region({ hotkey: 'F8' })} {...rest} />
    </RadixToast.Provider>
  );
}
