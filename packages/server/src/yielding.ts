/** Work split into turns of the event loop (issue 36 item 1: no request holds the event loop for long). */

/**
 * The next turn of the event loop (Node's `setImmediate`: after pending I/O). Not imported from `node:timers/promises`:
 * the stories import the server's query modules in the browser, where only calling it would fail.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Maps `items` one at a time and lets other requests run between two items: a request over many farms holds the event
 * loop for one farm's work at a time, not for all of them.
 */
export const mapYielding = async <T, R>(items: readonly T[], map: (item: T) => R | Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (const item of items) {
    results.push(await map(item));
    await nextTurn();
  }
  return results;
};

/** The longest a step loop works before other requests run (`runStepsYielding`). */
const SLICE_MS = 10;

/**
 * Runs a step generator to its end in slices of about `SLICE_MS`, letting other requests run between two slices (a
 * farm's first daily detail, 70–115 ms of simulation at once, is built a simulated week per step).
 */
export const runStepsYielding = async <T>(steps: Generator<unknown, T>, sliceMs = SLICE_MS): Promise<T> => {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
};

/**
 * The JSON text of an object with one member per item (`entry` gives its key and value), in parts: each member
 * computed and serialised in a turn of its own, and sent as it is (a large answer, a year of v1 map records of 16 MB,
 * is never one long `JSON.stringify`, nor copied into one buffer: external memory that large made the collector
 * pause for 30–60 ms).
 */
export const jsonObjectInTurns = async <T>(
  items: readonly T[],
  entry: (item: T) => readonly [key: string, value: unknown],
): Promise<string[]> => {
  const members = await mapYielding(items, (item) => {
    const [key, value] = entry(item);
    return `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  });
  return ['{', ...members.flatMap((member, index) => (index === 0 ? [member] : [',', member])), '}'];
};
