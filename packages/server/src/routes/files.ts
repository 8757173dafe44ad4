/**
 * Files area: lab attachments (PDF reports, histology images), opened by the browser as links and images. A URL
 * never carries a token: the app asks `POST /files/links` for a signed link (≤ 60 s, bound to the user and the
 * sign-in) and opens that; a request with the bearer header is served as well. Either way the permission is checked
 * when the file is served. Files are never cached and never leak their URL as a referrer.
 */
import type { FastifyReply } from 'fastify';
import { forbidden, notFound, unauthorized } from '../errors.ts';
import { makeHistologyPng, makePdf } from '../files.ts';
import { labOrdersOf } from '../queries/events.ts';
import type { Viewer } from '../store.ts';
import type { AreaDeps, Handlers } from './access.ts';

const LAB_FILE = /^\/files\/lab\/([^/]+)\/([^/]+)$/;

export const fileHandlers = ({ app, context, access, store }: AreaDeps) => {
  const { requireViewer, requireSetupDone } = access;

  /**
   * The lab file at `orderId`/`filename` if the viewer may open it now (403/404 otherwise): a file is a name a row of
   * `lab_results` gives in `attachment` for that order, at a farm the viewer holds privately.
   */
  const labFile = async (viewer: Viewer, orderId: string, filename: string) => {
    requireSetupDone(viewer);
    if (viewer.user.tier !== 'essentials') throw forbidden('This requires the essentials tier');
    const farms = await store.db.query<{ locality_number: number; name: string }>(
      `select distinct r.locality_number, s.name from lab_results r join sites s using (locality_number)
       where r.order_id = $1 and $2 = any(string_to_array(r.attachment, '|')) order by r.locality_number`,
      [orderId, filename],
    );
    if (farms.rows.length === 0) throw notFound('File not found');
    const farm = farms.rows.find((row) => viewer.privateFarmIds.has(String(row.locality_number)));
    if (!farm) throw forbidden('Lab files are private');
    const order = (await labOrdersOf(store.db, farm.locality_number)).find((entry) => entry.orderId === orderId);
    const file = order?.attachments.find((entry) => entry.filename === filename);
    if (!order || !file) throw notFound('File not found');
    return { site: { name: farm.name, localityNumber: farm.locality_number }, order, file };
  };

  const send = (reply: FastifyReply, found: Awaited<ReturnType<typeof labFile>>) => {
    const { site, order, file } = found;
    reply
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff');
    if (file.kind === 'pdf') {
      const positives = new Map<string, [number, number]>();
      for (const result of order.pcr) {
        const entry = positives.get(result.disease) ?? [0, 0];
        positives.set(result.disease, [entry[0] + (result.value === null ? 0 : 1), entry[1] + 1]);
      }
      const lines = [
        `Farm: ${site.name} (locality ${site.localityNumber})`,
        `Sampled: ${order.sampledAt}   Tested: ${order.testedAt}`,
        `Cages: ${file.cages.join(', ')}`,
        `Histology: ${order.histology ? 'yes' : 'no'}`,
        '',
        'PCR results (positive / samples):',
        ...[...positives.entries()].map(([disease, [positive, total]]) => `  ${disease}: ${positive} / ${total}`),
      ];
      return reply.type('application/pdf').send(makePdf(`Lab report ${order.orderId}`, lines));
    }
    return reply.type('image/png').send(makeHistologyPng(file.filename.length * 7919 + order.orderId.length));
  };

  app.get<{ Params: { orderId: string; filename: string }; Querystring: Record<string, unknown> }>(
    '/files/lab/:orderId/:filename',
    async (request, reply) => {
      const { orderId, filename } = request.params;
      let viewer = await access.authenticate(request, false);
      if (!viewer) {
        if (request.headers.authorization !== undefined) throw unauthorized('Invalid or expired access token');
        if (request.query['sig'] === undefined) throw unauthorized('Missing bearer token or signed link');
        const path = `/files/lab/${orderId}/${filename}`;
        const check = context.fileLinks.verify(path, request.query);
        if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'This link has expired' : 'Invalid link');
        // The sign-in the link was made in must still be active: after logout the link is refused.
        if (!(await context.grantActive(check.claims.grantId, check.claims.userId)))
          throw unauthorized('This link has expired');
        viewer = await access.viewerOf(check.claims.userId, check.claims.grantId);
      }
      return send(reply, await labFile(viewer, orderId, filename));
    },
  );

  return {
    createFileLink: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const match = LAB_FILE.exec(body.path);
      if (!match) throw notFound('File not found');
      const [, orderId, filename] = match.map((part) => decodeURIComponent(part)) as [string, string, string];
      await labFile(current, orderId, filename);
      if (!current.grantId) throw unauthorized();
      return context.fileLinks.sign(current.user.id, current.grantId, `/files/lab/${orderId}/${filename}`);
    },
  } satisfies Partial<Handlers>;
};
