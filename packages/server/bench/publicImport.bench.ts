/**
 * Issue 34's import target: 14 years of national public weekly data (2012–2025, 730 ISO weeks) for 2,050 sites —
 * about 1.5 million site-weeks — written in the published BarentsWatch CSV form and streamed through the engine
 * into an empty embedded database on disk (sites created from the rows). Figures: the run's seconds (target ≤ 60 s),
 * how far the process's RSS grows above what it was with the database open (sampled every 100 ms while it runs; the
 * target's peak RSS ≤ 400 MB is of the whole import process, which here also holds the bench runner), and a
 * re-import's changed rows (target 0).
 * `npm run bench -- publicImport` runs it alone; `HAVBRUK_BENCH_PUBLIC_SITES` sets the number of sites.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isoWeekOf, DAY_MS } from '@havbruk/api/dataset';
import { round, type BenchResult } from '../../../scripts/bench-types.ts';
import { openDatabase, type Db } from '../src/db.ts';
import { barentswatchCsvFormat } from '../src/import/barentswatch/csv.ts';
import { publicWeeksKind } from '../src/import/barentswatch/kind.ts';
import { runImport } from '../src/import/engine.ts';
import { nationalCsv } from './nationalCsv.ts';

const SITES = Number(process.env['HAVBRUK_BENCH_PUBLIC_SITES'] ?? 2050);
const FIRST_YEAR = 2012;
const LAST_YEAR = 2025;

const weeksOf = (year: number) => isoWeekOf(Math.floor(Date.UTC(year, 11, 28) / DAY_MS)).week;

/** Every ISO week of the 14 years. */
function* nationalWeeks(): Iterable<{ year: number; week: number }> {
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1)
    for (let week = 1; week <= weeksOf(year); week += 1) yield { year, week };
}

const importOnce = (db: Db) =>
  runImport({
    db,
    format: barentswatchCsvFormat,
    kind: publicWeeksKind,
    chunks: nationalCsv(
      Array.from({ length: SITES }, (_, index) => 10_000 + index),
      nationalWeeks(),
    ),
    fileName: 'lakselus-2012-2025.csv',
    organizationId: null,
    today: '2026-01-31',
    // The file is about 165 MB: above the API's upload limit, which the CLI shares today.
    maxBytes: Number.POSITIVE_INFINITY,
  });

export async function run(): Promise<BenchResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-public-bench-'));
  const db = await openDatabase({ dataDir: dir });
  // The embedded database's own memory (its WebAssembly heap) is there before the run: the run's growth is measured.
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  try {
    const started = performance.now();
    const first = await importOnce(db);
    const seconds = (performance.now() - started) / 1000;
    if (first.status !== 'succeeded')
      throw new Error(`import ${first.status}: ${JSON.stringify(first.rejectedRows[0])}`);
    const again = await importOnce(db);
    return [
      { name: 'public CSV import: site-weeks', value: first.added, unit: 'rows', target: 'none', passes: true },
      {
        name: 'public CSV import (14 years, national)',
        value: round(seconds, 1),
        unit: 's',
        target: '<= 60 s',
        passes: seconds <= 60,
      },
      {
        name: 'public CSV import RSS growth',
        value: round((peak - before) / 1024 / 1024, 0),
        unit: 'MB',
        target: '<= 400 MB',
        passes: peak - before <= 400 * 1024 * 1024,
      },
      {
        name: 'public CSV re-import: rows changed',
        value: again.added + again.updated,
        unit: 'rows',
        target: '0',
        passes: again.added + again.updated === 0,
      },
    ];
  } finally {
    clearInterval(sampler);
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
