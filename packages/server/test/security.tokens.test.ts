/**
 * Security review, tokens and the state-changing GETs (issue 13 item 9): verification links work once,
 * unsubscribe links expire, and the spec's GETs that change state are refused without the bearer token and are
 * idempotent (a repeated send mails once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { createToken } from '../src/mail.ts';
import { call, ORGS, startTestServer, USERS } from './helpers.ts';

let server: HavbrukServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const mailsTo = async (userId: string) => {
  const result = await server.db.query<{ count: string | number }>(
    `select count(*) as count from mailbox where to_email = (select email from users where id = $1)`,
    [userId],
  );
  return Number(result.rows[0]!.count);
};

describe('item 9: tokens', () => {
  it('a verification link works once', async () => {
    const { token } = await createToken(server.db, USERS.unverified, 'email', 3600);
    const first = await call(server, { method: 'GET', url: `/verify/email?token=${token}` });
    expect(first.body).toMatchObject({ success: true });
    const again = await call(server, { method: 'GET', url: `/verify/email?token=${token}` });
    expect(again.body).toMatchObject({ success: false, reason: 'invalid', user: null });
    await server.db.query('update users set verified_email = false where id = $1', [USERS.unverified]);
    server.store.invalidate();
  });

  it('an unsubscribe link expires', async () => {
    const { token } = await createToken(server.db, USERS.superAdmin, 'unsubscribe', -60);
    const response = await call(server, { method: 'GET', url: `/verify/unsubscribe?token=${token}` });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'This unsubscribe link has expired' });
  });
});

describe('item 9: the state-changing GETs', () => {
  const gets = [
    '/users/data/status/upgrade/clear',
    '/verify/email/send',
    `/organizations/${ORGS.nordvik}/team/${USERS.unverified}/resend`,
  ];

  it('are refused without the bearer token', async () => {
    for (const url of gets) expect((await call(server, { method: 'GET', url })).status, url).toBe(401);
  });

  it('are idempotent: sending the verification mail twice in a row mails once', async () => {
    const token = await server.oidc.issueAccessToken(USERS.unverified);
    const before = await mailsTo(USERS.unverified);
    const first = await call(server, { method: 'GET', url: '/verify/email/send', token });
    const second = await call(server, { method: 'GET', url: '/verify/email/send', token });
    expect(first.body).toEqual(second.body);
    expect(await mailsTo(USERS.unverified)).toBe(before + 1);
    const admin = await server.oidc.issueAccessToken(USERS.superAdmin);
    const url = `/organizations/${ORGS.nordvik}/team/${USERS.unverified}/resend`;
    expect((await call(server, { method: 'GET', url, token: admin })).status).toBe(200);
    expect(await mailsTo(USERS.unverified)).toBe(before + 1);
    const cleared = await call(server, { method: 'GET', url: '/users/data/status/upgrade/clear', token: admin });
    const clearedAgain = await call(server, { method: 'GET', url: '/users/data/status/upgrade/clear', token: admin });
    expect(cleared.body).toEqual(clearedAgain.body);
  });
});
