import { ApiError, type CallInput, type CallName, type CallOutput } from '@havbruk/api';
import { useEffect, useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useAppState } from '../state/AppState.tsx';
import { useDataAllowed } from '../state/Gate.tsx';
import { appConfigOf, configRunId, configWeek, fetchConfigAnswers, type AppConfig } from './config.ts';
import { useApiContract } from './contract.ts';
import { AbortedRequest, keyId, type ApiKey } from './dataLayer.ts';

export interface UseApiOptions {
  enabled?: boolean;
  /**
   * Error statuses the view shows itself (e.g. 404 on a public page: a not-found message): they reach the view
   * as `error` but not the global error handler. Every other error is reported as usual.
   */
  expectedStatuses?: readonly number[];
}

/**
 * SWR over one API call. Requests are aborted when the inputs change or the last view using them unmounts.
 * Calls of the contract's `open` access (the public certification pages) run whatever the account's state;
 * every other call waits until the gating allows data.
 */
export function useApi<K extends CallName>(
  name: K,
  input: CallInput<K>,
  options: UseApiOptions = {},
): SWRResponse<CallOutput<K>, Error> {
  const { data, reportApiError } = useAppState();
  const dataAllowed = useDataAllowed();
  // A call's access is in the contract (its own chunk): an open call waits for it, a gated one for the gating.
  const contract = useApiContract();
  const enabled = (options.enabled ?? true) && (dataAllowed || contract?.calls[name].access === 'open');
  const id = enabled ? keyId([name, input] as ApiKey) : null;
  const key = useMemo(() => (id ? (JSON.parse(id) as ApiKey<K>) : null), [id]);
  useEffect(() => {
    if (!key) return undefined;
    data.acquire(key as ApiKey);
    return () => data.release(key as ApiKey);
  }, [data, key]);
  const expected = options.expectedStatuses;
  const response = useSWR<CallOutput<K>, Error, ApiKey<K> | null>(
    key,
    (current: ApiKey<K>) => data.fetch(current),
    expected
      ? {
          onError: (error: Error) => {
            if (!(error instanceof ApiError && expected.includes(error.status))) reportApiError(error);
          },
        }
      : undefined,
  );
  return response;
}

/** Hides aborted requests from views: they are silent (spec S1 §8). */
export const visibleError = (error: unknown): Error | null =>
  error instanceof Error && !(error instanceof AbortedRequest) ? error : null;

const CONFIG_KEY = ['config'] as const;

/**
 * The merged config, fetched together at start once data may load (confirmed and verified account); the user check
 * asks for it ahead, in parallel (issue 39).
 */
export function useAppConfig(dataAllowed: boolean): SWRResponse<AppConfig, Error> {
  const { data, user } = useAppState();
  const key = dataAllowed && user ? CONFIG_KEY : null;
  const response = useSWR<AppConfig, Error, typeof CONFIG_KEY | null>(
    key,
    async () => {
      const week = configWeek();
      // Usually answered by the run the user check started ahead (`createAppActors`).
      const answers = await data.run(configRunId(week), (signal) => fetchConfigAnswers(data.client, week, signal));
      return appConfigOf(answers, user);
    },
    { revalidateOnFocus: false },
  );
  return response;
}

/** The merged config for a view (fetched once data may load). */
export function useConfig(): SWRResponse<AppConfig, Error> {
  return useAppConfig(useDataAllowed());
}

/** Refetches the merged config (after organizations were added, renamed or removed: the switcher lists them). */
export function useRevalidateConfig(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(CONFIG_KEY);
}
