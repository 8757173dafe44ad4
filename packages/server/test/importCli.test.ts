/**
 * The import command hands files to a running server (issue 33): `npm run import -- --server <url> --token <token>
 * --org <id> --source <format> FILE` uploads each file to the organization's pipeline; the server imports it and the
 * run shows in that pipeline's runs. The command prints the summary and exits 1 when a file was not imported in full.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { call, listenLocally, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
let base: string;
let dir: string;

const dataset = testDataset();
const site = dataset.sites.find(
  (entry) => entry.id === dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds[0],
)!;
const generation = site.generations.at(-1)!;
const cage = generation.cages[0]!;
const day = fromDayNumber(Math.min(toDayNumber(generation.startDate) + 40, toDayNumber(dataset.today) - 1));

beforeAll(async () => {
  server = await startTestServer();
  base = await listenLocally(server);
  dir = mkdtempSync(path.join(tmpdir(), 'havbruk-import-cli-'));
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const importCommand = (file: string, token: string) =>
  promisify(execFile)(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'src/import/cli.ts',
      '--server',
      base,
      '--token',
      token,
      '--org',
      ORGS.nordvik,
      '--source',
      'lice-counts-en-csv',
      file,
    ],
    { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8' },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );

it(
  'hands a file to the running server: the run shows in the pipeline, the summary is printed',
  { timeout: 60_000 },
  async () => {
    const admin = await server.oidc.issueAccessToken(USERS.admin);
    const file = path.join(dir, 'lice.csv');
    writeFileSync(
      file,
      `locality_number,cage,date,adult_female_lice\n${site.localityNumber},${cage.name},${day},0.31\n`,
    );
    const done = await importCommand(file, admin);
    expect(done).toMatchObject({ code: 0, stderr: '' });
    expect(done.stdout).toMatch(/lice\.csv.*succeeded.*\b1\b/);
    const runs = await call(server, {
      method: 'GET',
      url: `/pipelines/${ORGS.nordvik}-lice-counts/runs`,
      token: admin,
    });
    expect(runs.body!.runs).toEqual([expect.objectContaining({ fileName: 'lice.csv', status: 'succeeded', added: 1 })]);

    writeFileSync(
      file,
      `locality_number,cage,date,adult_female_lice\n${site.localityNumber},${cage.name},${day},101\n`,
    );
    const refused = await importCommand(file, admin);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`${file}:2: adult_female_lice: 101 is above 100`);
  },
);
