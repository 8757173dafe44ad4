import type { CallInput, CallName, CallOutput } from '@havbruk/api';
import { isoWeek, isoWeekYear } from '@havbruk/ui';
import { useEffect, useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useAppState } from '../state/AppState.tsx';
import { useDataAllowed } from '../state/Gate.tsx';
import { fetchAppConfig, type AppConfig } from './config.ts';
import { AbortedRequest, keyId, type ApiKey } from './dataLayer.ts';

/** SWR over one API call. Requests are aborted when the inputs change or the last view using them unmounts. */
export function useApi<K extends CallName>(
  name: K,
  input: CallInput<K>,
  options: { enabled?: boolean } = {},
): SWRResponse<CallOutput<K>, Error> {
  const { data } = useAppState();
  const dataAllowed = useDataAllowed();
  const enabled = (options.enabled ?? true) && dataAllowed;
  const id = enabled ? keyId([name, input] as ApiKey) : null;
  const key = useMemo(() => (id ? (JSON.parse(id) as ApiKey<K>) : null), [id]);
  useEffect(() => {
    if (!key) return undefined;
    data.acquire(key as ApiKey);
    return () => data.release(key as ApiKey);
  }, [data, key]);
  const response = useSWR<CallOutput<K>, Error, ApiKey<K> | null>(key, (current: ApiKey<K>) => data.fetch(current));
  return response;
}

/** Hides aborted requests from views: they are silent (spec S1 §8). */
export const visibleError = (error: unknown): Error | null =>
  error instanceof Error && !(error instanceof AbortedRequest) ? error : null;

const CONFIG_KEY = ['config'] as const;

/** The merged config, fetched together at start once data may load (confirmed and verified account). */
export function useAppConfig(dataAllowed: boolean): SWRResponse<AppConfig, Error> {
  const { data, user } = useAppState();
  const key = dataAllowed && user ? CONFIG_KEY : null;
  const response = useSWR<AppConfig, Error, typeof CONFIG_KEY | null>(
    key,
    () => {
      const today = new Date();
      const week = { year: isoWeekYear(today), week: isoWeek(today) };
      return data.run(keyId(['config', week] as unknown as ApiKey), (signal) =>
        fetchAppConfig(data.client, week, user, signal),
      );
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
