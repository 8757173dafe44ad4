/**
 * What the shared-limit tests (issue 36 item 8) send: failed logins through a server's sign-in page from a given
 * source address, and analytics uploads of a given size.
 */
import type { HavbrukServer } from '../src/app.ts';
import { startInteraction } from './helpers.ts';

/** A login with a wrong password for `email` from `address` at `server` (listening on `base`): answers the status. */
export const failLogin = async (server: HavbrukServer, base: string, email: string, address: string) => {
  const { path, cookies } = await startInteraction(base);
  const response = await server.app.inject({
    method: 'POST',
    url: `${path}/login`,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies },
    payload: new URLSearchParams({ email, password: 'wrong-guess' }).toString(),
  });
  return response.statusCode;
};

/** An analytics upload of about `size` bytes with `token`: answers the status. */
export const sendAnalytics = async (server: HavbrukServer, token: string, size: number) => {
  const url = `/${'a'.repeat(1990)}`;
  const count = Math.max(1, Math.round(size / 2040));
  const response = await server.app.inject({
    method: 'POST',
    url: '/users/data/analytics',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      story: Array.from({ length: count }, () => ({ url, date: '2026-11-28T10:00:00.000Z' })),
      appVersion: '0.1.0',
      userAgent: 'Mozilla/5.0',
    },
  });
  return response.statusCode;
};
