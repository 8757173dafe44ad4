import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadApiContract } from './contract.ts';
import { createDataLayer, type ApiKey } from './dataLayer.ts';

describe('createDataLayer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives files a signed link asked with the session's token at that moment; no token in the URL", async () => {
    let token: string | null = 'first';
    const asked: Array<string | null> = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new Headers(init?.headers).get('authorization'));
      return new Response(JSON.stringify({ url: '/files/lab/o/r.pdf?sig=s', expiresAt: '2026-01-01T00:00:00Z' }));
    });
    const data = createDataLayer({ baseUrl: 'http://localhost:4000', getAccessToken: () => token });
    token = 'fresh';
    const url = await data.fileUrl('/files/lab/o/r.pdf');
    expect(url).toBe('http://localhost:4000/files/lab/o/r.pdf?sig=s');
    expect(url).not.toContain('fresh');
    expect(asked).toEqual(['Bearer fresh']);
  });
});

describe('the data layer client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the session's bearer token on the verify-email page's resend call", async () => {
    const requests: Array<{ url: string; authorization: string | null }> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ success: true, verificationSent: true }), { status: 200 });
    });
    let token: string | null = null;
    const data = createDataLayer({ baseUrl: 'http://localhost:4000', getAccessToken: () => token });
    token = 'session-token';
    await expect(data.client.call('sendVerificationEmail', {})).resolves.toEqual({
      success: true,
      verificationSent: true,
    });
    expect(requests).toEqual([
      { url: 'http://localhost:4000/verify/email/send', authorization: 'Bearer session-token' },
    ]);
  });

  it('aborts a request when its last view goes, but not when the view mounts again at once (strict mode)', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init!.signal!);
      return new Promise<Response>(() => {});
    });
    // The contract is its own chunk; once it is in, a request starts at once.
    await loadApiContract();
    const data = createDataLayer({ baseUrl: 'http://localhost:4000', getAccessToken: () => null });
    // The layer's keys are typed per call; `acquire`/`release` take any call's key.
    const key = ['getAscCompany', { params: { alias: 'nordvik-sjomat' } }] as unknown as ApiKey;
    data.acquire(key);
    void data.fetch(key).catch(() => undefined);
    data.release(key);
    data.acquire(key);
    await Promise.resolve();
    expect(signals[0]?.aborted).toBe(false);
    data.release(key);
    await Promise.resolve();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('gives a run started ahead to the next run of its id, and runs again when that failed', async () => {
    const data = createDataLayer({ baseUrl: 'http://localhost:4000', getAccessToken: () => null });
    const asked: string[] = [];
    data.ahead('config', async () => {
      asked.push('ahead');
      return 'early answer';
    });
    await expect(data.run('config', async () => 'own answer')).resolves.toBe('early answer');
    await expect(data.run('config', async () => 'own answer')).resolves.toBe('own answer');
    data.ahead('config', async () => {
      throw new Error('403');
    });
    await expect(data.run('config', async () => 'asked again')).resolves.toBe('asked again');
    data.ahead('config', async () => 'early answer');
    data.forgetAhead();
    await expect(data.run('config', async () => 'own answer')).resolves.toBe('own answer');
    expect(asked).toEqual(['ahead']);
  });
});
