import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactElement,
  type ReactNode,
} from 'react';

/** A component's code chunk did not load (offline, or a deploy replaced it): a network failure, not a bug. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * What a chunk that fails to load does: `onChunkError` tells the app (which shows the offline message over the
 * page, spec S1 §4/§8); when `attempt` grows (the connection returned) the chunks that failed load again.
 */
export interface ChunkLoading {
  onChunkError: (error: ChunkLoadError) => void;
  attempt: number;
}

const ChunkLoadingContext = createContext<ChunkLoading>({ onChunkError: () => {}, attempt: 0 });

/** The app's answer to a chunk that failed to load (without it, a failed chunk keeps its loading state). */
export const ChunkLoadingProvider = ChunkLoadingContext.Provider;

interface BoundaryProps {
  fallback: ReactNode;
  onError: (error: ChunkLoadError) => void;
  children: ReactNode;
}

/** Catches only a chunk's failed download (it shows the loading state meanwhile); any other error goes on up. */
class ChunkBoundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (error instanceof ChunkLoadError) this.props.onError(error);
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return this.props.fallback;
    throw error;
  }
}

/** A component loaded on first render: render it with the `fallback` its place shows while its code loads. */
export interface LazyChunk<P extends object> {
  (props: P & { fallback: ReactNode }): ReactElement;
  /** Starts the download; a failed download is forgotten, so the next call loads again. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component in its own chunk, e.g. `lazyChunk(() => import('./Pie.tsx').then((m) => m.Pie))`. Unlike
 * `React.lazy` alone, a failed download is not a render failure: the place keeps its loading state, the failure
 * goes to the `ChunkLoadingProvider`, and the code loads again when its `attempt` grows.
 */
export function lazyChunk<P extends object>(load: () => Promise<ComponentType<P>>): LazyChunk<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // One React.lazy per attempt (React keeps a lazy's failure for good); a loaded one is kept.
  let current: { attempt: number; failed: boolean; Lazy: LazyExoticComponent<ComponentType<P>> } | undefined;
  const lazyFor = (attempt: number) => {
    if (!current || (current.failed && attempt > current.attempt)) {
      const entry = {
        attempt,
        failed: false,
        Lazy: lazy(() =>
          preload().then(
            (component) => ({ default: component }),
            (error: unknown) => {
              entry.failed = true;
              throw new ChunkLoadError(error);
            },
          ),
        ),
      };
      current = entry;
    }
    return current;
  };
  const Chunk = ({ fallback, ...props }: P & { fallback: ReactNode }) => {
    const { attempt, onChunkError } = useContext(ChunkLoadingContext);
    // Code already here (preloaded): the component itself in the first render, not the fallback for a frame
    // (React shows a suspended boundary's content no sooner than 300 ms later). Decided once per mount.
    const [Ready] = useState(() => loaded);
    if (Ready) {
      return (
        <Suspense fallback={fallback}>
          <Ready {...(props as P)} />
        </Suspense>
      );
    }
    const { Lazy, attempt: key } = lazyFor(attempt);
    return (
      <ChunkBoundary key={key} fallback={fallback} onError={onChunkError}>
        <Suspense fallback={fallback}>
          <Lazy {...(props as P)} />
        </Suspense>
      </ChunkBoundary>
    );
  };
  return Object.assign(Chunk, { preload });
}
