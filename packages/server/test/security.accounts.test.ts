/**
 * Security review, round two (issue 36 items 3, 6, 7 and 9): sign-ups, invitations and the demo accounts, each tried
 * as in the report and expecting the secure answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { call, listenLocally, ORGS, signIn, startInteraction, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = await listenLocally(server);
}, 60_000);
afterAll(() => server.close());

const post = (path: string, fields: Record<string, string>, cookies = '') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** A sign-up on the provider's form, each in its own sign-in: the status and the page (its interaction id removed). */
const signUp = async (name: string, email: string, password = 'secret-1') => {
  const { path, cookies } = await startInteraction(base, { screen_hint: 'signup' });
  const response = await post(`${path}/signup`, { name, email, password }, cookies);
  return { status: response.status, html: (await response.text()).replaceAll(path, '/interaction/…') };
};

const mails = async (to: string) =>
  (
    await server.db.query<{ subject: string; html: string }>(
      'select subject, html from mailbox where to_email = $1 order by id',
      [to],
    )
  ).rows;

const linkIn = (html: string, path: string) => {
  const match = new RegExp(`href="(http[^"]*${path}\\?token=[0-9a-f]+)"`).exec(html);
  if (!match) throw new Error(`no ${path} link in ${html}`);
  return new URL(match[1]!);
};

const organizationsOf = async (token: string) => {
  const response = await call(server, { method: 'GET', url: '/config/organizations', token });
  return response.status === 200
    ? (response.body!['organizations'] as { id: string; privelege: string }[])
    : `status ${response.status}`;
};

const emailOf = (id: string) => testDataset().users.find((user) => user.id === id)!.email;

describe('item 3 and 7: sign-up answers alike and never fails on a race', () => {
  it('ten parallel sign-ups with one new address: one account, every answer the same as a later duplicate', async () => {
    const email = 'parallel.signup@example.no';
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp('Para Llel', email)));
    const later = await signUp('Para Llel', email);
    for (const answer of [...answers, later]) {
      expect(answer.status).toBe(200);
      expect(answer.html).toBe(later.html);
    }
    expect(later.html).toContain('Check your e-mail');
    const rows = await server.db.query('select 1 from users where email = $1', [email]);
    expect(rows.rows).toHaveLength(1);
    const subjects = (await mails(email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === 'Verify your e-mail address')).toHaveLength(1);
  });

  it('an address with an account gets the same answer as a new one; the mail tells its owner', async () => {
    const known = emailOf(USERS.admin);
    const fresh = await signUp('Someone', 'someone.new@example.no');
    const existing = await signUp('Someone', known);
    expect(existing.status).toBe(fresh.status);
    expect(existing.html.replace(known, 'ADDRESS')).toBe(fresh.html.replace('someone.new@example.no', 'ADDRESS'));
    const last = (await mails(known)).at(-1)!;
    expect(last.subject).toBe('Your Havbruk account');
    expect(last.html).toContain('You already have one');
    // The account is unchanged: its password still signs in.
    await expect(signIn(base, known, 'havbruk')).resolves.toHaveProperty('access_token');
  });
});

describe('item 7: adding an address outside the organization is an invitation', () => {
  it('shows only the address and gives no role until the invitation is accepted', async () => {
    const outsider = testDataset().users.find((user) => user.id === USERS.basics)!;
    const added = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvikWest}/team`,
      token: await server.oidc.issueAccessToken(USERS.superAdmin),
      body: { team: [{ email: outsider.email, orgRole: 'member' }] },
    });
    expect(added.status).toBe(200);
    const member = (added.body!['team'] as { user: Record<string, unknown> }[]).find(
      (entry) => entry.user['email'] === outsider.email,
    )!;
    expect(member.user).toEqual({
      email: outsider.email,
      name: outsider.email,
      picture: '',
      title: '',
      verifiedEmail: false,
    });
    const token = await server.oidc.issueAccessToken(USERS.basics);
    expect(await organizationsOf(token)).not.toContainEqual(expect.objectContaining({ id: ORGS.nordvikWest }));

    const link = linkIn((await mails(outsider.email)).at(-1)!.html, '/invitations/accept');
    const page = await fetch(`${base}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await organizationsOf(token)).not.toContainEqual(expect.objectContaining({ id: ORGS.nordvikWest }));
    const accepted = await post('/invitations/accept', { token: link.searchParams.get('token')! });
    expect(accepted.status).toBe(200);
    expect(await organizationsOf(token)).toContainEqual(expect.objectContaining({ id: ORGS.nordvikWest }));
    expect((await post('/invitations/accept', { token: link.searchParams.get('token')! })).status).toBe(400);
  });
});

describe('item 6: invitation squatting', () => {
  it('an unverified account gets nothing from an invitation; whoever verifies the address claims it', async () => {
    const email = 'invitee@havkonsult.example';
    expect((await signUp('Squatter', email, 'squatter-1')).status).toBe(200);
    const squatter = (await server.store.getUserByEmail(email))!;
    const squatterToken = await server.oidc.issueAccessToken(squatter.id);

    const invited = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvik}/team`,
      token: await server.oidc.issueAccessToken(USERS.superAdmin),
      body: { team: [{ email, orgRole: 'admin' }] },
    });
    expect(invited.status).toBe(200);
    expect(await organizationsOf(squatterToken)).toEqual([]);
    const structure = await call(server, { method: 'GET', url: '/organizations/structure', token: squatterToken });
    expect(JSON.stringify(structure.body)).not.toContain(ORGS.nordvik);

    // The owner of the address signs up: the mail to the address holds the link that takes the account over.
    expect((await signUp('Real Invitee', email, 'invitee-1')).status).toBe(200);
    const link = linkIn((await mails(email)).at(-1)!.html, '/account/password');
    expect((await fetch(`${base}${link.pathname}${link.search}`)).status).toBe(200);
    const token = link.searchParams.get('token')!;
    const done = await post('/account/password', { token, name: 'Real Invitee', password: 'invitee-2' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your account is ready');
    expect((await post('/account/password', { token, name: 'Again', password: 'again-123' })).status).toBe(400);

    // The squatter's sign-in ends; the owner signs in with the chosen password and has the invited role.
    expect((await call(server, { method: 'GET', url: '/users/data', token: squatterToken })).status).toBe(401);
    await expect(signIn(base, email, 'squatter-1')).rejects.toThrow();
    const owner = await signIn(base, email, 'invitee-2');
    expect(await organizationsOf(owner.access_token)).toContainEqual(
      expect.objectContaining({ id: ORGS.nordvik, privelege: 'admin' }),
    );
  });

  it('a signed-in user cannot verify another account with a verification link sent to them', async () => {
    const email = 'other.account@example.no';
    await signUp('Other', email);
    const link = linkIn((await mails(email)).at(-1)!.html, '/verify');
    const response = await call(server, {
      method: 'GET',
      url: `/verify/email?token=${link.searchParams.get('token')}`,
      token: await server.oidc.issueAccessToken(USERS.admin),
    });
    expect(response.body).toMatchObject({ success: false, reason: 'invalid' });
    expect((await server.store.getUserByEmail(email))!.verified_email).toBe(false);
  });
});

describe('item 9: demo accounts without the dev flag', () => {
  it('have no password anyone knows', { timeout: 60_000 }, async () => {
    const production = await startTestServer({ demoPasswords: false });
    try {
      const productionBase = await listenLocally(production);
      for (const id of [USERS.superAdmin, USERS.admin])
        await expect(signIn(productionBase, emailOf(id), 'havbruk')).rejects.toThrow(/login answered 401/);
    } finally {
      await production.close();
    }
  });
});
