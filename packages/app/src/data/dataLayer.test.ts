import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadApiContract } from './contract.ts';
import { createDataLayer, withAccessToken, type ApiKey } from './dataLayer.ts';

describe('withAccessToken', () => {
  it('resolves an attachment path against the API host and adds the token as access_token', () => {
    expect(withAccessToken('/files/lab/L-12345-7/L-12345-7-report.pdf', 'http://localhost:4000', 'abc.def')).toBe(
      'http://localhost:4000/files/lab/L-12345-7/L-12345-7-report.pdf?access_token=abc.def',
    );
  });

  it('keeps an existing query and encodes the token', () => {
    expect(withAccessToken('/files/lab/a/b.png?size=small', 'https://api.havbruk.example/', 'a+b/c')).toBe(
      'https://api.havbruk.example/files/lab/a/b.png?size=small&access_token=a%2Bb%2Fc',
    );
  });

  it('never sends the token to another host', () => {
    expect(withAccessToken('https://cdn.example.com/x.png', 'http://localhost:4000', 'secret')).toBe(
      'https://cdn.example.com/x.png',
    );
  });

  it('leaves the URL without a token when signed out', () => {
    expect(withAccessToken('/files/lab/a/b.png', 'http://localhost:4000', null)).toBe(
      'http://localhost:4000/files/lab/a/b.png',
    );
  });
});

describe('createDataLayer', () => {
  it("reads the session's token when the file URL is built, not when the layer is made", () => {
    let token: string | null = null;
    const data = createDataLayer({ baseUrl: 'http://localhost:4000', getAccessToken: () => token });
    expect(data.fileUrl('/files/lab/o/r.pdf')).toBe('http://localhost:4000/files/lab/o/r.pdf');
    token = 'fresh';
    expect(data.fileUrl('/files/lab/o/r.pdf')).toBe('http://localhost:4000/files/lab/o/r.pdf?access_token=fresh');
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
});
