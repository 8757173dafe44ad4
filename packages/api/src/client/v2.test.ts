import { describe, expect, it, vi } from 'vitest';
import { encodeMapV2, type MapV2Response, type TimelineV2Response } from '../contract/farmV2.ts';
import { dayOf, periodLabel, periodOfDay, periodStartDay } from '../contract/periods.ts';
import { ContractError, createApiClient } from './client.ts';
import { fetchMapV2, mapV2Records } from './mapV2.ts';
import { createTimelineV2Cache, mergeTimelineColumns } from './timelineV2.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A fake v2 server: inventory dense (count = day number), lice sparse on Tuesdays, for any range. */
const timelineServer = () =>
  vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { start: string; end: string; fields: string[]; agg?: 'day' };
    const first = dayOf(body.start);
    const length = dayOf(body.end) - first + 1;
    const days = Array.from({ length }, (_, index) => first + index);
    const tuesdays = days.map((day, index) => ((day + 3) % 7 === 1 ? index : -1)).filter((index) => index >= 0);
    const tables: TimelineV2Response['tables'] = {};
    if (body.fields.includes('inventory'))
      tables.inventory = {
        fields: ['closeCount'],
        group: null,
        series: [{ sensor: 'farm', group: null, columns: { closeCount: days } }],
      };
    if (body.fields.includes('lice'))
      tables.lice = {
        fields: ['female'],
        group: null,
        series: [{ sensor: 'farm', group: null, index: tuesdays, columns: { female: tuesdays.map(() => 0.1) } }],
      };
    const response: TimelineV2Response = {
      entityType: 'farm',
      id: 'f1',
      start: body.start,
      end: body.end,
      axis: { agg: body.agg ?? 'day', first, length },
      tables,
    };
    return json(response);
  });

describe('timeline v2 periods', () => {
  it('numbers weeks and months consecutively and finds their first day', () => {
    const monday = dayOf('2025-03-03');
    expect(periodOfDay('week', monday + 6)).toBe(periodOfDay('week', monday));
    expect(periodOfDay('week', monday + 7)).toBe(periodOfDay('week', monday) + 1);
    expect(periodStartDay('week', periodOfDay('week', monday + 4))).toBe(monday);
    expect(periodLabel({ agg: 'month', first: periodOfDay('month', dayOf('2025-12-14')) }, 1)).toBe('2026-01-01');
    expect(periodLabel({ agg: 'weeksIn', first: 2 }, 1)).toBe('21');
  });
});

describe('createTimelineV2Cache', () => {
  const request = { entityType: 'farm' as const, id: 'f1', fields: ['inventory' as const, 'lice' as const] };

  it('fetches only the days not requested before and merges them without duplicates', async () => {
    const fetch = timelineServer();
    const cache = createTimelineV2Cache(createApiClient({ baseUrl: 'http://api.test', fetch }));
    await cache.load({ ...request, start: '2025-01-10', end: '2025-01-20' });
    const result = await cache.load({ ...request, start: '2025-01-01', end: '2025-01-31' });
    expect(cache.requests).toBe(3);
    const asked = fetch.mock.calls.slice(1).map(([, init]) => JSON.parse(String(init?.body)) as { start: string });
    expect(asked.map((body) => body.start).sort()).toEqual(['2025-01-01', '2025-01-21']);
    if ('aborted' in result) throw new Error('aborted');
    expect(result.axis).toEqual({ agg: 'day', first: dayOf('2025-01-01'), length: 31 });
    const counts = result.tables.inventory!.series[0]!.columns.closeCount!;
    expect(counts).toEqual(Array.from({ length: 31 }, (_, index) => dayOf('2025-01-01') + index));
    const lice = result.tables.lice!.series[0]!;
    expect(lice.index).toEqual([6, 13, 20, 27]); // the Tuesdays of January 2025, each once
    await cache.load({ ...request, start: '2025-01-05', end: '2025-01-25' });
    expect(cache.requests).toBe(3);
  });

  it('asks for whole weeks with weekly aggregation, so no period is split between two calls', async () => {
    const fetch = timelineServer();
    const cache = createTimelineV2Cache(createApiClient({ baseUrl: 'http://api.test', fetch }));
    await cache.load({ ...request, fields: ['inventory'], start: '2025-01-08', end: '2025-01-15', agg: 'week' });
    const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as { start: string; end: string };
    expect(body).toMatchObject({ start: '2025-01-06', end: '2025-01-19' });
  });

  it('merges two answers on the hull of their axes; the later answer wins a shared period', () => {
    const a = {
      axis: { agg: 'day' as const, first: 10, length: 2 },
      table: { fields: ['v'], group: null, series: [{ sensor: 'farm', group: null, columns: { v: [1, 2] } }] },
    };
    const b = {
      axis: { agg: 'day' as const, first: 11, length: 3 },
      table: { fields: ['v'], group: null, series: [{ sensor: 'farm', group: null, columns: { v: [20, 30, 40] } }] },
    };
    const merged = mergeTimelineColumns(a, b);
    expect(merged.axis).toEqual({ agg: 'day', first: 10, length: 4 });
    expect(merged.table!.series[0]!.columns.v).toEqual([1, 20, 30, 40]);
  });
});

