/**
 * Security review, headers (issue 13 item 6): the API and the sign-in pages carry a CSP that forbids framing,
 * nosniff and a referrer policy; the pages' own inline style and script are allowed by hash, nothing else.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { PAGE_STYLE } from '../src/mail.ts';
import { listenLocally, startInteraction, startTestServer } from './helpers.ts';

let server: HavbrukServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = await listenLocally(server);
}, 60_000);
afterAll(() => server.close());

const expectBaseline = (headers: Headers, where: string) => {
  expect(headers.get('content-security-policy'), where).toContain("frame-ancestors 'none'");
  expect(headers.get('content-security-policy'), where).toContain("default-src 'none'");
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('no-referrer');
};

describe('item 6: security headers', () => {
  it('on API answers, errors included', async () => {
    for (const path of ['/users/data', '/config/app', '/no-such-route']) {
      const response = await fetch(`${base}${path}`);
      expectBaseline(response.headers, path);
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    }
  });

  it('on the sign-in pages: the inline style by its hash, no unsafe-inline, forms only to itself and the app', async () => {
    const { path, cookies } = await startInteraction(base);
    const response = await fetch(`${base}${path}`, { headers: { cookie: cookies } });
    expect(response.status).toBe(200);
    expectBaseline(response.headers, path);
    const csp = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(PAGE_STYLE).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/form-action 'self' http:\/\/localhost:5173/);
    expect(await response.text()).toContain(`<style>${PAGE_STYLE}</style>`);
  });

  it('no cross-origin credentials: the app calls with bearer tokens only', async () => {
    const response = await fetch(`${base}/config/app`, { headers: { origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("lets a browser keep a preflight's answer for 2 hours (Chromium's cap; issue 39: a round trip per call less)", async () => {
    const response = await fetch(`${base}/config/app`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type,accept');
    expect(response.headers.get('access-control-max-age')).toBe('7200');
  });

  it("on the identity provider's own answers (discovery, errors)", async () => {
    expectBaseline((await fetch(`${base}/oidc/.well-known/openid-configuration`)).headers, 'discovery');
    const error = await fetch(`${base}/oidc/auth?client_id=unknown`);
    expectBaseline(error.headers, 'provider error page');
  });
});
