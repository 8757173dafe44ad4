import type { CallOutput } from '@havbruk/api';
import { useCallback, useMemo } from 'react';
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
 * Sets the badge on the client (no request): the notifications machine's count while the list is open (0 once it
 * loaded, spec S1 §4). The server's count comes back with the next fetch of the badge (a reload or another
 * organization in view).
 */
export function useUnreadCountUpdates(umbrellaOrgId: string | null) {
  const { mutate } = useSWRConfig();
  const set = useCallback(
    (count: number) => {
      if (!umbrellaOrgId) return;
      void mutate<UnreadCount>(unreadKey(umbrellaOrgId), { count }, { revalidate: false });
    },
    [mutate, umbrellaOrgId],
  );
  return useMemo(() => ({ set }), [set]);
}
