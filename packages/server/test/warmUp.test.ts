/** The start-up warm-up (`prepareFarmStore`): the code of the first request runs before listening, and nothing is written. */
import { afterAll, describe, expect, it } from 'vitest';
import { listenLocally, startTestServer } from './helpers.ts';

const server = await startTestServer();
afterAll(() => server.close());

const rowCounts = async () => {
  const tables = ['oidc_models', 'users', 'memberships', 'notification_state', 'verification_tokens', 'mailbox'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await server.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    counts[table] = Number(result.rows[0]!.count);
  }
  return counts;
};

describe('start-up warm-up', () => {
  it(
    'fills the farm store and writes nothing to the database (its token checks and requests use a throwaway token)',
    { timeout: 60_000 },
    async () => {
      const before = await rowCounts();
      expect(await server.prepareFarmStore()).toBe('built');
      expect(await rowCounts()).toEqual(before);
      // The farms of the organizations are ready.
      const farmIds = [...(await server.store.getDirectory()).farms.values()].flat();
      expect(farmIds.length).toBeGreaterThan(0);
      for (const farmId of farmIds) expect(server.farmStore.has(farmId)).toBe(true);
    },
  );

  it('sends one request through its socket before listen returns: refused (a throwaway token), nothing written', async () => {
    const before = await rowCounts();
    const answered: number[] = [];
    server.app.server.on('request', (_request, response) =>
      response.once('finish', () => answered.push(response.statusCode)),
    );
    await listenLocally(server);
    expect(answered).toEqual([401]);
    expect(await rowCounts()).toEqual(before);
  });
});
