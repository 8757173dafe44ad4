import { createDataset, DEMO_USER_IDS } from '@havbruk/api/dataset';
import { FarmStore } from './packages/server/src/farmStore/columns.ts';
const d = createDataset({});
const ids = new Set(d.organizations.flatMap((o) => o.farmIds));
console.log('farms', ids.size);
const s = new FarmStore(d);
const gc = (globalThis as any).gc;
gc(); const m0 = process.memoryUsage();
let t = performance.now();
s.warm(ids);
console.log('warm', performance.now() - t);
gc(); const m1 = process.memoryUsage();
console.log('heap', (m1.heapUsed - m0.heapUsed) / 1e6, 'ab', (m1.arrayBuffers - m0.arrayBuffers) / 1e6);
let bytes = 0, series = 0, days = 0;
for (const id of ids) { const f = s.farm(id)!; for (const x of f.series) { series++; days += x.length; for (const v of Object.values(x)) if (v instanceof Float64Array) bytes += v.byteLength; for (const m of x.mortality) bytes += m.byteLength; } }
console.log({ series, days, bytes: bytes / 1e6 });
