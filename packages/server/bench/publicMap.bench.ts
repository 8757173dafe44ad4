/**
 * Issue 34's map target: the map year answer (GET /v2/map/data/{year}, every key) when the map store is built from a
 * database holding the national public data — 1,800 sites (the dataset's 1,000 locality numbers and 800 more, the
 * map's farms are then every one of them once) imported through the BarentsWatch CSV parser, every week of the
 * dataset, written by the public-import bench's generator (`nationalCsv.ts`). The server is first started once on
 * an empty data directory (it seeds the demo database and saves its farm store), the file is then imported into
 * that database by the engine, and fresh server processes (`serverProcess.ts`) read it: cold (the first request
 * of each, worst of several), then warm p50/p99 through fastify inject and HTTP keep-alive (`latency.ts`, as the
 * 1,000-site figures of `api.bench.ts`), the farms in the answer and its size.
 * `npm run bench -- publicMap` runs it alone. Environment: `HAVBRUK_BENCH_COLD_RUNS` (fresh processes, default 5),
 * `HAVBRUK_BENCH_SAMPLES` (warm samples per figure, default 200).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createDataset } from '@havbruk/api/dataset';
import { round, type BenchResult } from '../../../scripts/bench-types.ts';
import { openDatabase } from '../src/db.ts';
import { barentswatchCsvFormat } from '../src/import/barentswatch/csv.ts';
import { publicWeeksKind } from '../src/import/barentswatch/kind.ts';
import { runImport } from '../src/import/engine.ts';
import { http } from './http.ts';
import { figure, warmFigures } from './latency.ts';
import { nationalCsv } from './nationalCsv.ts';
import type { InjectRequest } from './serverProcess.ts';
import { startServer, type ServerProcess } from './startServer.ts';

const SITES = 1800;
const COLD_RUNS = Number(process.env['HAVBRUK_BENCH_COLD_RUNS'] ?? 5);
const SAMPLES = Number(process.env['HAVBRUK_BENCH_SAMPLES'] ?? 200);
const NAME = `map year all keys, ${SITES.toLocaleString('en')} imported sites`;

export async function run(): Promise<BenchResult[]> {
  const loadBefore = loadavg()[0] as number;
  // The dataset the server process generates (same default options, same seed): its sites' locality numbers and
  // weeks. Only these are kept: the HTTP client's process does not hold the whole dataset while it times answers.
  const dataset = (({ sites, weeks, years, today }) => ({
    known: sites.map((site) => site.localityNumber),
    weeks: weeks.map(({ year, week }) => ({ year, week })),
    year: years.at(-1)!,
    today,
  }))(createDataset({}));
  const highest = Math.max(...dataset.known);
  const localities = [
    ...dataset.known,
    ...Array.from({ length: SITES - dataset.known.length }, (_, index) => highest + 1 + index),
  ];
  const map: InjectRequest = { method: 'GET', url: `/v2/map/data/${dataset.year}` };

  const dataDir = mkdtempSync(path.join(tmpdir(), 'havbruk-public-map-bench-'));
  const results: BenchResult[] = [];
  let server: ServerProcess | undefined;
  try {
    // The demo database and its saved farm store, as on a first start.
    await (await startServer(dataDir)).close();
    const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const started = performance.now();
    const imported = await runImport({
      db,
      format: barentswatchCsvFormat,
      kind: publicWeeksKind,
      chunks: nationalCsv(localities, dataset.weeks),
      fileName: 'lakselus-national.csv',
      organizationId: null,
      today: dataset.today,
      maxBytes: Number.POSITIVE_INFINITY,
    });
    const importSeconds = (performance.now() - started) / 1000;
    await db.close();
    if (imported.status !== 'succeeded')
      throw new Error(`import ${imported.status}: ${JSON.stringify(imported.rejectedRows[0])}`);
    console.log(
      `  imported ${imported.added} added, ${imported.updated} updated site-weeks in ${round(importSeconds, 1)} s`,
    );

    const cold: number[] = [];
    for (let run = 0; run < Math.max(1, COLD_RUNS); run += 1) {
      await server?.close();
      server = await startServer(dataDir);
      const agent = new Agent({ keepAlive: true });
      cold.push((await http(agent, server.ready.port, server.ready.token, map)).ms);
      agent.destroy();
      console.log(
        `  cold run ${run + 1}/${COLD_RUNS}: ${server.ready.storeSource} store; map ${round(cold.at(-1)!, 1)} ms`,
      );
    }
    const agent = new Agent({ keepAlive: true });
    const warm = await warmFigures(server!, agent, SAMPLES, NAME, map, { p99: 30 });
    agent.destroy();
    const farms = (JSON.parse(warm.body.toString('utf8')) as { farms: string[] }).farms.length;
    results.push(
      figure(
        `server ${NAME}: public CSV import of the dataset's weeks (site-weeks added + updated ${imported.added + imported.updated})`,
        importSeconds,
        's',
      ),
      figure(`server ${NAME}: farms in the answer`, farms, 'farms'),
      figure(`server ${NAME} cold (worst of ${cold.length})`, Math.max(...cold), 'ms', { max: 100 }),
      ...warm.rows,
      figure(`server ${NAME} body`, warm.body.length / 1024 / 1024, 'MB'),
      figure(`server ${NAME} body gzip`, gzipSync(warm.body).length / 1024 / 1024, 'MB'),
    );
  } finally {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  results.push(
    figure('server public map bench: machine load average (1 min) at the start', loadBefore, 'load'),
    figure('server public map bench: machine load average (1 min) at the end', loadavg()[0] as number, 'load'),
  );
  return results;
}
