/**
 * Issue 34: the pipelines page's "Public data" line — for every organization of the viewer, from public runs (no
 * pipeline) and the last week of public data stored; it takes no files (no id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pipeline } from '@havbruk/api';
import type { HavbrukServer } from '../src/app.ts';
import { BARENTSWATCH_CSV_HEADER } from '../src/import/barentswatch/csv.ts';
import { runImport } from '../src/import/engine.ts';
import { formatById, KINDS } from '../src/import/formats.ts';
import { call, startTestServer, USERS } from './helpers.ts';

let server: HavbrukServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.oidc.issueAccessToken(USERS.admin);
}, 60_000);
afterAll(() => server.close());

const publicLines = async () => {
  const answer = await call(server, { method: 'GET', url: '/organizations/pipelines', token: admin });
  expect(answer.status).toBe(200);
  return (answer.body!.pipelines as Pipeline[]).filter((pipeline) => pipeline.kind === 'publicWeeks');
};

describe('the "Public data" line', () => {
  it('is there for every organization before any import, without activity', async () => {
    const lines = await publicLines();
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.organization.id)).size).toBe(lines.length);
    for (const line of lines)
      expect(line).toMatchObject({ pipeline: 'Public data', lastWeek: null, lastSuccess: null, isDisabled: false });
    expect(lines.every((line) => line.id === undefined)).toBe(true);
  });

  it('shows the last week imported and the last run after a public import', async () => {
    const format = formatById('barentswatch-csv')!;
    const row = (week: number) =>
      `${week},2025,99777,Publikholmen,0.2,0.5,0.1,Nei,Ja,5014,FRØYA,50,Trøndelag,63.7,8.8,0.5,Nei,6,6,Nordmøre og Sør-Trøndelag\n`;
    const result = await runImport({
      db: server.db,
      format,
      kind: KINDS.get(format.kind)!,
      chunks: (async function* () {
        yield new TextEncoder().encode(BARENTSWATCH_CSV_HEADER.join(',') + '\n' + row(20) + row(21));
      })(),
      fileName: 'lakselus.csv',
      organizationId: null,
      today: '2025-06-30',
    });
    expect(result.status).toBe('succeeded');
    for (const line of await publicLines())
      expect(line).toMatchObject({
        lastWeek: '2025-21',
        mostRecentDataPoint: '2025-05-25T00:00:00.000Z',
        lastSuccess: expect.any(String),
        lastExtract: expect.any(String),
      });
  });
});
