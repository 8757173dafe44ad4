import { describe, expect, it, vi } from 'vitest';
import type { AuthAdapter } from '../auth/oidcAuth.ts';
import { startSessionRestore } from './AppState.tsx';

const fakeAuth = () => {
  const restore = vi.fn(() => Promise.resolve(null));
  const auth = { restore, isCallback: (url: string) => /[?&]code=/.test(url) } as unknown as AuthAdapter;
  return { auth, restore };
};
const at = (path: string) => new URL(path, 'https://app.example.no');

describe('startSessionRestore', () => {
  it('starts the silent sign-in before the first render on a page that restores the session', () => {
    for (const path of ['/health', '/farm/12468/lice', '/map?week=2026-48']) {
      const { auth, restore } = fakeAuth();
      startSessionRestore(auth, at(path));
      expect(restore).toHaveBeenCalledTimes(1);
    }
  });

  it('starts nothing on the login and sign-up pages, a login callback and the certification pages', () => {
    for (const path of ['/login', '/signup', '/login?code=abc&state=x', '/asc/company/nordvik']) {
      const { auth, restore } = fakeAuth();
      startSessionRestore(auth, at(path));
      expect(restore).not.toHaveBeenCalled();
    }
  });
});
