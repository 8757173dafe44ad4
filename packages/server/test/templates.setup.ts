/**
 * The unit project's global setup: a folder for the run's database templates (`helpers.ts`, `databaseTemplate`),
 * given to the test files as `inject('databaseTemplates')` and removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-templates-'));
  project.provide('databaseTemplates', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
