import { RESEND_COOLDOWN_MS } from '@havbruk/machines';
import { describe, expect, it } from 'vitest';
import { rememberResend, resendCooldownLeft } from './resendCooldown.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the Resend cooldown across a reload', () => {
  it('keeps the time of the last resend and gives the time left after a reload', () => {
    const storage = memoryStorage();
    expect(resendCooldownLeft(storage, 1_000_000)).toBe(0);
    rememberResend(storage, 1_000_000);
    expect(resendCooldownLeft(storage, 1_000_000 + 60_000)).toBe(RESEND_COOLDOWN_MS - 60_000);
    expect(resendCooldownLeft(storage, 1_000_000 + RESEND_COOLDOWN_MS)).toBe(0);
  });

  it('stores a timestamp only (no token)', () => {
    const storage = memoryStorage();
    rememberResend(storage, 1_234);
    expect([...storage.items.values()]).toEqual(['1234']);
  });

  it('reads a missing, broken or future time as no cooldown beyond its length', () => {
    const storage = memoryStorage();
    storage.setItem('havbruk.verificationResentAt', 'not a number');
    expect(resendCooldownLeft(storage, 5_000)).toBe(0);
    rememberResend(storage, 10 * RESEND_COOLDOWN_MS);
    expect(resendCooldownLeft(storage, 0)).toBe(RESEND_COOLDOWN_MS);
    expect(resendCooldownLeft(undefined, 0)).toBe(0);
  });
});
