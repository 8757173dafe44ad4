import { useMemo, type Ref, type RefCallback } from 'react';

/** One callback ref that sets every given ref (a caller's ref and the component's own). */
export function mergeRefs<T>(...refs: readonly (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** A component's own ref and the caller's as one callback ref, stable while both are the same. */
export function useMergedRefs<T>(own: Ref<T> | undefined, caller: Ref<T> | undefined): RefCallback<T> {
  return useMemo(() => mergeRefs(own, caller), [own, caller]);
}
