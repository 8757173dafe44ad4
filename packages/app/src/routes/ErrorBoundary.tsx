import { RenderFailureScreen, useI18n } from '@havbruk/ui';
import { useSelector } from '@xstate/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useAppState } from '../state/AppState.tsx';
import { usePageTitle } from './usePageTitle.ts';

interface BoundaryProps {
  onError: (error: Error) => void;
  children: ReactNode;
}

/** Catches render failures; the page then shows "Uh ohh... the boat has sunk!". */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? <RenderFailurePage /> : this.props.children;
  }
}

function RenderFailurePage() {
  const { LL } = useI18n();
  const { errors } = useAppState();
  usePageTitle(LL.account.titles.failure());
  const incidentId = useSelector(errors, (snapshot) => snapshot.context.incidentId);
  const offline = useSelector(errors, (snapshot) => snapshot.hasTag('offline'));
  return (
    <RenderFailureScreen incidentId={incidentId} offline={offline} onReload={() => errors.send({ type: 'RELOAD' })} />
  );
}

/** The error boundary around every page; a render failure is reported like an API failure (type Render). */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const { errors } = useAppState();
  return (
    <Boundary
      onError={(error) =>
        errors.send({ type: 'RENDER_ERROR', message: error.message, appView: window.location.pathname })
      }
    >
      {children}
    </Boundary>
  );
}
