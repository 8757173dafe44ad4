/** Files area: lab attachments (PDF reports, histology images), opened by the browser as links and images. */
import { getLabOrders, getSite } from '@havbruk/api/dataset';
import { forbidden, notFound } from '../errors.ts';
import { makeHistologyPng, makePdf } from '../files.ts';
import type { Viewer } from '../store.ts';
import type { AreaDeps } from './access.ts';

export const registerFileRoutes = ({ app, dataset, access }: AreaDeps): void => {
  const { authenticate } = access;
  // Lab attachments: private and essentials-only like the lab data (`GET /events/data/lab`). The browser opens
  // them as links and images, so the token may come as `?access_token=` instead of the header.
  app.get<{ Params: { orderId: string; filename: string } }>(
    '/files/lab/:orderId/:filename',
    async (request, reply) => {
      const viewer = (await authenticate(request, true, true)) as Viewer;
      access.requireSetupDone(viewer);
      if (viewer.user.tier !== 'essentials') throw forbidden('This requires the essentials tier');
      const farmId = request.params.orderId.split('-')[1] ?? '';
      const site = dataset.sites.find((entry) => String(entry.localityNumber) === farmId);
      if (!site) throw notFound('File not found');
      if (!viewer.privateFarmIds.has(site.id)) throw forbidden('Lab files are private');
      const order = getLabOrders(dataset, getSite(dataset, site.id)!).find(
        (entry) => entry.orderId === request.params.orderId,
      );
      const file = order?.attachments.find((entry) => entry.filename === request.params.filename);
      if (!order || !file) throw notFound('File not found');
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
    },
  );
};
