import type { CallOutput } from '@havbruk/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';

type UnreadCount = CallOutput<'getUnreadCount'>;

const unreadKey = (umbrellaOrgId: string) => ['getUnreadCount', { params: { umbrellaOrgId } }] as const;

/** The unread notification count of an umbrella organization (essentials only): the sidebar badge. */
export function useUnreadCount(umbrellaOrgId: string | null) {
  const { user } = useAppState();
  return useApi(
    'getUnreadCount',
    { params: { umbrellaOrgId: umbrellaOrgId ?? '' } },
    { enabled: user?.tier === 'essentials' && umbrellaOrgId !== null },
  );
}

/**
 * Moves the badge with a toggle: `adjust(-1)` when one is marked read (shown at once), `adjust(+1)` back; `refresh`
 * fetches the server's count once a toggle settled.
 */
export function useUnreadCountUpdates(umbrellaOrgId: string | null) {
  const { mutate } = useSWRConfig();
  const adjust = useCallback(
    (delta: number) => {
      if (!umbrellaOrgId) return;
      void mutate<UnreadCount>(
        unreadKey(umbrellaOrgId),
        (current) => (current ? { count: Math.max(0, current.count + delta) } : current),
        { revalidate: false },
      );
    },
    [mutate, umbrellaOrgId],
  );
  const refresh = useCallback(() => {
    if (umbrellaOrgId) void mutate(unreadKey(umbrellaOrgId));
  }, [mutate, umbrellaOrgId]);
  return { adjust, refresh };
}
