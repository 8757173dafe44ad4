import { useEffect, useState } from 'react';
import type * as Contract from './apiContract.ts';

export type ApiContract = typeof Contract;

let loaded: ApiContract | null = null;
let loading: Promise<ApiContract> | undefined;

/**
 * Loads the API contract chunk (zod schemas and the checking client) once. A failed download (offline, a deploy
 * replaced the chunk) is forgotten, so the next call tries again.
 */
export function loadApiContract(): Promise<ApiContract> {
  return (loading ??= import('./apiContract.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** The contract if its chunk is in already (else null). */
export const loadedApiContract = (): ApiContract | null => loaded;

/** The contract once its chunk is in (null before; asking starts the download). */
export function useApiContract(): ApiContract | null {
  const [contract, setContract] = useState(loaded);
  useEffect(() => {
    if (contract) return undefined;
    let current = true;
    loadApiContract().then(
      (module) => current && setContract(module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [contract]);
  return contract;
}
