/**
 * The server's account pages reached from a mail (issue 36): the one-time account link (`/account/password`: the
 * holder of an address chooses the password of its account — a deployment's first admin, or a sign-up on an address
 * whose account was never verified) and the invitation link (`/invitations/accept`). Each page shows a form; only its
 * POST changes anything (a mail scanner following the link changes nothing).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defaultNotificationSettings, type Queryable } from './db.ts';
import { escapeHtml, page, type MailConfig } from './mail.ts';
import { hashPassword, MAX_PASSWORD_LENGTH } from './passwords.ts';
import type { MembershipRow, Store, UserRow } from './store.ts';

const TOKEN = /^[0-9a-f]{48}$/;
const formBody = { bodyLimit: 16 * 1024 };

const field = (body: unknown, key: string): string => {
  const value = (body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined) ?? '';
  return typeof value === 'string' ? value : '';
};

/**
 * Takes over the account of a password link: the account is replaced by a new one (new id: every earlier sign-in of
 * it ends) with the address verified, the chosen name and password, and its memberships, every invitation accepted.
 * Answers false when the link is unknown, used or expired.
 */
export const takeOverAccount = async (
  tx: Queryable,
  token: string,
  name: string,
  passwordHash: string,
): Promise<boolean> => {
  const taken = await tx.query<{ user_id: string }>(
    `update verification_tokens set used = true where token = $1 and kind = 'password' and not used and expires_at > now() returning user_id`,
    [token],
  );
  const userId = taken.rows[0]?.user_id;
  if (!userId) return false;
  const old = (await tx.query<UserRow>('select * from users where id = $1', [userId])).rows[0];
  if (!old) return false;
  const memberships = (await tx.query<MembershipRow>('select * from memberships where user_id = $1', [userId])).rows;
  await tx.query('delete from users where id = $1', [userId]);
  const id = `user-${randomUUID().slice(0, 8)}`;
  await tx.query(
    `insert into users (id, name, email, tier, is_confirmed, verified_email, verification_sent, password, notification_settings, default_organization_id)
     values ($1,$2,$3,$4,false,true,true,$5,$6,$7)`,
    [
      id,
      name,
      old.email,
      old.tier,
      passwordHash,
      JSON.stringify(defaultNotificationSettings()),
      old.default_organization_id,
    ],
  );
  for (const membership of memberships)
    await tx.query(
      'insert into memberships (id, organization_id, user_id, org_role, created_at, added_by) values ($1,$2,$3,$4,$5,$6)',
      [membership.id, membership.organization_id, id, membership.org_role, membership.created_at, membership.added_by],
    );
  await tx.query('update memberships set added_by = $2 where added_by = $1', [userId, id]);
  return true;
};

export const registerAccountPages = (app: FastifyInstance, store: Store, mail: MailConfig): void => {
  const send = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .code(status)
      .type('text/html')
      .send(page(title, `<h1>${escapeHtml(title)}</h1>${body}`));
  const invalid = (reply: FastifyReply) =>
    send(reply, 400, 'This link is not valid', '<p>It was used already, has expired or was mistyped.</p>');
  const signIn = `<p><a href="${escapeHtml(mail.appUrl)}/login">Sign in to Havbruk</a></p>`;

  const passwordForm = (token: string, error = '') =>
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}<form method="post" action="/account/password">
<input type="hidden" name="token" value="${token}"/>
<label for="name">Name</label><input id="name" name="name" autocomplete="name" maxlength="100" required/>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="6" maxlength="${MAX_PASSWORD_LENGTH}" required/>
<p><button type="submit">Save</button></p></form>`;

  app.get<{ Querystring: { token?: string } }>('/account/password', async (request, reply) => {
    const token = String(request.query.token ?? '');
    if (!TOKEN.test(token)) return invalid(reply);
    const valid = await store.db.query(
      `select 1 from verification_tokens where token = $1 and kind = 'password' and not used and expires_at > now()`,
      [token],
    );
    if (valid.rows.length === 0) return invalid(reply);
    return send(reply, 200, 'Choose your password', passwordForm(token));
  });

  app.post('/account/password', formBody, async (request, reply) => {
    const token = field(request.body, 'token');
    const name = field(request.body, 'name').trim();
    const password = field(request.body, 'password');
    if (!TOKEN.test(token)) return invalid(reply);
    const error = !name
      ? "Name can't be empty"
      : name.length > 100
        ? 'Name must be at most 100 characters.'
        : password.length < 6
          ? 'Password must be at least 6 characters.'
          : password.length > MAX_PASSWORD_LENGTH
            ? `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`
            : '';
    if (error) return send(reply, 400, 'Choose your password', passwordForm(token, error));
    const passwordHash = await hashPassword(password);
    const done = await store.db.transaction((tx) => takeOverAccount(tx, token, name, passwordHash));
    store.invalidate();
    if (!done) return invalid(reply);
    return send(reply, 200, 'Your account is ready', signIn);
  });

  app.get<{ Querystring: { token?: string } }>('/invitations/accept', async (request, reply) => {
    const token = String(request.query.token ?? '');
    if (!TOKEN.test(token)) return invalid(reply);
    const found = await store.db.query<{ name: string }>(
      'select o.name from memberships m join organizations o on o.id = m.organization_id where m.invitation = $1',
      [token],
    );
    const organization = found.rows[0];
    if (!organization) return invalid(reply);
    return send(
      reply,
      200,
      'Invitation',
      `<p>You are invited to <strong>${escapeHtml(organization.name)}</strong>. Accepting lets its team see your name and title and gives you the role they chose.</p><form method="post" action="/invitations/accept"><input type="hidden" name="token" value="${token}"/><p><button type="submit">Accept the invitation</button></p></form>`,
    );
  });

  app.post('/invitations/accept', formBody, async (request, reply) => {
    const token = field(request.body, 'token');
    if (!TOKEN.test(token)) return invalid(reply);
    const accepted = await store.db.query(
      'update memberships set invitation = null where invitation = $1 returning organization_id',
      [token],
    );
    store.invalidate();
    if (accepted.rows.length === 0) return invalid(reply);
    return send(reply, 200, 'Invitation accepted', signIn);
  });
};
