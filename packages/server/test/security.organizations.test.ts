/**
 * Security review, organizations (issue 13 items 1, 8 and 9): what was tried against the organization calls, each
 * expecting the secure answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { call, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
const tokens: Record<string, string> = {};
const dataset = testDataset();
const farmsOf = (id: string) => dataset.organizations.find((org) => org.id === id)!.farmIds;

beforeAll(async () => {
  server = await startTestServer();
  for (const id of Object.values(USERS)) tokens[id] = await server.oidc.issueAccessToken(id);
}, 60_000);
afterAll(() => server.close());

describe('item 1: cross-tenant farm takeover', () => {
  it("a top-level organization's super admin cannot add another operator's farm; its lab data stays closed", async () => {
    const kvitfjordFarm = farmsOf(ORGS.kvitfjord)[0]!;
    const token = tokens[USERS.superAdmin];
    const lab = `/events/data/lab?entityType=farm&id=${kvitfjordFarm}`;
    expect((await call(server, { method: 'GET', url: lab, token })).status).toBe(403);
    const takeover = await call(server, {
      method: 'PUT',
      url: '/organizations/farms',
      token,
      body: { organization: ORGS.group, farmIds: [kvitfjordFarm] },
    });
    expect(takeover.status).toBe(403);
    expect(String(takeover.body?.['message'])).not.toContain('Kvitfjord');
    expect((await call(server, { method: 'GET', url: lab, token })).status).toBe(403);
    const stored = await server.db.query(
      'select 1 from organization_farms where farm_id = $1 and organization_id = $2',
      [kvitfjordFarm, ORGS.group],
    );
    expect(stored.rows).toHaveLength(0);
  });
});

describe('item 8: writes are atomic', () => {
  it('adding team members: a duplicate part-way leaves no rows of the request', async () => {
    // Another request added this member after the handler's snapshot (written straight to the database).
    await server.db.query(
      `insert into users (id, name, email, tier, password) values ('user-race', 'Race', 'race@example.no', 'essentials', 'x')`,
    );
    await server.db.query(
      `insert into memberships (id, organization_id, user_id, org_role) values ('member-race', $1, 'user-race', 'member')`,
      [ORGS.nordvik],
    );
    const response = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvik}/team`,
      token: tokens[USERS.superAdmin],
      body: {
        team: [
          { email: 'first.new@example.no', orgRole: 'member' },
          { email: 'race@example.no', orgRole: 'member' },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body?.['message']).toBe('Email already exists!');
    const left = await server.db.query(`select 1 from users where email = 'first.new@example.no'`);
    expect(left.rows).toHaveLength(0);
  });

  /**
   * Runs `task` with every role of `userId` lowered to member behind the directory snapshot (written straight to the
   * database after the snapshot was warmed), then puts the roles back. Lowered, not deleted: a viewer without any
   * role would no longer see the organization at all (404) where the database is read fresh (PostgreSQL).
   */
  const withRolesLowered = async (userId: string, task: (token: string) => Promise<void>) => {
    const token = await server.oidc.issueAccessToken(userId);
    expect((await call(server, { method: 'GET', url: '/organizations/structure', token })).status).toBe(200);
    const before = await server.db.query<{ org_role: string; id: string }>(
      `select id, org_role from memberships where user_id = $1`,
      [userId],
    );
    await server.db.query(`update memberships set org_role = 'member' where user_id = $1`, [userId]);
    try {
      await task(token);
    } finally {
      for (const row of before.rows)
        await server.db.query('update memberships set org_role = $2 where id = $1', [row.id, row.org_role]);
      server.store.invalidate();
    }
  };

  it('a role taken away after the request started refuses the write (checked again inside the transaction)', async () => {
    await withRolesLowered(USERS.admin, async (token) => {
      const response = await call(server, {
        method: 'PUT',
        url: `/organizations/${ORGS.nordvik}/team`,
        token,
        body: { team: [{ email: 'late.add@example.no', orgRole: 'member' }] },
      });
      expect(response.status).toBe(403);
    });
    expect((await server.db.query(`select 1 from users where email = 'late.add@example.no'`)).rows).toHaveLength(0);
  });

  it('removing team members: a role taken away after the request started refuses the write', async () => {
    const member = (
      await server.db.query<{ user_id: string }>(
        'select user_id from memberships where organization_id = $1 and user_id <> $2 limit 1',
        [ORGS.nordvik, USERS.superAdmin],
      )
    ).rows[0]!.user_id;
    await withRolesLowered(USERS.superAdmin, async (token) => {
      const response = await call(server, {
        method: 'PUT',
        url: `/organizations/${ORGS.nordvik}/team/remove`,
        token,
        body: { userIds: [member] },
      });
      expect(response.status).toBe(403);
    });
    const kept = await server.db.query('select 1 from memberships where organization_id = $1 and user_id = $2', [
      ORGS.nordvik,
      member,
    ]);
    expect(kept.rows).toHaveLength(1);
  });

  it('renaming and adding an organization: a role taken away after the request started refuses the write', async () => {
    await withRolesLowered(USERS.superAdmin, async (token) => {
      const renamed = await call(server, {
        method: 'PUT',
        url: `/organizations/${ORGS.nordvik}`,
        token,
        body: { name: 'Renamed too late' },
      });
      expect(renamed.status).toBe(403);
      const added = await call(server, {
        method: 'POST',
        url: '/organizations',
        token,
        body: {
          name: 'Added too late',
          tier: 'essentials',
          parentOrganizationId: ORGS.nordvik,
          umbrellaOrganizationId: ORGS.group,
        },
      });
      expect(added.status).toBe(403);
    });
    const names = await server.db.query(
      `select 1 from organizations where name in ('Renamed too late', 'Added too late')`,
    );
    expect(names.rows).toHaveLength(0);
  });

  it('removing farms: a role taken away after the request started refuses the write', async () => {
    const farm = farmsOf(ORGS.nordvikWest)[0]!;
    await withRolesLowered(USERS.superAdmin, async (token) => {
      const response = await call(server, {
        method: 'PUT',
        url: `/organizations/${ORGS.nordvik}/farms/remove`,
        token,
        body: { farmIds: [farm] },
      });
      expect(response.status).toBe(403);
    });
    const kept = await server.db.query(
      'select organization_id from organization_farms where farm_id = $1 and organization_id = any($2)',
      [farm, [ORGS.nordvik, ORGS.nordvikWest]],
    );
    expect(kept.rows).toHaveLength(2);
  });

  it('removing a farm takes it from the sub-organizations too, in the same write', async () => {
    const farm = farmsOf(ORGS.nordvikWest)[1]!;
    const response = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvik}/farms/remove`,
      token: tokens[USERS.superAdmin],
      body: { farmIds: [farm] },
    });
    expect(response.status).toBe(200);
    const left = await server.db.query(
      'select organization_id from organization_farms where farm_id = $1 and organization_id = any($2)',
      [farm, [ORGS.nordvik, ORGS.nordvikWest]],
    );
    expect(left.rows).toHaveLength(0);
  });
});

describe('item 9: answers name nothing the viewer may not know', () => {
  it("another tenant's organization answers exactly like an id that does not exist (404)", async () => {
    const token = tokens[USERS.superAdmin];
    const asking = (id: string) => [
      { method: 'PUT' as const, url: `/organizations/${id}`, token, body: { name: 'Mine now' } },
      { method: 'DELETE' as const, url: `/organizations/${id}`, token },
      { method: 'PUT' as const, url: `/organizations/${id}/team/remove`, token, body: { userIds: [USERS.basics] } },
      { method: 'GET' as const, url: `/entities/data/organization/${id}`, token },
    ];
    const foreign = asking(ORGS.kvitfjord);
    const missing = asking('org-does-not-exist');
    for (const [index, request] of foreign.entries()) {
      const answer = await call(server, request);
      const unknown = await call(server, missing[index]!);
      expect(answer.status, request.url).toBe(404);
      expect(answer.body, request.url).toEqual(unknown.body);
      expect(String(answer.body?.['message'])).not.toMatch(/Kvitfjord|org-kvitfjord/i);
    }
  });

  it('inside its own umbrella a member who lacks the role still gets 403', async () => {
    const token = tokens[USERS.member];
    // No role in the parent organization (the member's role is in a region below it).
    const parent = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvik}`,
      token,
      body: { name: 'Renamed' },
    });
    expect(parent.status).toBe(403);
    // A role, but not one that may rename.
    const own = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvikWest}`,
      token,
      body: { name: 'Renamed' },
    });
    expect(own.status).toBe(403);
  });
});

describe('issue 36 item 4: adding team members never changes a role', () => {
  it('an admin cannot demote a super admin of a parent organization by adding them to a sub-organization', async () => {
    const superAdmin = testDataset().users.find((user) => user.id === USERS.superAdmin)!;
    const response = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvikMid}/team`,
      token: tokens[USERS.admin],
      body: { team: [{ email: superAdmin.email, orgRole: 'member' }] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Email already exists!', code: 'duplicate' });
    const stored = await server.db.query('select 1 from memberships where user_id = $1 and organization_id = $2', [
      USERS.superAdmin,
      ORGS.nordvikMid,
    ]);
    expect(stored.rows).toHaveLength(0);
    const structure = await call(server, {
      method: 'GET',
      url: '/organizations/structure',
      token: tokens[USERS.superAdmin],
    });
    type Node = { id: string; privelege: string | null; subOrganizations: Node[] };
    const find = (nodes: Node[]): Node | undefined =>
      nodes.map((node) => (node.id === ORGS.nordvikMid ? node : find(node.subOrganizations))).find(Boolean);
    expect(find(structure.body!['organizations'] as Node[])?.privelege).toBe('super_admin');
  });
});
