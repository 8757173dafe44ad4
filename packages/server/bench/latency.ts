/** The latency figures of the server benches (`api.bench.ts`, `publicMap.bench.ts`): a figure with its target and warm p50/p99. */
import type { Agent } from 'node:http';
import { percentile, round, type BenchResult } from '../../../scripts/bench-types.ts';
import { http } from './http.ts';
import type { InjectRequest } from './serverProcess.ts';
import type { ServerProcess } from './startServer.ts';

export const figure = (
  name: string,
  value: number,
  unit: string,
  target?: { max?: number; min?: number },
): BenchResult => {
  const rounded = round(value, unit === 'ms' ? 1 : 2);
  if (!target) return { name, value: rounded, unit, target: 'none', passes: true };
  if (target.max !== undefined)
    return { name, value: rounded, unit, target: `<= ${target.max}`, passes: value <= target.max };
  return { name, value: rounded, unit, target: `>= ${target.min}`, passes: value >= (target.min as number) };
};

/**
 * Warm, one client: `samples` requests through fastify inject (no network) and as many over HTTP with keep-alive
 * (5 more of each first, not counted); p50 and p99 of each, and the last body.
 */
export const warmFigures = async (
  server: ServerProcess,
  agent: Agent,
  samples: number,
  name: string,
  request: InjectRequest,
  targets: { p50?: number; p99: number },
): Promise<{ rows: BenchResult[]; body: Buffer }> => {
  const { port, token } = server.ready;
  const injected = await server.ask<{ times: number[]; sizes: number[] }>(
    { cmd: 'inject', requests: [request], runs: samples + 5 },
    'inject',
  );
  const inject = injected.times.slice(5);
  const overHttp: number[] = [];
  let body: Buffer = Buffer.alloc(0);
  for (let sample = 0; sample < samples + 5; sample += 1) {
    const answer = await http(agent, port, token, request);
    if (sample >= 5) overHttp.push(answer.ms);
    body = answer.body;
  }
  const rows: BenchResult[] = [];
  for (const [how, times] of [
    ['inject', inject],
    ['HTTP keep-alive', overHttp],
  ] as const) {
    const p50 = `server ${name} warm p50 (${how}, ${times.length})`;
    rows.push(
      figure(p50, percentile(times, 50), 'ms', targets.p50 === undefined ? undefined : { max: targets.p50 }),
      figure(`server ${name} warm p99 (${how}, ${times.length})`, percentile(times, 99), 'ms', { max: targets.p99 }),
    );
  }
  return { rows, body };
};
