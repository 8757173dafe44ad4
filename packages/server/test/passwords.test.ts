/**
 * Password checks cost the same whether or not there is an account (issue 36 item 7): every check runs scrypt, also
 * for an unknown address (no stored hash) and an account without a password. Counted, not timed.
 */
import type * as Crypto from 'node:crypto';
import { afterEach, expect, it, vi } from 'vitest';

const derived = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof Crypto>();
  const scrypt = (...args: Parameters<typeof original.scrypt>) => {
    derived.count += 1;
    return (original.scrypt as (...rest: unknown[]) => void)(...args);
  };
  return { ...original, default: { ...original, scrypt }, scrypt };
});

const { hashPassword, noPassword, verifyPassword } = await import('../src/passwords.ts');

afterEach(() => {
  derived.count = 0;
});

it(
  'runs scrypt once for a stored hash, an unknown address and an account without a password',
  { timeout: 30_000 },
  async () => {
    const stored = await hashPassword('right-password');
    for (const [password, hash, expected] of [
      ['right-password', stored, true],
      ['wrong-password', stored, false],
      ['any-password', undefined, false],
      ['any-password', noPassword(), false],
    ] as const) {
      // The stand-in hash of a missing one is made once, up front.
      await verifyPassword('warm-up', undefined);
      derived.count = 0;
      expect(await verifyPassword(password, hash)).toBe(expected);
      expect(derived.count).toBe(1);
    }
  },
);
