/** Walks a zod schema and lists every string and array without a maximum (path and kind). */
import type { z } from 'zod/mini';

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  format?: string;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  options?: z.ZodMiniType[];
  items?: z.ZodMiniType[];
  rest?: z.ZodMiniType | null;
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  getter?: () => z.ZodMiniType;
};

/** Formats whose length is bounded by the format itself. */
const BOUNDED_FORMATS = new Set(['date', 'datetime', 'time', 'uuid', 'guid', 'cuid', 'ulid', 'ipv4', 'ipv6']);

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const hasMax = (def: Def) =>
  (def.checks ?? []).some((check) => ['max_length', 'length_equals'].includes(check._zod.def.check)) ||
  (def.format !== undefined && BOUNDED_FORMATS.has(def.format));

export const unboundedIn = (schema: z.ZodMiniType, path = '', seen = new Set<z.ZodMiniType>()): string[] => {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: z.ZodMiniType | undefined | null, at: string) => (child ? unboundedIn(child, at, seen) : []);
  switch (def.type) {
    case 'string':
      return hasMax(def) ? [] : [`${path || '(root)'}: string`];
    case 'array':
      return [...(hasMax(def) ? [] : [`${path || '(root)'}: array`]), ...walk(def.element, `${path}[]`)];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, path ? `${path}.${key}` : key));
    case 'record':
      // Keys and values bounded; how many keys there are is bounded by the call's body limit.
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'tuple':
      return [
        ...(def.items ?? []).flatMap((item, index) => walk(item, `${path}[${index}]`)),
        ...walk(def.rest, `${path}[]`),
      ];
    case 'pipe':
      return walk(def.in, path);
    case 'lazy':
      return walk(def.getter?.(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    default:
      return [];
  }
};
