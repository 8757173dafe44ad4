/**
 * Issue 36 item 9 on the embedded database (the command opens the data directory; on PostgreSQL it runs against
 * DATABASE_URL like the server): a deployment creates its first admin with a command that prints a one-time link.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { call, listenLocally, ORGS, signIn, startTestServer } from './helpers.ts';

it(
  'a deployment creates its first admin with a command that prints a one-time link',
  { timeout: 120_000 },
  async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-admin-'));
    try {
      await (await startTestServer({ dataDir: dir, demoPasswords: false })).close();
      const origin = 'http://127.0.0.1:4999';
      const printed = execFileSync(
        process.execPath,
        [
          '--conditions=source',
          '--import',
          'tsx',
          'src/createAdmin.ts',
          '--data-dir',
          dir,
          '--origin',
          origin,
          '--email',
          'First.Admin@example.no',
        ],
        { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } },
      );
      const link = new URL(/(http\S+\/account\/password\?token=[0-9a-f]+)/.exec(printed)![1]!);
      expect(link.origin).toBe(origin);
      const deployed = await startTestServer({ dataDir: dir, demoPasswords: false });
      try {
        const deployedBase = await listenLocally(deployed);
        const done = await fetch(`${deployedBase}/account/password`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            token: link.searchParams.get('token')!,
            name: 'First Admin',
            password: 'first-admin-1',
          }).toString(),
        });
        expect(done.status).toBe(200);
        const tokens = await signIn(deployedBase, 'first.admin@example.no', 'first-admin-1');
        const organizations = await call(deployed, {
          method: 'GET',
          url: '/config/organizations',
          token: tokens.access_token,
        });
        expect(organizations.body!['organizations']).toContainEqual(
          expect.objectContaining({ id: ORGS.group, privelege: 'super_admin' }),
        );
      } finally {
        await deployed.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
