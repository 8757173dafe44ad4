/** Dev mailbox: verification and report e-mails are stored in the database and shown at /dev/mailbox. */
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';

export interface MailConfig {
  /** The app's origin, used in links (e.g. http://localhost:5173). */
  appUrl: string;
  /** This server's public origin: links to its own pages (account links, invitations). */
  serverUrl: string;
  /** Lifetime of verification links, seconds. */
  verificationTtlSeconds: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const createToken = async (
  db: Queryable,
  userId: string,
  kind: 'email' | 'unsubscribe' | 'password',
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> => {
  const token = randomBytes(24).toString('hex');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.query('insert into verification_tokens (token, user_id, kind, expires_at) values ($1,$2,$3,$4)', [
    token,
    userId,
    kind,
    expiresAt.toISOString(),
  ]);
  return { token, expiresAt };
};

export const sendVerificationMail = async (
  db: Queryable,
  config: MailConfig,
  user: { id: string; email: string; name: string },
  ttlSeconds = config.verificationTtlSeconds,
) => {
  const { token, expiresAt } = await createToken(db, user.id, 'email', ttlSeconds);
  const link = `${config.appUrl}/verify?token=${token}`;
  await db.query('insert into mailbox (to_email, subject, html) values ($1,$2,$3)', [
    user.email,
    'Verify your e-mail address',
    `<p>Hi ${escapeHtml(user.name)},</p><p>Please confirm your e-mail address to start using Havbruk.</p><p><a href="${link}">Verify e-mail</a></p><p class="expiry" data-expires="${expiresAt.toISOString()}">This link expires at ${expiresAt.toISOString()}.</p>`,
  ]);
  return { token, link, expiresAt };
};

/** A verification mail is not sent again within this many seconds (the state-changing GETs are idempotent). */
export const VERIFICATION_RESEND_SECONDS = 60;

/**
 * Sends a verification mail unless one was sent to the user in the last {@link VERIFICATION_RESEND_SECONDS}
 * (a repeated or replayed `GET …/send` or `…/resend` does not mail again). Resolves to whether a mail was sent.
 */
export const sendVerificationMailOnce = async (
  db: Queryable,
  config: MailConfig,
  user: { id: string; email: string; name: string },
): Promise<boolean> => {
  const recent = await db.query(
    `select 1 from verification_tokens where user_id = $1 and kind = 'email' and not used and expires_at > $2`,
    [
      user.id,
      new Date(Date.now() + (config.verificationTtlSeconds - VERIFICATION_RESEND_SECONDS) * 1000).toISOString(),
    ],
  );
  if (recent.rows.length > 0) return false;
  await sendVerificationMail(db, config, user);
  return true;
};

/** Unsubscribe links of the weekly report expire (a mail is months old at most when it is still acted on). */
export const UNSUBSCRIBE_TTL_SECONDS = 60 * 60 * 24 * 90;

export const sendWeeklyReportMail = async (
  db: Queryable,
  config: MailConfig,
  user: { id: string; email: string; name: string },
) => {
  const { token } = await createToken(db, user.id, 'unsubscribe', UNSUBSCRIBE_TTL_SECONDS);
  const link = `${config.appUrl}/verify/unsubscribe?token=${token}`;
  await db.query('insert into mailbox (to_email, subject, html) values ($1,$2,$3)', [
    user.email,
    'Weekly lice and health report',
    `<p>Hi ${escapeHtml(user.name)},</p><p>Your weekly summary of lice counts, treatments and disease alerts is ready in Havbruk.</p><p><a href="${link}">Unsubscribe from weekly alerts</a></p>`,
  ]);
  return { token, link };
};

/**
 * An invitation to an organization. A verified account accepts it with the link (`accept`: the membership's
 * invitation token); an address without one is asked to create its account, and the invitation is accepted when the
 * address is verified.
 */
export const sendInvitationMail = async (
  db: Queryable,
  config: MailConfig,
  to: string,
  organization: string,
  invitedBy: string,
  accept: string | null,
) => {
  const action = accept
    ? `<p><a href="${config.serverUrl}/invitations/accept?token=${accept}">See and accept the invitation</a></p>`
    : `<p><a href="${config.appUrl}/signup">Create your account</a> with this address to accept it.</p>`;
  await db.query('insert into mailbox (to_email, subject, html) values ($1,$2,$3)', [
    to,
    `You are invited to ${organization}`,
    `<p>${escapeHtml(invitedBy)} invited you to <strong>${escapeHtml(organization)}</strong> in Havbruk.</p>${action}`,
  ]);
};

/**
 * A one-time link to a server page where the holder of the address chooses a password (and name) for the account
 * of that address: the first admin of a deployment, or a sign-up on an address whose account was never verified.
 */
export const createAccountLink = async (db: Queryable, config: MailConfig, userId: string): Promise<string> => {
  const { token } = await createToken(db, userId, 'password', config.verificationTtlSeconds);
  return `${config.serverUrl}/account/password?token=${token}`;
};

/**
 * The mail of a sign-up on an address that already has an account (the sign-up page answers the same as for a new
 * address): a verified account is told to sign in; an account never verified may be taken over with a link (it
 * also accepts the invitations sent to the address).
 */
export const sendSignupAttemptMail = async (
  db: Queryable,
  config: MailConfig,
  user: { id: string; email: string; verified_email: boolean },
) => {
  const html = user.verified_email
    ? `<p>Someone asked to create a Havbruk account with this address. You already have one: <a href="${config.appUrl}/login">sign in</a>.</p><p>If it was not you, you can ignore this message.</p>`
    : `<p>Someone asked to create a Havbruk account with this address. An account with it was started but the address was never confirmed.</p><p><a href="${await createAccountLink(db, config, user.id)}">Confirm the address and choose your password</a> (this also accepts any invitation sent to it). Anyone who used the address before loses access.</p><p>If it was not you, you can ignore this message.</p>`;
  await db.query('insert into mailbox (to_email, subject, html) values ($1,$2,$3)', [
    user.email,
    'Your Havbruk account',
    html,
  ]);
};

export const mailboxPage = async (db: Queryable): Promise<string> => {
  const result = await db.query<{ id: number; to_email: string; subject: string; html: string; created_at: Date }>(
    'select * from mailbox order by id desc limit 200',
  );
  const items = result.rows
    .map(
      (mail) =>
        `<article><header><h2>${escapeHtml(mail.subject)}</h2><p>To: ${escapeHtml(mail.to_email)} · ${new Date(mail.created_at).toISOString()}</p></header>${mail.html}</article>`,
    )
    .join('');
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1><p>E-mails the server would have sent (no SMTP). Newest first.</p>${items || '<p>No e-mails yet.</p>'}`,
  );
};

/** The one stylesheet of the server's own pages (inline; allowed by its hash in the pages' CSP). */
export const PAGE_STYLE = `
body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#102a43;background:#f5f8fa}
h1{font-size:1.6rem}article,form,section{background:#fff;border:1px solid #cbd5e0;border-radius:8px;padding:1rem;margin:1rem 0}
button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #0b5394;background:#0b5394;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5394}label{display:block;margin:.5rem 0 .25rem}input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
ul.users{list-style:none;padding:0}ul.users li{margin:.5rem 0}ul.users button{width:100%;text-align:left}.muted{color:#486581}.error{color:#a61b1b}
`;

export const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Havbruk dev</title>
<link rel="icon" href="data:,"><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;

export { escapeHtml };
