/**
 * The long fuzz run (issue 36): the fuzz test of every call with more cases (`FUZZ_CASES`, default 25) and a new seed
 * each run (`FUZZ_SEED`, default the time; printed, and named by a failure, so a finding can be run again).
 */
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Date.now() % 2 ** 31);
const cases = process.env.FUZZ_CASES ?? '25';
console.log(`fuzz: seed ${seed}, ${cases} cases per call, role and kind (FUZZ_SEED=${seed} to run it again)`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'packages/server/test/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_CASES: cases },
});
process.exit(result.status ?? 1);
