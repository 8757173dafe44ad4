import { describe, expect, it } from 'vitest';
import { createApiClient } from '@havbruk/api';
import { appConfigOf, defaultOrganizationOf, fetchConfigAnswers } from './config.ts';
import { AbortedRequest } from './dataLayer.ts';

const organizations = [
  {
    id: 'org-sub',
    name: 'Sub',
    tier: 'essentials' as const,
    umbrellaOrganizationId: 'org-top',
    parentOrganizationId: 'org-top',
    privelege: 'member' as const,
  },
  {
    id: 'org-top',
    name: 'Top',
    tier: 'essentials' as const,
    umbrellaOrganizationId: 'org-top',
    parentOrganizationId: null,
    privelege: 'admin' as const,
  },
];

describe('defaultOrganizationOf', () => {
  it("uses the user's default organization when the user belongs to it", () => {
    expect(defaultOrganizationOf({ defaultOrganizationId: 'org-sub' }, organizations)).toBe('org-sub');
  });

  it('falls back to the top-level organization when the user has no default', () => {
    expect(defaultOrganizationOf({ defaultOrganizationId: null }, organizations)).toBe('org-top');
  });

  it('ignores a default the user no longer belongs to', () => {
    expect(defaultOrganizationOf({ defaultOrganizationId: 'org-gone' }, organizations)).toBe('org-top');
  });

  it('is null without organizations', () => {
    expect(defaultOrganizationOf({ defaultOrganizationId: 'org-sub' }, [])).toBeNull();
  });
});

/** A fake API host answering the five config calls (and recording what was asked). */
function configHost(options: { serverDefault: string | null; failOrganizations?: boolean }) {
  const requested: string[] = [];
  const answers: Record<string, unknown> = {
    '/config/app': {
      application: { name: 'Havbruk', version: '1.4.2', supportEmail: 'support@havbruk.example', today: '2026-11-22' },
      seasons: ['2025', '2026'],
      municipalities: [{ name: 'Hitra', productionArea: 6 }],
      companies: [],
      productionAreas: [{ id: 6, name: 'Nordmøre og Sør-Trøndelag' }],
    },
    '/config/farms': { farms: [] },
    '/config/graph': { graph: { tables: [] } },
    '/config/weeks/2026/47': {
      current: { year: 2026, week: 47, label: 'Week 47 2026' },
      requested: { year: 2026, week: 47, label: 'Week 47 2026' },
      weeks: [],
    },
    '/config/organizations': { organizations, defaultOrganizationId: options.serverDefault },
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    requested.push(`${init?.method ?? 'GET'} ${path} ${new Headers(init?.headers).get('authorization') ?? ''}`);
    if (path === '/config/organizations' && options.failOrganizations) {
      return new Response(JSON.stringify({ message: 'Database unavailable' }), { status: 500 });
    }
    return new Response(JSON.stringify(answers[path]), { status: 200 });
  };
  return { requested, client: createApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'tok', fetch }) };
}

describe('fetchConfigAnswers and appConfigOf', () => {
  const week = { year: 2026, week: 47 };
  const fetchAppConfig = async (
    client: Parameters<typeof fetchConfigAnswers>[0],
    forWeek: typeof week,
    user: Parameters<typeof appConfigOf>[1],
    signal?: AbortSignal,
  ) => appConfigOf(await fetchConfigAnswers(client, forWeek, signal), user);

  it('asks the five config calls with the bearer token and merges the answers into one config', async () => {
    const host = configHost({ serverDefault: null });
    const config = await fetchAppConfig(host.client, week, { defaultOrganizationId: 'org-sub' });
    expect(host.requested.sort()).toEqual([
      'GET /config/app Bearer tok',
      'GET /config/farms Bearer tok',
      'GET /config/graph Bearer tok',
      'GET /config/organizations Bearer tok',
      'GET /config/weeks/2026/47 Bearer tok',
    ]);
    expect(config.application.version).toBe('1.4.2');
    expect(config.productionAreas).toEqual([{ id: 6, name: 'Nordmøre og Sør-Trøndelag' }]);
    expect(config.farms).toEqual([]);
    expect(config.graph).toEqual({ tables: [] });
    expect(config.weeks.current.week).toBe(47);
    expect(config.organizations.map((org) => org.id)).toEqual(['org-sub', 'org-top']);
    expect(config.defaultOrganizationId).toBe('org-sub');
  });

  it("takes the server's default organization when the user has none, else the top-level one", async () => {
    const withServerDefault = await fetchAppConfig(configHost({ serverDefault: 'org-sub' }).client, week, {
      defaultOrganizationId: null,
    });
    expect(withServerDefault.defaultOrganizationId).toBe('org-sub');
    const without = await fetchAppConfig(configHost({ serverDefault: null }).client, week, null);
    expect(without.defaultOrganizationId).toBe('org-top');
  });

  it('fails as a whole when one config call fails (the error handler then shows the error box)', async () => {
    await expect(
      fetchAppConfig(configHost({ serverDefault: null, failOrganizations: true }).client, week, null),
    ).rejects.toThrow('Database unavailable');
  });

  it('is an aborted request (never shown) when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      fetchAppConfig(configHost({ serverDefault: null }).client, week, null, controller.signal),
    ).rejects.toBeInstanceOf(AbortedRequest);
  });
});
