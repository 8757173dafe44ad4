/** User area: the signed-in user, setup, verification, unsubscribe, error reports and analytics. */
import { randomBytes } from 'node:crypto';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../errors.ts';
import { Limit } from '../limits.ts';
import { sendVerificationMailOnce } from '../mail.ts';
import { toUser } from '../store.ts';
import type { AreaDeps, Handlers } from './access.ts';

/** Error reports per address (the report is open to anonymous callers): 30 per 10 minutes, then 429. */
export const ERROR_REPORTS_PER_WINDOW = 30;
export const ERROR_REPORT_WINDOW_MS = 10 * 60_000;
/** Analytics uploads per user and minute (the app sends one batch per 5 s of route changes at most) … */
export const ANALYTICS_PER_MINUTE = 20;
/** … and their bytes per user and minute (one full batch). */
export const ANALYTICS_BYTES_PER_MINUTE = 256 * 1024;

export const userHandlers = ({ context, store, access }: AreaDeps) => {
  const { requireViewer } = access;
  const analyticsBytes = new Limit(context.limitStore, 'analytics-bytes', ANALYTICS_BYTES_PER_MINUTE, 60_000);
  const userUpdate = async (id: string, fields: Record<string, unknown>) => {
    const columns = Object.keys(fields);
    if (columns.length > 0) {
      const sets = columns.map((column, index) => `${column} = $${index + 2}`).join(', ');
      await store.db.query(`update users set ${sets} where id = $1`, [id, ...columns.map((column) => fields[column])]);
    }
    store.invalidate();
    const row = await store.getUserRow(id);
    if (!row) throw notFound('User not found');
    return row;
  };
  return {
    getUser: async ({ viewer }) => toUser(requireViewer(viewer).user),
    updateUser: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const fields: Record<string, unknown> = {};
      if (body.language !== undefined) fields.language = body.language;
      if (body.darkModeOn !== undefined) fields.dark_mode_on = body.darkModeOn;
      if (body.name !== undefined) fields.name = body.name.trim();
      if (body.title !== undefined) fields.title = body.title.trim();
      for (const [key, column] of [
        ['defaultOrganizationId', 'default_organization_id'],
        ['perspective', 'perspective'],
      ] as const) {
        const value = body[key];
        if (value === undefined) continue;
        if (value !== null && !current.roles.has(value))
          throw badRequest(`Invalid body: ${key}: you have no role in organization ${value}`);
        fields[column] = value;
      }
      if (body.notificationSettings !== undefined)
        fields.notification_settings = JSON.stringify({
          ...current.user.notification_settings,
          ...body.notificationSettings,
        });
      return toUser(await userUpdate(current.user.id, fields));
    },
    checkUser: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const subject = await context.verifyIdToken(body.idToken);
      if (subject !== current.user.id) throw unauthorized('The id token does not belong to this session');
      return toUser(current.user);
    },
    onboardUser: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      return toUser(await userUpdate(current.user.id, { language: body.language, is_confirmed: true }));
    },
    reportError: async ({ body, viewer }) => {
      // Open to anyone (a failure before login is reported too): limited per address (the route's rate limit), and
      // in size by the contract.
      const incidentId = `INC-${randomBytes(4).toString('hex').toUpperCase()}`;
      await store.db.query('insert into incidents (id, payload) values ($1, $2)', [
        incidentId,
        JSON.stringify({ ...body, userId: viewer?.user.id ?? null }),
      ]);
      return { incidentId };
    },
    sendAnalytics: async ({ body, viewer, request }) => {
      // Counted per user by the route's rate limit; their size here.
      const bytes = Number(request.headers['content-length'] ?? JSON.stringify(body).length);
      if ((await analyticsBytes.hit(viewer?.user.id ?? request.ip, bytes)) > 0)
        throw tooManyRequests('Too much analytics data: try again in a minute');
      await store.db.query('insert into analytics (user_id, payload) values ($1, $2)', [
        viewer?.user.id ?? null,
        JSON.stringify(body),
      ]);
      return { success: true };
    },
    deleteUser: async ({ viewer }) => {
      const current = requireViewer(viewer);
      await store.db.query('delete from users where id = $1', [current.user.id]);
      store.invalidate();
      return { success: true };
    },
    clearUpgradeStatus: async ({ viewer }) =>
      toUser(await userUpdate(requireViewer(viewer).user.id, { upgrade_status: null })),
    sendVerificationEmail: async ({ viewer }) => {
      const current = requireViewer(viewer);
      if (current.user.verified_email) return { success: true, verificationSent: current.user.verification_sent };
      // With an external identity provider the e-mail is verified there: this server mails nothing.
      if (context.externalIssuer) return { success: false, verificationSent: false };
      // Idempotent: a repeated call within a minute of the last mail sends none.
      if (await sendVerificationMailOnce(store.db, context.mail, current.user))
        await userUpdate(current.user.id, { verification_sent: true });
      return { success: true, verificationSent: true };
    },
    verifyEmail: async ({ query, viewer }) => {
      const result = await store.db.query<{ user_id: string; expires_at: Date; used: boolean }>(
        `select user_id, expires_at, used from verification_tokens where token = $1 and kind = 'email'`,
        [query.token],
      );
      const row = result.rows[0];
      // A signed-in caller verifies only their own address (never another account's with a link they were sent).
      if (!row || (viewer && viewer.user.id !== row.user_id))
        return { success: false, reason: 'invalid' as const, user: null };
      if (new Date(row.expires_at).getTime() < Date.now())
        return { success: false, reason: 'expired' as const, user: null };
      // Single use: the token is taken in one statement, so of two uses at once only one succeeds; taking it and
      // marking the address verified are one transaction.
      const taken = await store.db.transaction(async (tx) => {
        const result = await tx.query(
          `update verification_tokens set used = true where token = $1 and kind = 'email' and not used returning user_id`,
          [query.token],
        );
        if (result.rows.length === 0) return false;
        await tx.query('update users set verified_email = true where id = $1', [row.user_id]);
        // Whoever verifies the address accepts the invitations sent to it.
        await tx.query('update memberships set invitation = null where user_id = $1', [row.user_id]);
        return true;
      });
      if (!taken) return { success: false, reason: 'invalid' as const, user: null };
      const user = await userUpdate(row.user_id, {});
      return { success: true, reason: null, user: toUser(user) };
    },
    unsubscribe: async ({ query }) => {
      const result = await store.db.query<{ user_id: string; expires_at: Date }>(
        `select user_id, expires_at from verification_tokens where token = $1 and kind = 'unsubscribe'`,
        [query.token],
      );
      const row = result.rows[0];
      // An unknown link (mistyped, or its account deleted) is an error the page shows, not a silent success.
      if (!row) throw notFound('This unsubscribe link is not valid');
      // Unsubscribe links expire (mail.ts UNSUBSCRIBE_TTL_SECONDS): an old one is refused like an unknown one.
      if (new Date(row.expires_at).getTime() < Date.now()) throw notFound('This unsubscribe link has expired');
      const user = await store.getUserRow(row.user_id);
      if (!user) throw notFound('This unsubscribe link is not valid');
      const settings = {
        ...user.notification_settings,
        'weekly-report': { types: [{ key: 'email', active: false, distance: null }] },
      };
      await userUpdate(user.id, { notification_settings: JSON.stringify(settings) });
      return { success: true };
    },
  } satisfies Partial<Handlers>;
};
