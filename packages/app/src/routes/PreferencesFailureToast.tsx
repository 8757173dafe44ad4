import { useI18n, useToast } from '@havbruk/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { PreferencesActor } from '../state/preferences.ts';

/**
 * A refused preference change was rolled back: "We had trouble updating your preferences." as an error toast.
 * The toast carries the message from then on, so the machine is told to drop it and wait for changes again.
 */
export function PreferencesFailureToast({ preferences }: { preferences: PreferencesActor }) {
  const { LL } = useI18n();
  const toast = useToast();
  const failed = useSelector(preferences, (snapshot) => snapshot.context.messageKey !== null);
  useEffect(() => {
    if (!failed) return;
    toast({ title: LL.error.preferencesFailed(), tone: 'error' });
    preferences.send({ type: 'DISMISS' });
  }, [failed, toast, preferences, LL]);
  return null;
}
