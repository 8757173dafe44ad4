/**
 * The net (issue 36): every call of the contract, fuzzed with inputs generated from its own zod schemas and with the
 * classic bad values, sent to a running server with each demo role and without a token. Every answer is a 2xx or 304,
 * or a 4xx with a `message`: never a 5xx, never more than a second; and a refused request changes no data.
 *
 * `npm test` runs `FUZZ_CASES` (default 2) generated inputs, as many spoiled ones and as many raw bodies per call and
 * role with the fixed seed 36; `npm run fuzz` (scripts/fuzz.mjs) runs many more with `FUZZ_SEED` (default: the
 * time) — a failure names the seed to run it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { calls, TIMELINE_KEYS, type CallName } from '@havbruk/api';
import { getFarmDetail, getLabOrders, getNotifications, type Dataset } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { createRandom, createSampler, rawBodies, spoil } from './fuzz/sample.ts';
import { ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

const SEED = Number(process.env['FUZZ_SEED'] ?? 36);
const CASES = Number(process.env['FUZZ_CASES'] ?? 2);
/** The longest an answer may take. */
const ANSWER_MS = 1000;
/** The tables of the data a refused request must leave as they were (tokens and limiter state aside). */
const DATA_TABLES = [
  'users',
  'organizations',
  'organization_farms',
  'organization_operators',
  'memberships',
  'notification_state',
  'verification_tokens',
  'mailbox',
  'incidents',
  'analytics',
];

/** Realistic strings the generator tries first: ids of the demo data, dates, addresses, table and map keys. */
const candidatesOf = (dataset: Dataset): string[] => {
  const demo = dataset.sites.filter((site) => site.demo);
  const farm = demo[0]!;
  const generation = farm.generations.at(-1)!;
  const orders = getLabOrders(dataset, farm);
  return [
    ...Object.values(ORGS),
    ...Object.values(USERS),
    ...demo.slice(0, 5).map((site) => site.id),
    dataset.sites.find((site) => !site.demo)!.id,
    generation.id,
    ...generation.cages.slice(0, 2).map((cage) => cage.id),
    ...generation.fishGroups.slice(0, 2).map((group) => group.id),
    ...getNotifications(dataset, ORGS.group)
      .slice(0, 2)
      .map((notification) => notification.id),
    ...orders
      .slice(0, 1)
      .flatMap((order) => [order.orderId, `/files/lab/${order.orderId}/${order.attachments[0]?.filename}`]),
    dataset.operators[0]!.alias,
    ...dataset.users.map((user) => user.email),
    'new.person@example.no',
    dataset.today,
    '2026-01-01',
    '2026-08-23',
    '2025-06-30',
    '2026-12-31',
    '2026-11-20T08:00:00.000Z',
    TIMELINE_KEYS.join(','),
    'lice,feed',
    'lice',
    'lice,treatments',
    'farm',
    `farm,${generation.cages[0]?.id}`,
    'farm,organization',
    'disease-detected,risk-disease',
    'Nordvik',
    'https://app.example/health',
  ];
};

const ROLES = [...Object.entries(USERS), ['anonymous', null]] as [string, string | null][];

/** Destructive calls last, so that the calls before them meet the demo data as it was seeded. */
const ORDER = (Object.keys(calls) as CallName[]).sort(
  (a, b) =>
    Number(/^(delete|remove)/.test(a)) - Number(/^(delete|remove)/.test(b)) ||
    Number(a === 'deleteUser') - Number(b === 'deleteUser'),
);

interface Input {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  raw?: string;
}

const hasInput = (schema: z.ZodMiniType) => {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: object } } })._zod.def;
  return def.type !== 'undefined' && !(def.type === 'object' && Object.keys(def.shape ?? {}).length === 0);
};

const urlOf = (path: string, params: unknown, query: unknown): string => {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => encodePart(textOf(values[key])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, textOf(item));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
};
/** A path segment percent-encoded; a lone surrogate (no UTF-8 form) is sent as the bytes of one, invalid UTF-8. */
const encodePart = (text: string): string =>
  text
    .split(/[\ud800-\udfff]/u)
    .map(encodeURIComponent)
    .join('%ED%A0%80');
const textOf = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

let server: HavbrukServer;
let tokens: Map<string, string | null>;

beforeAll(async () => {
  server = await startTestServer();
  // What a production server has done before it listens (a first use is no fuzz finding): the farm store built,
  // the demo farms' detail generated.
  await server.prepareFarmStore();
  for (const site of testDataset().sites) if (site.demo) getFarmDetail(testDataset(), site.id);
  tokens = new Map(
    await Promise.all(
      ROLES.map(async ([role, userId]) => [role, userId ? await server.oidc.issueAccessToken(userId) : null] as const),
    ),
  );
}, 120_000);
afterAll(() => server.close());

const dump = async (): Promise<Record<string, string>> => {
  const columns = DATA_TABLES.map(
    (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
  );
  const result = await server.store.db.query<Record<string, string>>(`select ${columns.join(', ')}`);
  return result.rows[0]!;
};

describe(`fuzz: every call, every role (seed ${SEED}, ${CASES} cases)`, () => {
  it.each(ORDER)(
    '%s',
    async (name) => {
      const definition = calls[name];
      const random = createRandom(SEED ^ [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7));
      const sample = createSampler(candidatesOf(testDataset()), random);
      const parts = (['params', 'query', 'body'] as const).filter((part) => hasInput(definition[part]));
      const generate = (): Input => Object.fromEntries(parts.map((part) => [part, sample(definition[part])])) as Input;
      const problems: string[] = [];
      let data = await dump();
      for (const [role] of ROLES) {
        const token = tokens.get(role) ?? null;
        const inputs: Input[] = [];
        for (let index = 0; index < CASES; index += 1) {
          inputs.push(generate());
          const input = generate();
          const part = parts.length > 0 ? random.pick(parts) : undefined;
          inputs.push(part ? { ...input, [part]: spoil(input[part], random) } : { ...input, query: { x: '\u0000' } });
          if (parts.includes('body'))
            inputs.push({ ...input, raw: random.pick(rawBodies(JSON.stringify(input.body ?? {}))) });
        }
        for (const input of inputs) {
          const sent = { role, url: urlOf(definition.path, input.params, input.query), body: input.raw ?? input.body };
          const started = performance.now();
          const response = await server.app.inject({
            method: definition.method,
            url: sent.url,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(input.raw !== undefined || input.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(input.raw !== undefined
              ? { payload: input.raw }
              : input.body !== undefined
                ? { payload: JSON.stringify(input.body) }
                : {}),
          });
          const elapsed = performance.now() - started;
          const status = response.statusCode;
          const what = `${definition.method} ${JSON.stringify(sent).slice(0, 300)} → ${status}`;
          if (status >= 500) problems.push(`${what}: ${response.body.slice(0, 200)}`);
          if (elapsed > ANSWER_MS) problems.push(`${what}: took ${Math.round(elapsed)} ms`);
          if (status >= 400) {
            const message = (() => {
              try {
                return (JSON.parse(response.body) as { message?: unknown }).message;
              } catch {
                return undefined;
              }
            })();
            if (typeof message !== 'string' || message === '')
              problems.push(`${what}: no message (${response.body.slice(0, 100)})`);
            const after = await dump();
            const changed = DATA_TABLES.filter((table) => after[table] !== data[table]);
            if (changed.length > 0) problems.push(`${what}: refused, yet changed ${changed.join(', ')}`);
            data = after;
          } else data = await dump();
        }
      }
      expect(problems, `seed ${SEED}`).toEqual([]);
    },
    10_000 + CASES * 4_000,
  );
});
