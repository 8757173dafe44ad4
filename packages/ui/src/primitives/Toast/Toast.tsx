import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { keyframes, styled } from '../../theme/stitches.config.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { ToastContext, useToastQueue, type ShownToast } from './toastQueue.ts';

export { useToast, type ToastMessage, type ToastTone } from './toastQueue.ts';

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

type ViewportProps = Omit<ComponentPropsWithRef<typeof RadixToast.Viewport>, 'children'>;

export interface ToastListProps extends ViewportProps {
  toasts: ShownToast[];
  onRemove: (id: number) => void;
}

/** The shown toasts and their live region (Radix Toast; F8 focuses it). Other props go to the viewport. */
export function ToastList({ toasts, onRemove, ...rest }: ToastListProps) {
  const { LL } = useI18n();
  return (
    <RadixToast.Provider label={LL.toast.region({ hotkey: 'F8' })} swipeDirection="right">
      {toasts.map((toast) => (
        <Root
          key={toast.id}
          tone={toast.tone}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          duration={toast.duration ?? 5000}
          onOpenChange={(open) => !open && onRemove(toast.id)}
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

export interface ToastProviderProps extends ViewportProps {
  children: ReactNode;
}

/**
 * Holds the toast queue and its live region (Radix Toast; F8 focuses it), mounted at once. HavbrukProvider holds
 * its own queue and loads this list on the first toast. `ref`, `className` and other props go to the viewport
 * (the list the toasts are shown in).
 */
export function ToastProvider({ children, ...rest }: ToastProviderProps) {
  const { toasts, show, remove } = useToastQueue();
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastList toasts={toasts} onRemove={remove} {...rest} />
    </ToastContext.Provider>
  );
}
