import { fromPromise, setup } from 'xstate';

/** Spec S1 §9: the upgrade celebration clears itself after 7 s. */
export const UPGRADE_AUTO_CLEAR_MS = 7000;

export type UpgradeStatus = 'upgrade' | 'downgrade' | null;

export type UpgradeEvent =
  /** The user's `upgradeStatus` as loaded from the server. */
  | { type: 'USER_CHANGED'; upgradeStatus: UpgradeStatus }
  /** The user closed the celebration early. */
  | { type: 'DISMISS' };

/**
 * The upgrade celebration: `upgradeStatus: 'upgrade'` shows it; after 7 s (or when dismissed) the
 * status is cleared on the server and locally. `'downgrade'` is cleared the same way, silently.
 */
export const upgradeMachine = setup({
  types: {
    input: {} as { upgradeStatus?: UpgradeStatus },
    context: {} as { upgradeStatus: UpgradeStatus },
    events: {} as UpgradeEvent,
    tags: {} as 'visible',
  },
  actors: {
    /** `GET /users/data/status/upgrade/clear`. */
    clearUpgradeStatus: fromPromise<unknown>(async () => {
      throw new Error('clearUpgradeStatus is not provided');
    }),
  },
  actions: {
    /** Sets the stored user's upgradeStatus to null. */
    clearLocalUpgradeStatus: () => {},
  },
  guards: {
    isUpgrade: ({ context, event }) =>
      (event.type === 'USER_CHANGED' ? event.upgradeStatus : context.upgradeStatus) === 'upgrade',
    isDowngrade: ({ context, event }) =>
      (event.type === 'USER_CHANGED' ? event.upgradeStatus : context.upgradeStatus) === 'downgrade',
  },
  delays: {
    upgradeAutoClear: UPGRADE_AUTO_CLEAR_MS,
  },
}).createMachine({
  id: 'upgrade',
  context: ({ input }) => ({ upgradeStatus: input.upgradeStatus ?? null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isUpgrade', target: 'celebrating' },
        { guard: 'isDowngrade', target: 'clearing' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        USER_CHANGED: [
          { guard: 'isUpgrade', target: 'celebrating' },
          { guard: 'isDowngrade', target: 'clearing' },
        ],
      },
    },
    celebrating: {
      tags: ['visible'],
      after: { upgradeAutoClear: 'clearing' },
      on: { DISMISS: 'clearing' },
    },
    /** Clears on the server, then locally; a failed call is ignored (the local status is cleared anyway). */
    clearing: {
      invoke: {
        id: 'clearUpgradeStatus',
        src: 'clearUpgradeStatus',
        onDone: { target: 'idle', actions: 'clearLocalUpgradeStatus' },
        onError: { target: 'idle', actions: 'clearLocalUpgradeStatus' },
      },
    },
  },
});
