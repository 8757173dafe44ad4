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