describe('cheap validation (production)', () => {
  const broken = {
    entityType: 'farm',
    id: 'f1',
    start: '2025-01-01',
    end: '2025-01-03',
    axis: { agg: 'day', first: dayOf('2025-01-01'), length: 3 },
    tables: {
      feed: { fields: ['amount'], group: null, series: [{ sensor: 'farm', group: null, columns: { amount: [1, 2] } }] },
    },
  };
  const body = {
    entityType: 'farm' as const,
    id: 'f1',
    start: '2025-01-01',
    end: '2025-01-03',
    fields: ['feed' as const],
  };

  it('refuses a column whose length does not match the axis, naming the field', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => json(broken),
      validation: 'cheap',
    });
    const error = await client.call('getTimelineV2', { body }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).field).toBe('tables.feed.series.0.columns.amount');
  });

  it('skips the element-by-element parse that full validation does', async () => {
    const wrongType = structuredClone(broken);
    wrongType.tables.feed.series[0]!.columns.amount = ['1', 2, 3] as unknown as number[];
    const cheap = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => json(wrongType),
      validation: 'cheap',
    });
    const full = createApiClient({ baseUrl: 'http://api.test', fetch: async () => json(wrongType) });
    await expect(cheap.call('getTimelineV2', { body })).resolves.toMatchObject({ id: 'f1' });
    await expect(full.call('getTimelineV2', { body })).rejects.toBeInstanceOf(ContractError);
  });
});

describe('map v2', () => {
  const answer = (key: string): MapV2Response => ({
    year: 2026,
    weeks: [
      { year: 2026, week: 1, label: '2026-01' },
      { year: 2026, week: 2, label: '2026-02' },
    ],
    farms: ['a', 'b'],
    data:
      key === 'lice'
        ? {
            lice: {
              reported: [1, 0, 1, 1],
              female: [0.1, null, 0.3, 0.4],
              mobile: [1, null, 1, 1],
              stationary: [0, null, 0, 0],
            },
          }
        : {
            treatments: {
              count: [0, 0, 0, 1],
              cell: [3],
              products: [{ product: 'Hydrolicer', category: 'mechanical' }],
              product: [0],
            },
          },
  });

  it('asks once per key and joins static fields from the config', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) =>
      json(encodeMapV2(answer(new URL(String(url)).searchParams.get('data')!))),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const result = await fetchMapV2(client, { year: 2026, keys: ['lice', 'treatments'] });
    expect(fetch).toHaveBeenCalledTimes(2);
    if ('aborted' in result) throw new Error('aborted');
    const farm = (id: string, name: string) => ({
      id,
      name,
      localityNumber: 1,
      productionArea: 3,
      municipality: 'Austevoll',
      operator: { id: 'op1', name: 'Fjordlaks', inPerspective: true },
      permissions: 'public' as const,
      owned: false,
      position: { lat: 60, lon: 5 },
      maxBiomass: 3600,
      isActive: true,
      isFallow: false,
      species: 'atlanticSalmon' as const,
      organizations: [],
    });
    const records = mapV2Records(result, 1, {
      farms: [farm('a', 'Alpha'), farm('b', 'Beta')],
      companies: [{ id: 'op1', name: 'Fjordlaks', alias: 'fjordlaks', initials: 'FL', inPerspective: true }],
    });
    expect(records[1]).toMatchObject({
      key: 'b',
      mainTitle: 'Beta',
      operator: { initials: 'FL' },
      info: {
        lice: { female: 0.4, reported: true },
        treatments: { count: 1, value: [{ product: 'Hydrolicer', category: 'mechanical' }] },
      },
    });
    expect(records[0]!.info.lice).toMatchObject({ female: 0.3, reported: true });
  });

  it('decodes the masks sent as strings of 0 and 1, parsing in full and checking cheaply alike', async () => {
    const inventoryAndActivity: MapV2Response = {
      ...answer('lice'),
      data: {
        ...answer('lice').data,
        inventory: { weight: [1, null, 2.5, 3], estimated: [0, 1] },
        activity: { isFallow: [0, 1, 0, 0], isActive: [1, 0, 1, 1] },
      },
    };
    const wire = encodeMapV2(inventoryAndActivity);
    expect(wire.data.lice?.reported).toBe('1011');
    expect(wire.data.inventory?.estimated).toBe('01');
    expect(wire.data.activity).toEqual({ isFallow: '0100', isActive: '1011' });
    const year = { params: { year: 2026 }, query: {} };
    for (const validation of ['full', 'cheap'] as const) {
      const client = createApiClient({ baseUrl: 'http://api.test', fetch: async () => json(wire), validation });
      await expect(client.call('getMapYearV2', year)).resolves.toEqual(inventoryAndActivity);
    }
  });

  it('refuses a mask sent as an array (full parse and cheap check) or of the wrong length (cheap check)', async () => {
    const wire = encodeMapV2(answer('lice'));
    const asArray = { ...wire, data: { lice: { ...wire.data.lice!, reported: [1, 0, 1, 1] } } };
    const short = { ...wire, data: { lice: { ...wire.data.lice!, reported: '101' } } };
    const cases = [
      { payload: asArray, validation: 'full' },
      { payload: asArray, validation: 'cheap' },
      { payload: short, validation: 'cheap' },
    ] as const;
    for (const { payload, validation } of cases) {
      const client = createApiClient({ baseUrl: 'http://api.test', fetch: async () => json(payload), validation });
      await expect(client.call('getMapYearV2', { params: { year: 2026 }, query: {} })).rejects.toMatchObject({
        field: 'data.lice.reported',
      });
    }
  });
});
