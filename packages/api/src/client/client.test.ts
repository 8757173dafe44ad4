import { describe, expect, it, vi } from 'vitest';
import { ABORTED, ApiError, ContractError, createApiClient, isAborted } from './client.ts';
import { chunkMapKeys, fetchMapData } from './mapData.ts';
import { createTimelineCache, missingRanges } from './timelineCache.ts';

const user = {
  id: 'u1',
  name: 'Ingrid',
  picture: '',
  email: 'i@example.com',
  title: '',
  language: 'en',
  darkModeOn: false,
  defaultOrganizationId: null,
  perspective: null,
  tier: 'essentials',
  isConfirmed: true,
  verifiedEmail: true,
  verificationSent: false,
  upgradeStatus: null,
  notificationSettings: {},
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createApiClient', () => {
  it('sends the bearer token and JSON to the base URL', async () => {
    const fetch = vi.fn(async () => json(user));
    const client = createApiClient({ baseUrl: 'http://api.test/', getAccessToken: () => 'tok', fetch });
    const result = await client.call('updateUser', { body: { darkModeOn: true } });
    expect(result).toEqual(user);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/users/data');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(init.body).toBe('{"darkModeOn":true}');
  });

  it('sends no cookies (bearer tokens only)', async () => {
    const fetch = vi.fn(async () => json(user));
    const client = createApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'tok', fetch });
    await client.call('getUser', {});
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].credentials).toBe('omit');
  });

  it('makes file addresses signed links: the token goes in the header, never in a URL', async () => {
    const signed = { url: '/files/lab/o-1/o-1-report.pdf?user=u&grant=g&expires=1&sig=s', expiresAt: '' };
    const fetch = vi.fn(async () => json(signed));
    const client = createApiClient({ baseUrl: 'http://api.test/', getAccessToken: () => 'tok', fetch });
    const url = await client.fileUrl('/files/lab/o-1/o-1-report.pdf');
    expect(url).toBe(`http://api.test${signed.url}`);
    expect(url).not.toContain('tok');
    const [requestUrl, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(requestUrl).toBe('http://api.test/files/links');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"path":"/files/lab/o-1/o-1-report.pdf"}');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    // Another host's URL is returned as it is, without asking the API.
    expect(await client.fileUrl('https://tiles.example/a.png')).toBe('https://tiles.example/a.png');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('throws one typed ApiError with status, server message and URL', async () => {
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: async () => json({ message: 'Nope' }, 403) });
    const error = await client.call('getUser', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Nope', url: 'http://api.test/users/data' });
  });

  it('resolves an aborted request to ABORTED instead of throwing', async () => {
    const controller = new AbortController();
    const fetch = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const pending = client.call('getUser', {}, { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(isAborted(result)).toBe(true);
    expect(result).toBe(ABORTED);
  });

  it('reports a contract error naming the call and the field', async () => {
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: async () => json({ ...user, tier: 'gold' }) });
    const error = await client.call('getUser', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).message).toMatch(/getUser/);
    expect((error as ContractError).field).toBe('tier');
  });
});

describe('map data', () => {
  it('splits keys into requests of at most 2 and merges the farm records', async () => {
    expect(chunkMapKeys(['lice', 'diseases', 'treatments'])).toEqual([['lice', 'diseases'], ['treatments']]);
    const record = (info: object) => ({
      key: 'f1',
      mainTitle: 'F',
      area: 3,
      position: { lat: 60, lon: 5 },
      operator: { id: 'o', name: 'O', initials: 'O', inPerspective: false },
      info,
    });
    const fetch = vi.fn(async (url: string | URL | Request) => {
      const keys = new URL(String(url)).searchParams.get('data')!;
      const info = keys.includes('lice')
        ? { lice: { female: 0.1, mobile: 0.2, stationary: 0, reported: true } }
        : { treatments: { count: 0, value: [] } };
      return json({ year: 2026, data: { '2026-01': [record(info)] } });
    });
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const result = await fetchMapData(client, { year: 2026, keys: ['lice', 'diseases', 'treatments'] });
    expect(fetch).toHaveBeenCalledTimes(2);
    if (isAborted(result)) throw new Error('aborted');
    expect(Object.keys(result.data['2026-01']![0]!.info).sort()).toEqual(['lice', 'treatments']);
  });
});

describe('timeline cache', () => {
  it('computes the missing ranges', () => {
    expect(missingRanges([[10, 20]], [0, 30])).toEqual([
      [0, 9],
      [21, 30],
    ]);
    expect(missingRanges([[0, 30]], [5, 10])).toEqual([]);
  });

  it('fetches only periods not yet requested and merges the results', async () => {
    const bodies: { start: string; end: string }[] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { start: string; end: string };
      bodies.push(body);
      return json({
        entityType: 'farm',
        id: 'f1',
        start: body.start,
        end: body.end,
        agg: 'day',
        tables: {
          lice: {
            fields: ['female'],
            group: null,
            rows: [{ date: body.start, sensor: 'farm', group: null, values: { female: 0.1 } }],
          },
        },
      });
    });
    const cache = createTimelineCache(createApiClient({ baseUrl: 'http://api.test', fetch }));
    await cache.load({ entityType: 'farm', id: 'f1', start: '2026-02-01', end: '2026-02-28', fields: ['lice'] });
    const result = await cache.load({
      entityType: 'farm',
      id: 'f1',
      start: '2026-01-01',
      end: '2026-02-28',
      fields: ['lice'],
    });
    expect(bodies.map((body) => [body.start, body.end])).toEqual([
      ['2026-02-01', '2026-02-28'],
      ['2026-01-01', '2026-01-31'],
    ]);
    if (isAborted(result)) throw new Error('aborted');
    expect(result.tables.lice!.rows.map((row) => row.date)).toEqual(['2026-01-01', '2026-02-01']);
    await cache.load({ entityType: 'farm', id: 'f1', start: '2026-01-10', end: '2026-02-10', fields: ['lice'] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
