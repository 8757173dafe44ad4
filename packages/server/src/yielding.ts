/** Work split into turns of the event loop (issue 36 item 1: no request holds the event loop for long). */
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Maps `items` one at a time and lets other requests run between two items: a request over many farms holds the event
 * loop for one farm's work at a time, not for all of them.
 */
export const mapYielding = async <T, R>(items: readonly T[], map: (item: T) => R): Promise<R[]> => {
  const results: R[] = [];
  for (const item of items) {
    results.push(map(item));
    await nextTurn();
  }
  return results;
};

/**
 * The JSON bytes of an object with one member per item (`entry` gives its key and value), each member computed and
 * serialised in a turn of its own: a large answer (a year of v1 map records, 16 MB) is never one long
 * `JSON.stringify`.
 */
export const jsonObjectInTurns = async <T>(
  items: readonly T[],
  entry: (item: T) => readonly [key: string, value: unknown],
): Promise<Buffer> => {
  const parts = await mapYielding(items, (item) => {
    const [key, value] = entry(item);
    return Buffer.from(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
  });
  const separators = parts.flatMap((part, index) => (index === 0 ? [part] : [COMMA, part]));
  return Buffer.concat([OPEN, ...separators, CLOSE]);
};

const OPEN = Buffer.from('{');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from('}');
