import { RESEND_COOLDOWN_MS } from '@havbruk/machines';

/** sessionStorage key of the time (ms since the epoch) a verification link was last resent. Never a token. */
const RESENT_AT_KEY = 'havbruk.verificationResentAt';

type TimeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** This tab's session storage, or none (storage blocked). */
export const sessionTimeStorage = (): TimeStorage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The Resend cooldown left (ms) after a reload: 0 when no link was resent in the last `RESEND_COOLDOWN_MS`. */
export function resendCooldownLeft(storage: TimeStorage | undefined, now = Date.now()): number {
  const resentAt = Number(storage?.getItem(RESENT_AT_KEY) ?? Number.NaN);
  if (!Number.isFinite(resentAt)) return 0;
  return Math.min(RESEND_COOLDOWN_MS, Math.max(0, resentAt + RESEND_COOLDOWN_MS - now));
}

/** Keeps the time a verification link was resent, for a reload of this tab. */
export function rememberResend(storage: TimeStorage | undefined, now = Date.now()): void {
  try {
    storage?.setItem(RESENT_AT_KEY, String(now));
  } catch {
    // Storage full or blocked: the cooldown then lasts until a reload only.
  }
}
