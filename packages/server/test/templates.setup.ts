/**
 * The unit project's global setup: a folder for the run's copies of in-memory test databases and, on PostgreSQL
 * (`DATABASE_URL`), the name of the run's template database (`helpers.ts`), given to the test files by `inject`;
 * both removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: string;
    templateDatabase: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-templates-'));
  const database = `havbruk_template_${randomBytes(6).toString('hex')}`;
  project.provide('databaseTemplates', dir);
  project.provide('templateDatabase', database);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const url = process.env['DATABASE_URL'];
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // A template database is dropped once it is a template no more.
      if ((await client.query('select 1 from pg_database where datname = $1', [database])).rows.length > 0) {
        await client.query(`alter database ${database} is_template false`);
        await client.query(`drop database ${database} with (force)`);
      }
    } finally {
      await client.end();
    }
  };
}
