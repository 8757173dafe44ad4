import { createReadStream } from 'node:fs';
import { openDatabase } from './src/db.ts';
import { runImport } from './src/import/engine.ts';
import { formatById, KINDS } from './src/import/formats.ts';
const db = await openDatabase(process.argv[2]!.startsWith('postgres') ? { url: process.argv[2] } : { dataDir: process.argv[2] });
const times: Record<string, number> = {};
const orig = db.transaction.bind(db);
db.transaction = (task: any) => orig((tx: any) => task({
  query: async (sql: string, p?: unknown[]) => { const t = performance.now(); const r = await tx.query(sql, p); const k = sql.trim().slice(0, 12); times[k] = (times[k] ?? 0) + performance.now() - t; return r; },
  exec: async (sql: string) => { const t = performance.now(); await tx.exec(sql); times['exec ' + sql.slice(0, 10)] = (times['exec ' + sql.slice(0, 10)] ?? 0) + performance.now() - t; },
  copyIn: async (a: string, b: string[], c: string) => { const t = performance.now(); await tx.copyIn(a, b, c); times.copy = (times.copy ?? 0) + performance.now() - t; },
})) as any;
const format = formatById('cage-days-en-csv')!;
for (const pass of [1, 2]) {
  for (const k of Object.keys(times)) delete times[k];
  const t = performance.now();
  const r = await runImport({ db, format, kind: KINDS.get(format.kind)!, chunks: createReadStream(process.argv[3]!), fileName: 'x', organizationId: 'org-nordvik-group' });
  console.log(pass, r.status, r.added, r.unchanged, Math.round(performance.now() - t), Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(v)])), 'rss', Math.round(process.resourceUsage().maxRSS / 1024), Math.round(process.memoryUsage().heapUsed/1e6));
}
await db.close();
