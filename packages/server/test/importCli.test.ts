/**
 * The import command hands files to a running server (issue 33): `npm run import -- --server <url> --token <token>
 * --org <id> --source <format> FILE` uploads each file to the organization's pipeline; the server imports it and the
 * run shows in that pipeline's runs. The command prints the summary and exits 1 when a file was not imported in full.
 * Public files go to the server of `--data-dir` through its operator's door (issue 34).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { openDatabase, seedDatabase } from '../src/db.ts';
import { BARENTSWATCH_CSV_HEADER } from '../src/import/barentswatch/csv.ts';
import { writeOperatorSecret } from '../src/routes/operatorImports.ts';
import {
  call,
  listenLocally,
  ORGS,
  startTestServer,
  testDatabaseUrl,
  testDataset,
  testSchemaUrl,
  USERS,
} from './helpers.ts';

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

it(
  'imports a public CSV above the upload limit on its own database in parts under it, naming bad rows by the file line',
  { timeout: 120_000 },
  async () => {
    // The PostgreSQL pass: a schema of its own (the CLI would otherwise seed the server's default one in full).
    const databaseUrl = testDatabaseUrl && (await testSchemaUrl()).url;
    const dataDir = path.join(dir, 'data');
    const db = await openDatabase({ dataDir, url: databaseUrl });
    await seedDatabase(db, dataset);
    await db.close();
    const row = (week: number, locality: number, female: string) =>
      `${week},2025,${locality},Delholmen ${locality},${female},0.7,0.1,Nei,Ja,1820,ALSTAHAUG,18,Nordland,65.9,12.4,0.5,Nei,7.5,8,Helgeland til Bodø`;
    const rows = Array.from({ length: 120 }, (_, index) =>
      row(10 + (index % 30), 99_100 + Math.floor(index / 30), '0.2'),
    );
    const file = path.join(dir, 'lakselus-stor.csv');
    const write = (lines: string[]) =>
      writeFileSync(file, [BARENTSWATCH_CSV_HEADER.join(','), ...lines].join('\n') + '\n');
    const command = () =>
      promisify(execFile)(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'src/import/cli.ts', '--data-dir', dataDir, '--port', '9'].concat([
          '--source',
          'barentswatch-csv',
          file,
        ]),
        {
          cwd: path.resolve(import.meta.dirname, '..'),
          encoding: 'utf8',
          // The upload limit lowered to 4 KB: the file (about 15 KB) is above it.
          env: { ...process.env, DATABASE_URL: databaseUrl || '', HAVBRUK_IMPORT_MAX_BYTES: '4096' },
        },
      ).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    // The summary table's rows of the parts: file, status, added.
    const partRows = (stdout: string) =>
      stdout
        .split('\n')
        .filter((line) => line.includes('(part '))
        .map((line) => line.split('│').map((cell) => cell.trim().replace(/^'|'$/g, '')))
        .map(([, , name, status, added]) => ({ name, status, added: Number(added) }));
    write(rows);
    const done = await command();
    expect(done.code).toBe(0);
    const first = partRows(done.stdout);
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(first[0]!.name).toBe(`${file} (part 1 of ${first.length})`);
    expect(first.every((part) => part.status === 'succeeded')).toBe(true);
    expect(first.reduce((sum, part) => sum + part.added, 0)).toBe(120);

    // A bad row in a later part: named by its line in the file; the parts before it are unchanged, it writes nothing.
    rows[100] = row(40, 99_103, 'x');
    write(rows);
    const refused = await command();
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`${file}:102: `);
    const again = partRows(refused.stdout);
    expect(again.at(-1)).toMatchObject({ status: 'rejected', added: 0 });
    expect(again.slice(0, -1).every((part) => part.status === 'succeeded' && part.added === 0)).toBe(true);
  },
);

it(
  "hands public files to the server holding the embedded database through its operator's door: same summary and exit code",
  { timeout: 60_000 },
  async () => {
    // The server's data directory, holding its operator secret (a server started with `--data-dir` writes it there).
    const serverDir = path.join(dir, 'server');
    mkdirSync(serverDir, { mode: 0o700 });
    writeOperatorSecret(serverDir, server.operatorSecret);
    const line = (week: number) =>
      `${week},2025,99444,Portholmen,0.25,0.6,0.1,Nei,Ja,1820,ALSTAHAUG,18,Nordland,65.9,12.4,0.5,Nei,7.5,8,Helgeland til Bodø`;
    const good = path.join(dir, 'lakselus-uke-30.csv');
    const bad = path.join(dir, 'lakselus-uke-54.csv');
    writeFileSync(good, [BARENTSWATCH_CSV_HEADER.join(','), line(30)].join('\n') + '\n');
    writeFileSync(bad, [BARENTSWATCH_CSV_HEADER.join(','), line(31), line(54)].join('\n') + '\n');
    const port = new URL(base).port;
    const done = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/import/cli.ts', '--data-dir', serverDir, '--port', port].concat([
        '--source',
        'barentswatch-csv',
        good,
        bad,
      ]),
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        encoding: 'utf8',
        // The CLI on the embedded database (the PostgreSQL pass sets DATABASE_URL for the test servers).
        env: { ...process.env, DATABASE_URL: '' },
      },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );
    expect(done.code).toBe(1);
    expect(done.stderr).toBe('');
    expect(done.stdout).toMatch(/lakselus-uke-30\.csv.*succeeded.*\b1\b/);
    expect(done.stdout).toMatch(/lakselus-uke-54\.csv.*rejected/);
    expect(done.stdout).toContain(`${bad}:3: `);
    expect(done.stdout).not.toContain(server.operatorSecret);
    const runs = await server.db.query<{ file_name: string; status: string; pipeline_id: string | null }>(
      `select file_name, status, pipeline_id from import_runs where file_name like 'lakselus-uke-%' order by file_name`,
    );
    expect(runs.rows).toEqual([
      { file_name: 'lakselus-uke-30.csv', status: 'succeeded', pipeline_id: null },
      { file_name: 'lakselus-uke-54.csv', status: 'rejected', pipeline_id: null },
    ]);
  },
);
