/**
 * The server of the API bench in its own process (`api.bench.ts` forks it): starts the reference server on the
 * default dataset, measures what the farm store adds to start-up (time and memory), listens on a free loopback
 * port and answers the parent's messages over IPC:
 * - `{ cmd: 'inject', requests, runs }` → the latencies of `runs` rounds of fastify inject calls (no network; the
 *   body read as a stream);
 * - `{ cmd: 'loop-start' }` / `{ cmd: 'loop-stop' }` → the event-loop delay (`monitorEventLoopDelay`) in between,
 *   the longest gap between two runs of a 1 ms interval (`lagMaxMs`: the longest block; in this process the
 *   histogram's maximum showed a 550 ms block of a v1 map answer as 1–4 ms, the interval probe as 551 ms), and the
 *   garbage collector's pauses (`PerformanceObserver`, `gc` entries): the longest and their total.
 * Run with `--expose-gc` so the memory figures are after a collection.
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { DEMO_USER_IDS } from '@havbruk/api/dataset';
import { createServer } from '../src/app.ts';

export interface ReadyMessage {
  type: 'ready';
  port: number;
  token: string;
  /** createServer without the store, ms. */
  serverMs: number;
  /** Building (or loading) the farm store, ms. */
  storeMs: number;
  /** Heap + array buffers the store adds, MB. */
  storeMb: number;
  /** How the store came to be: built from the dataset or loaded from a saved copy. */
  storeSource: string;
}

export interface InjectRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const memoryMb = () => {
  gc();
  gc();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1024 / 1024;
};

const send = (message: unknown) => process.send?.(message);

const serverStarted = performance.now();
const server = await createServer({ warmFarmStore: false, dataDir: process.env['HAVBRUK_BENCH_DATA_DIR'] });
const serverMs = performance.now() - serverStarted;
const before = memoryMb();
const storeStarted = performance.now();
const storeSource = await server.prepareFarmStore();
const storeMs = performance.now() - storeStarted;
const storeMb = memoryMb() - before;
await server.listen(0, '127.0.0.1');
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const token = await server.oidc.issueAccessToken(DEMO_USER_IDS.superAdmin);

const histogram = monitorEventLoopDelay({ resolution: 1 });
const gcPauses: number[] = [];
/**
 * The interval probe: the longest time between two of its runs, less its 1 ms period (`maxMs`); the most CPU time the
 * process used between two runs (`cpuMaxMs`: time the system gave other processes does not count, the process's
 * other threads — parallel garbage collection, zlib — do); and the longest block by both (`blockMaxMs`: per gap the
 * smaller of the two, each an upper bound of the main thread's work in it — the figure for a loaded machine).
 */
const lag = {
  timer: undefined as NodeJS.Timeout | undefined,
  last: 0,
  maxMs: 0,
  lastCpu: 0,
  cpuMaxMs: 0,
  blockMaxMs: 0,
};
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const probe = () => {
  const now = performance.now();
  const cpu = cpuMs();
  const wall = now - lag.last - 1;
  lag.maxMs = Math.max(lag.maxMs, wall);
  lag.cpuMaxMs = Math.max(lag.cpuMaxMs, cpu - lag.lastCpu);
  lag.blockMaxMs = Math.max(lag.blockMaxMs, Math.min(wall, cpu - lag.lastCpu));
  lag.last = now;
  lag.lastCpu = cpu;
};
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
});

process.on('message', (message: { cmd: string; requests?: InjectRequest[]; runs?: number }) => {
  void (async () => {
    if (message.cmd === 'inject') {
      const times: number[] = [];
      const sizes: number[] = [];
      for (let run = 0; run < (message.runs ?? 1); run += 1)
        for (const request of message.requests ?? []) {
          const started = performance.now();
          // The body as a stream (its bytes counted): without it light-my-request joins the chunks and decodes the
          // whole body to a string on every answer (~1 ms for the bench timeline), work of the harness that no HTTP
          // client causes on the server.
          const response = await server.app.inject({
            method: request.method,
            url: request.url,
            payload: request.payload as never,
            headers: { authorization: `Bearer ${token}`, ...request.headers },
            payloadAsStream: true,
          });
          let size = 0;
          for await (const chunk of response.stream()) size += (chunk as Buffer).length;
          times.push(performance.now() - started);
          sizes.push(size);
          if (response.statusCode >= 400) throw new Error(`${request.url} answered ${response.statusCode}`);
        }
      send({ type: 'inject', times, sizes });
    } else if (message.cmd === 'loop-start') {
      histogram.reset();
      histogram.enable();
      lag.last = performance.now();
      lag.lastCpu = cpuMs();
      lag.maxMs = 0;
      lag.cpuMaxMs = 0;
      lag.blockMaxMs = 0;
      lag.timer = setInterval(probe, 1);
      gcPauses.length = 0;
      gcObserver.observe({ entryTypes: ['gc'] });
      send({ type: 'loop-started' });
    } else if (message.cmd === 'loop-stop') {
      histogram.disable();
      clearInterval(lag.timer);
      // The time since the probe's last run counts too (a block that ends with the stop message).
      probe();
      gcObserver.disconnect();
      send({
        type: 'loop',
        maxMs: histogram.max / 1e6,
        p99Ms: histogram.percentile(99) / 1e6,
        lagMaxMs: lag.maxMs,
        lagCpuMaxMs: lag.cpuMaxMs,
        lagBlockMaxMs: lag.blockMaxMs,
        gcMaxMs: Math.max(0, ...gcPauses),
        gcTotalMs: gcPauses.reduce((sum, pause) => sum + pause, 0),
      });
    } else if (message.cmd === 'close') {
      await server.close();
      process.exit(0);
    }
  })();
});

send({ type: 'ready', port, token, serverMs, storeMs, storeMb, storeSource } satisfies ReadyMessage);
