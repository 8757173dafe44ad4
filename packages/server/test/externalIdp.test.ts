/**
 * Issue 37: the API on a company's own identity provider (`externalIdp`, a stand-in provider from fakeIdp.ts).
 * Every refused token answers 401; a first sign-in creates (or, by a verified e-mail, finds) the user; nothing of
 * the built-in provider, its sign-in pages or the dev mailbox is reachable.
 */
import { createHmac, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getLabOrders, getSite } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { createExternalIdp } from '../src/externalIdp.ts';
import { AUDIENCE, CLIENT_ID, startFakeIdp, type FakeIdp } from './fakeIdp.ts';
import { call, listenLocally, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let idp: FakeIdp;
let server: HavbrukServer;
const fileFarmId = testDataset().organizations.find((org) => org.id === ORGS.nordvik)!.farmIds[0]!;

beforeAll(async () => {
  idp = await startFakeIdp();
  server = await startTestServer({
    dev: true,
    // The lab results of the farm whose report a file link opens (lab files are read from the tables).
    seedFarmIds: [fileFarmId],
    externalIdp: { issuer: idp.issuer, audience: AUDIENCE, clientId: CLIENT_ID },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await idp.close();
});

const getUser = (token: string) => call(server, { method: 'GET', url: '/users/data', token });
const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('a first sign-in', () => {
  it('creates the user: basics tier, setup not finished, matched by sub from then on', async () => {
    const token = await idp.sign({
      sub: 'new-person',
      email: 'New.Person@Company.example',
      email_verified: true,
      name: 'New Person',
    });
    const first = await getUser(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'New Person',
      email: 'new.person@company.example',
      tier: 'basics',
      isConfirmed: false,
      verifiedEmail: true,
    });
    // A later token of the same subject, with another e-mail, is the same user.
    const again = await getUser(await idp.sign({ sub: 'new-person', email: 'renamed@company.example' }));
    expect(again.body).toMatchObject({ id: first.body!['id'] });
  });

  it('finds an existing user by a verified e-mail', async () => {
    const existing = (await server.store.getUserRow(USERS.superAdmin))!;
    const response = await getUser(await idp.sign({ sub: 'sso-admin', email: existing.email, email_verified: true }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: USERS.superAdmin });
  });

  it('never takes over an existing account by an e-mail the provider has not verified', async () => {
    const existing = (await server.store.getUserRow(USERS.member))!;
    const response = await getUser(await idp.sign({ sub: 'impostor', email: existing.email, email_verified: false }));
    expect(response.status).toBe(401);
  });

  it('reads the e-mail from userinfo when the token has none; an unverified one is verified by a later token', async () => {
    idp.userinfo.set('entra-like', { email: 'quiet@company.example', email_verified: false, name: 'Quiet' });
    const first = await getUser(await idp.sign({ sub: 'entra-like' }));
    expect(first.body).toMatchObject({ email: 'quiet@company.example', verifiedEmail: false });
    const verified = await getUser(await idp.sign({ sub: 'entra-like', email_verified: true }));
    expect(verified.body).toMatchObject({ id: first.body!['id'], verifiedEmail: true });
  });

  it('provisions once when the first calls arrive together', async () => {
    const token = await idp.sign({ sub: 'together', email: 'together@company.example' });
    const answers = await Promise.all([getUser(token), getUser(token), getUser(token)]);
    expect(new Set(answers.map((answer) => answer.body!['id'])).size).toBe(1);
    const rows = await server.db.query(`select 1 from external_identities where subject = 'together'`);
    expect(rows.rows).toHaveLength(1);
  });
});

describe('refused tokens (401)', () => {
  const person = { sub: 'new-person', email: 'new.person@company.example' };
  const refused: [string, () => Promise<string>][] = [
    ['a wrong issuer', () => idp.sign({ ...person, iss: 'https://other.example' })],
    ['a wrong audience', () => idp.sign({ ...person, aud: 'https://another-api.example' })],
    ['an expired token (beyond the clock skew)', () => idp.sign({ ...person, exp: now() - 120, iat: now() - 600 })],
    ['a token not yet valid (beyond the clock skew)', () => idp.sign({ ...person, nbf: now() + 120 })],
    ['a token without sub', () => idp.sign({ email: person.email })],
    ['an unknown kid', async () => idp.sign(person, { key: await idp.strangerKey() })],
    [
      'alg: none',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ iss: idp.issuer, aud: AUDIENCE, exp: now() + 300, ...person })}.`,
    ],
    [
      'HS256 signed with the public key',
      async () => {
        const jwk = idp.jwks().keys[0]!;
        const pem = createPublicKey({ key: jwk as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
        const input = `${base64url({ alg: 'HS256', kid: jwk.kid })}.${base64url({ iss: idp.issuer, aud: AUDIENCE, exp: now() + 300, ...person })}`;
        return `${input}.${createHmac('sha256', pem).update(input).digest('base64url')}`;
      },
    ],
    ['a token of the built-in provider', () => server.oidc.issueAccessToken(USERS.superAdmin)],
    ['an id token of the built-in provider', () => server.oidc.issueIdToken(USERS.superAdmin)],
    ['a tampered signature', async () => `${(await idp.sign(person)).slice(0, -4)}AAAA`],
  ];
  it.each(refused)('%s', async (_name, token) => {
    expect((await getUser(await token())).status).toBe(401);
  });

  it('accepts the same claims when well signed (the cases above differ in one thing)', async () => {
    expect((await getUser(await idp.sign(person))).status).toBe(200);
    // Within the clock skew allowance.
    expect((await getUser(await idp.sign({ ...person, exp: now() - 5, iat: now() - 300 }))).status).toBe(200);
    expect((await getUser(await idp.sign({ ...person, nbf: now() + 5 }))).status).toBe(200);
  });

  it('an unknown kid fetches the JWKS again at most once per cooldown (60 s)', async () => {
    const stranger = await idp.strangerKey();
    const before = idp.jwksRequests();
    for (let index = 0; index < 5; index += 1)
      expect((await getUser(await idp.sign(person, { key: stranger }))).status).toBe(401);
    expect(idp.jwksRequests() - before).toBeLessThanOrEqual(1);
  });
});

describe('key rotation', () => {
  it('a token signed with a newly published key is accepted without a restart', async () => {
    const own = await startFakeIdp();
    const check = createExternalIdp(
      { issuer: own.issuer, audience: AUDIENCE, clientId: CLIENT_ID, jwksCooldownSeconds: 0 },
      server.store,
    );
    const claims = { sub: 'rotating', email: 'rotating@company.example' };
    expect(await check.verifyAccessToken(await own.sign(claims))).not.toBeNull();
    await own.rotate();
    expect(await check.verifyAccessToken(await own.sign(claims))).not.toBeNull();
    expect(own.jwksRequests()).toBe(2);
    await own.close();
  });
});

describe('the asymmetric algorithms a provider may announce', () => {
  it.each(['PS256', 'ES256', 'ES384', 'EdDSA'])('%s', async (alg) => {
    const own = await startFakeIdp();
    const check = createExternalIdp(
      { issuer: own.issuer, audience: AUDIENCE, clientId: CLIENT_ID, jwksCooldownSeconds: 0 },
      server.store,
    );
    await own.rotate(alg);
    const token = await own.sign({ sub: alg, email: `${alg.toLowerCase()}@company.example` });
    expect(await check.verifyAccessToken(token)).not.toBeNull();
    // The same token claiming another algorithm of the key's family is refused.
    const [header, ...rest] = token.split('.');
    const relabelled = { ...JSON.parse(Buffer.from(header!, 'base64url').toString()), alg: 'RS256' };
    expect(await check.verifyAccessToken([base64url(relabelled), ...rest].join('.'))).toBeNull();
    await own.close();
  });
});

describe('the issuer', () => {
  it('is compared exactly: a configured issuer the discovery document does not name refuses every token', async () => {
    const check = createExternalIdp(
      { issuer: `${idp.issuer}/`, audience: AUDIENCE, clientId: CLIENT_ID },
      server.store,
    );
    expect(await check.verifyAccessToken(await idp.sign({ sub: 'new-person', iss: `${idp.issuer}/` }))).toBeNull();
  });
});

describe('introspection, when configured', () => {
  it('refuses a token the provider says is no longer active', async () => {
    const check = createExternalIdp(
      {
        issuer: idp.issuer,
        audience: AUDIENCE,
        clientId: CLIENT_ID,
        introspection: { clientId: 'api', clientSecret: 's' },
      },
      server.store,
    );
    const token = await idp.sign({ sub: 'new-person' });
    expect(await check.verifyAccessToken(token)).not.toBeNull();
    idp.revoked.add(token);
    expect(await check.verifyAccessToken(token)).toBeNull();
  });
});

describe('the id token (checkUser) and signed file links', () => {
  it('checkUser accepts the id token the provider issued to the app, not one for another client', async () => {
    const token = await idp.sign({ sub: 'sso-admin' });
    const idToken = await idp.sign({ sub: 'sso-admin', aud: CLIENT_ID });
    const ok = await call(server, { method: 'POST', url: '/users/data/check', token, body: { idToken } });
    expect(ok.body).toMatchObject({ id: USERS.superAdmin });
    const other = await idp.sign({ sub: 'sso-admin', aud: 'another-client' });
    const refused = await call(server, { method: 'POST', url: '/users/data/check', token, body: { idToken: other } });
    expect(refused.status).toBe(401);
  });

  it('a file link made with a token opens until that token expires (and 60 s at most)', async () => {
    const pdf = getLabOrders(testDataset(), getSite(testDataset(), fileFarmId)!)
      .flatMap((order) => order.attachments)
      .find((file) => file.kind === 'pdf')!.url;
    const token = await idp.sign({ sub: 'sso-admin', exp: now() + 10 });
    const link = await call(server, { method: 'POST', url: '/files/links', token, body: { path: pdf } });
    expect(link.status).toBe(200);
    const url = String(link.body!['url']);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 45 s later: the link itself would live 60 s, but its token expired (10 s + 30 s of clock skew).
      vi.setSystemTime(Date.now() + 45_000);
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a file link's sign-in ends with the token it was made with", async () => {
    expect(await server.externalIdp!.grantActive(`ext.${now() + 60}.sid-1`)).toBe(true);
    expect(await server.externalIdp!.grantActive(`ext.${now() - 60}.sid-1`)).toBe(false);
    expect(await server.externalIdp!.grantActive('a-grant-of-the-built-in-provider')).toBe(false);
  });
});

describe('the built-in provider is off', () => {
  it('answers 404 for every call, page and mail of the built-in provider (dev flag on)', async () => {
    const base = await listenLocally(server);
    const paths: [string, string][] = [
      ['GET', '/oidc/.well-known/openid-configuration'],
      ['GET', '/oidc/jwks'],
      ['GET', '/oidc/auth?client_id=havbruk-app'],
      ['POST', '/oidc/token'],
      ['POST', '/oidc/token/revocation'],
      ['GET', '/oidc/session/end'],
      ['GET', '/oidc/me'],
      ['GET', '/interaction/abc'],
      ['GET', '/interaction/abc/signup'],
      ['POST', '/interaction/abc/login'],
      ['POST', '/interaction/abc/signup'],
      ['GET', '/dev/mailbox'],
    ];
    for (const [method, path] of paths) {
      const response = await fetch(`${base}${path}`, { method, redirect: 'manual' });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });

  it("mails no verification link: verification is the provider's", async () => {
    const token = await idp.sign({ sub: 'entra-like', email_verified: false });
    const before = await server.db.query('select 1 from mailbox');
    await server.db.query(`update users set verified_email = false where email = 'quiet@company.example'`);
    server.store.invalidate();
    const response = await call(server, { method: 'GET', url: '/verify/email/send', token });
    expect(response.body).toMatchObject({ success: false, verificationSent: false });
    expect((await server.db.query('select 1 from mailbox')).rows).toHaveLength(before.rows.length);
  });
});
