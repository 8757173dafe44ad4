import { isTransientError } from '@havbruk/machines';
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markTransient, readWantedPath, rememberWantedPath, WANTED_PATH_MAX_AGE_MS } from './oidcAuth.ts';

describe('markTransient (renewal failures the session may retry)', () => {
  it('marks failures without an answer from the provider as transient', () => {
    expect(isTransientError(markTransient(new TypeError('Failed to fetch')))).toBe(true);
    expect(isTransientError(markTransient(new ErrorTimeout('Network timed out')))).toBe(true);
    expect(isTransientError(markTransient('offline'))).toBe(true);
  });

  it("keeps the provider's refusal final", () => {
    const refused = new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' });
    expect(markTransient(refused)).toBe(refused);
    expect(isTransientError(refused)).toBe(false);
  });
});

describe('the wanted path across the login redirect and the verification tab', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept in localStorage (a verification link opens in a new tab) for 24 h', () => {
    rememberWantedPath('/compare?farms=12040', 1_000);
    expect(readWantedPath(1_000 + WANTED_PATH_MAX_AGE_MS)).toBe('/compare?farms=12040');
    expect(readWantedPath(1_001 + WANTED_PATH_MAX_AGE_MS)).toBeNull();
  });

  it('is forgotten once restored', () => {
    rememberWantedPath('/search', 1_000);
    rememberWantedPath(null);
    expect(readWantedPath(2_000)).toBeNull();
    expect(store.size).toBe(0);
  });

  it('ignores anything that is not a path inside the app', () => {
    for (const value of ['{"path":"//evil.example/x","at":1}', '{"path":"https://evil.example","at":1}', 'nonsense']) {
      store.set('havbruk.wantedPath', value);
      expect(readWantedPath(2)).toBeNull();
    }
  });
});
