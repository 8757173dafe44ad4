/**
 * Fuzz inputs from a zod schema (issue 36): `sample` walks the schema (zod 4's `_zod.def`) with a seeded random
 * source and builds a value that is valid as often as it can be — strings are drawn from realistic candidates (the
 * demo ids, dates, addresses) kept only when the leaf accepts them — and `spoil` replaces one place of a value with a
 * classic bad value (control characters, very long strings, huge and negative numbers, impossible dates, wrong
 * types, deep nesting, `__proto__` keys).
 */
import type { z } from 'zod/mini';

/** A seeded pseudo-random source (mulberry32): the same seed gives the same cases. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick, chance: (probability: number) => next() < probability };
};
export type Random = ReturnType<typeof createRandom>;

interface Def {
  type: string;
  checks?: {
    _zod: {
      def: {
        check: string;
        minimum?: number;
        maximum?: number;
        length?: number;
        value?: number;
        inclusive?: boolean;
        format?: string;
      };
    };
  }[];
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789-_';

/** The sampler of one dataset: `candidates` are the realistic strings (ids, dates, addresses, keys) to try first. */
export const createSampler = (candidates: readonly string[], random: Random) => {
  const randomString = (min: number, max: number) =>
    Array.from({ length: random.int(min, Math.max(min, Math.min(max, min + 12))) }, () =>
      random.pick([...ALPHABET]),
    ).join('');

  const sampleString = (schema: z.ZodMiniType, def: Def): string => {
    const checks = checksOf(def);
    const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
    const max = checks.find((check) => check.check === 'max_length')?.maximum ?? 40;
    const tries = [...Array.from({ length: 6 }, () => random.pick(candidates)), randomString(min, max)];
    return tries.find((value) => schema.safeParse(value).success) ?? tries[0]!;
  };

  const sampleNumber = (def: Def): number => {
    const checks = checksOf(def);
    const low = checks.find((check) => check.check === 'greater_than');
    const high = checks.find((check) => check.check === 'less_than');
    const min = low ? (low.value ?? 0) + (low.inclusive ? 0 : 1) : -10;
    const max = high ? (high.value ?? 0) - (high.inclusive ? 0 : 1) : Math.max(min, 0) + 100;
    const integer = checks.some((check) => check.check === 'number_format');
    const value = random.pick([min, max, min + (max - min) * random.next()]);
    return integer ? Math.round(value) : value;
  };

  const sample = (schema: z.ZodMiniType, depth = 0): unknown => {
    const def = defOf(schema);
    switch (def.type) {
      case 'string':
        return sampleString(schema, def);
      case 'number':
        return sampleNumber(def);
      case 'boolean':
        return random.chance(0.5);
      case 'enum':
        return random.pick(Object.values(def.entries ?? {}));
      case 'literal':
        return random.pick(def.values ?? []);
      case 'null':
        return null;
      case 'undefined':
        return undefined;
      case 'object': {
        const value: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(def.shape ?? {})) {
          const optional = ['optional', 'default'].includes(defOf(child).type);
          if (optional && random.chance(0.4)) continue;
          value[key] = sample(child, depth + 1);
        }
        return value;
      }
      case 'array': {
        const checks = checksOf(def);
        const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
        const max = checks.find((check) => check.check === 'max_length')?.maximum ?? 3;
        return Array.from({ length: random.int(min, Math.min(max, min + 3)) }, () => sample(def.element!, depth + 1));
      }
      case 'record': {
        const entries = depth > 4 ? 0 : random.int(0, 2);
        return Object.fromEntries(
          Array.from({ length: entries }, () => [
            String(sample(def.keyType!, depth + 1)),
            sample(def.valueType!, depth + 1),
          ]),
        );
      }
      case 'tuple':
        return (def.items ?? []).map((item) => sample(item, depth + 1));
      case 'union':
        return sample(random.pick(def.options ?? []), depth);
      case 'intersection':
        return { ...(sample(def.left!, depth) as object), ...(sample(def.right!, depth) as object) };
      case 'optional':
      case 'default':
      case 'prefault':
        return random.chance(0.2) ? undefined : sample(def.innerType!, depth);
      case 'nullable':
        return random.chance(0.2) ? null : sample(def.innerType!, depth);
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return sample(def.innerType!, depth);
      case 'pipe':
        return sample(def.in!, depth);
      case 'lazy':
        return depth > 4 ? undefined : sample(def.getter!(), depth + 1);
      default:
        return undefined;
    }
  };
  return sample;
};

/** A value nested `depth` arrays deep. */
const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let index = 0; index < depth; index += 1) value = [value];
  return value;
};

/** The classic bad values: what a hostile client sends in place of any one field. */
export const BAD_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\u007f',
  '\u0085\u009b',
  'ab\u200bc@example.no',
  '\u202egnp.exe',
  '\ud800',
  'x'.repeat(5_000),
  '',
  ' ',
  '../../../etc/passwd',
  "' or 1=1 --",
  '%00',
  '2026-13-01',
  '2026-99-99',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '-1',
  'NaN',
  '1e308',
  '__proto__',
  '😀'.repeat(60),
  0,
  -1,
  -1e20,
  1e308,
  2 ** 53 + 1,
  1.5,
  true,
  null,
  [],
  {},
  ['a', 'b'],
  { '': '' },
  nested(60),
];

/** Places in a value where a bad value may go: [] (the whole value) and the path of every field and item. */
export const placesOf = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
  if (value === null || typeof value !== 'object') return [path];
  const children = Array.isArray(value)
    ? value.flatMap((item, index) => placesOf(item, [...path, index]))
    : Object.entries(value).flatMap(([key, item]) => placesOf(item, [...path, key]));
  return [path, ...children];
};

/** A copy of `value` with `replacement` at `path`. */
export const replaceAt = (value: unknown, path: (string | number)[], replacement: unknown): unknown => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
};

/** One place of `value` spoiled with a bad value, or a key added (an unknown key, a second start and end). */
export const spoil = (value: unknown, random: Random): unknown => {
  const place = random.pick(placesOf(value));
  if (random.chance(0.15) && value && typeof value === 'object' && !Array.isArray(value))
    return random.chance(0.5)
      ? { ...value, start: '2000-01-01', end: '2100-12-31' }
      : { ...value, [random.pick(['unknown', 'constructor', 'isAdmin'])]: random.pick(BAD_VALUES) };
  return replaceAt(value, place, random.pick(BAD_VALUES));
};

/**
 * Bodies no JSON serializer writes: NaN and Infinity, a number past double range, `__proto__` and
 * `constructor.prototype` keys, arrays nested deeper than any parser recursion budget should allow, broken JSON.
 */
export const rawBodies = (json: string): string[] => {
  const withKey = (key: string) => (json === '{}' ? `{${key}}` : `{${key},${json.slice(1)}`);
  const firstValue = /:(\s*)("[^"]*"|-?\d[\d.e+-]*|true|false|null)/;
  return [
    json.replace(firstValue, ':$1NaN'),
    json.replace(firstValue, ':$1Infinity'),
    json.replace(firstValue, ':$11e999'),
    withKey('"__proto__":{"isAdmin":true}'),
    withKey('"constructor":{"prototype":{"isAdmin":true}}'),
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    json.slice(0, Math.max(1, json.length - 1)),
  ];
};
