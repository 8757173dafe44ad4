import { createTimelineV2Cache, isAborted, type TimelineV2Cache, type TimelineV2Request } from '@havbruk/api';
import type { TimelineV2Response } from '@havbruk/api';
import { useEffect, useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useAppState } from '../state/AppState.tsx';
import { useDataAllowed } from '../state/Gate.tsx';
import { AbortedRequest, keyId, type ApiKey, type DataLayer } from './dataLayer.ts';

/**
 * One v2 timeline cache per data layer and user: the answers depend on the user's permissions (public vs
 * private fields), so another user (after a logout) starts with an empty cache.
 */
const caches = new WeakMap<DataLayer, { user: string; cache: TimelineV2Cache }>();
const cacheFor = (data: DataLayer, user: string): TimelineV2Cache => {
  const current = caches.get(data);
  if (current && current.user === user) return current.cache;
  const cache = createTimelineV2Cache(data.client);
  caches.set(data, { user, cache });
  return cache;
};

/** Forgets the timeline answers of a data layer (after an import changed farm data): the next views fetch anew. */
export const forgetTimelines = (data: DataLayer): void => {
  caches.delete(data);
};

/**
 * SWR over the columnar timeline (`POST /v2/timeline/data/entity`) through `createTimelineV2Cache`: calendar
 * aggregations fetch only the whole periods not requested before (zooming out, switching back to a view),
 * answers of parallel calls are merged. Aborted like `useApi` when the inputs change or the view unmounts.
 */
export function useTimelineV2(
  request: TimelineV2Request,
  options: { enabled?: boolean } = {},
): SWRResponse<TimelineV2Response, Error> {
  const { data, user } = useAppState();
  const dataAllowed = useDataAllowed();
  const enabled = (options.enabled ?? true) && dataAllowed && user !== null;
  const id = enabled ? keyId(['getTimelineV2', { body: request }] as ApiKey) : null;
  const key = useMemo(() => (id ? (JSON.parse(id) as ApiKey<'getTimelineV2'>) : null), [id]);
  useEffect(() => {
    if (!key) return undefined;
    data.acquire(key as ApiKey);
    return () => data.release(key as ApiKey);
  }, [data, key]);
  const userId = user?.id ?? '';
  return useSWR<TimelineV2Response, Error, ApiKey<'getTimelineV2'> | null>(key, (current: ApiKey<'getTimelineV2'>) =>
    data.run(keyId(current as ApiKey), async (signal) => {
      const result = await cacheFor(data, userId).load(current[1].body, { signal });
      if (isAborted(result)) throw new AbortedRequest();
      return result;
    }),
  );
}
