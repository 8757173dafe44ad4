/**
 * The permission matrix: each role × tier × organization mutation, on the actor's own organization and on a
 * foreign one — each cell a test. Plus public vs private farm data and tier gating of data calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { call, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const id of Object.values(USERS)) tokens[id] = await server.oidc.issueAccessToken(id);
}, 60_000);
afterAll(() => server.close());

const dataset = testDataset();
const farmsOf = (id: string) => dataset.organizations.find((org) => org.id === id)!.farmIds;

type Actor = 'superAdmin' | 'admin' | 'member' | 'basics';
const ACTORS: Record<Actor, { user: string; own: string; foreign: string; role: string; tier: string }> = {
  superAdmin: {
    user: USERS.superAdmin,
    own: ORGS.nordvik,
    foreign: ORGS.kvitfjord,
    role: 'super_admin',
    tier: 'essentials',
  },
  admin: { user: USERS.admin, own: ORGS.nordvik, foreign: ORGS.kvitfjord, role: 'admin', tier: 'essentials' },
  member: { user: USERS.member, own: ORGS.nordvikWest, foreign: ORGS.kvitfjord, role: 'member', tier: 'essentials' },
  basics: { user: USERS.basics, own: ORGS.kvitfjord, foreign: ORGS.nordvik, role: 'super_admin', tier: 'basics' },
};

type Mutation =
  | 'createOrganization'
  | 'renameOrganization'
  | 'deleteOrganization'
  | 'addTeamMembers'
  | 'updateTeamRoles'
  | 'removeTeamMembers'
  | 'removeFarms'
  | 'addFarms'
  | 'resendMemberVerification';
const MUTATIONS: Mutation[] = [
  'createOrganization',
  'renameOrganization',
  'deleteOrganization',
  'addTeamMembers',
  'updateTeamRoles',
  'removeTeamMembers',
  'removeFarms',
  'addFarms',
  'resendMemberVerification',
];

/** What S1 §6 allows per role (essentials tier, organization where the actor has the role). */
const ALLOWED: Record<string, Mutation[]> = {
  super_admin: [...MUTATIONS],
  admin: ['addTeamMembers', 'resendMemberVerification'],
  member: [],
};

let counter = 0;

/** A scratch sub-organization under `parent` with two farms and one unverified member, made by the super admin. */
const scratch = async (parent: string) => {
  counter += 1;
  const token = tokens[USERS.superAdmin]!;
  const created = await call(server, {
    method: 'POST',
    url: '/organizations',
    token,
    body: {
      name: `Scratch ${counter}`,
      tier: 'essentials',
      parentOrganizationId: parent,
      umbrellaOrganizationId: ORGS.group,
    },
  });
  expect(created.status).toBe(200);
  const id = created.body!.id as string;
  const parentFarms = farmsOf(parent);
  expect(
    (
      await call(server, {
        method: 'PUT',
        url: '/organizations/farms',
        token,
        body: { organization: id, farmIds: parentFarms.slice(0, 2) },
      })
    ).status,
  ).toBe(200);
  const team = await call(server, {
    method: 'PUT',
    url: `/organizations/${id}/team`,
    token,
    body: { team: [{ email: `scratch.${counter}@example.com`, orgRole: 'member' }] },
  });
  const member = (team.body!.team as { userId: string }[])[0]!;
  return { id, parentFarm: parentFarms[2]!, farm: parentFarms[0]!, memberId: member.userId };
};

const request = (mutation: Mutation, target: { id: string; parentFarm: string; farm: string; memberId: string }) => {
  switch (mutation) {
    case 'createOrganization':
      return {
        method: 'POST' as const,
        url: '/organizations',
        body: { name: 'Child', tier: 'basics', parentOrganizationId: target.id, umbrellaOrganizationId: ORGS.group },
      };
    case 'renameOrganization':
      return { method: 'PUT' as const, url: `/organizations/${target.id}`, body: { name: 'Renamed' } };
    case 'deleteOrganization':
      return { method: 'DELETE' as const, url: `/organizations/${target.id}` };
    case 'addTeamMembers':
      return {
        method: 'PUT' as const,
        url: `/organizations/${target.id}/team`,
        body: { team: [{ email: `added.${counter}@example.com`, orgRole: 'member' }] },
      };
    case 'updateTeamRoles':
      return {
        method: 'PUT' as const,
        url: `/organizations/${target.id}/team/roles`,
        body: { team: [{ userId: target.memberId, orgRole: 'admin' }] },
      };
    case 'removeTeamMembers':
      return {
        method: 'PUT' as const,
        url: `/organizations/${target.id}/team/remove`,
        body: { userIds: [target.memberId] },
      };
    case 'removeFarms':
      return {
        method: 'PUT' as const,
        url: `/organizations/${target.id}/farms/remove`,
        body: { farmIds: [target.farm] },
      };
    case 'addFarms':
      return {
        method: 'PUT' as const,
        url: '/organizations/farms',
        body: { organization: target.id, farmIds: [target.parentFarm] },
      };
    case 'resendMemberVerification':
      return { method: 'GET' as const, url: `/organizations/${target.id}/team/${target.memberId}/resend` };
  }
};

describe('permission matrix: role × tier × mutation × own/foreign organization (foreign: 404)', () => {
  const cells = (Object.keys(ACTORS) as Actor[]).flatMap((actor) =>
    MUTATIONS.flatMap((mutation) => (['own', 'foreign'] as const).map((where) => ({ actor, mutation, where }))),
  );
  it.each(cells)(
    '$actor · $mutation · $where organization',
    { timeout: 20_000 },
    async ({ actor, mutation, where }) => {
      const spec = ACTORS[actor];
      // Own: a scratch sub-organization where the actor's role is inherited (the basics user acts on their own org directly).
      const target =
        where === 'own' && actor !== 'basics'
          ? await scratch(spec.own)
          : {
              id: where === 'own' ? spec.own : spec.foreign,
              parentFarm: farmsOf(ORGS.nordvik)[5]!,
              farm: farmsOf(where === 'own' ? spec.own : spec.foreign)[0]!,
              memberId: USERS.unverified,
            };
      const response = await call(server, { ...request(mutation, target), token: tokens[spec.user] });
      // Another tenant's organization answers 404 like an unknown id (the tier is checked first: basics gets 403).
      const expected =
        spec.tier !== 'essentials'
          ? 403
          : where === 'foreign'
            ? 404
            : ALLOWED[spec.role]!.includes(mutation)
              ? 200
              : 403;
      expect(response.status, JSON.stringify(response.body)).toBe(expected);
      expect(response.status === 200 || typeof response.body!.message === 'string').toBe(true);
    },
  );
});

describe('rules for team changes', () => {
  it('only a super admin can grant super_admin (an admin gets 403)', async () => {
    const target = await scratch(ORGS.nordvik);
    const response = await call(server, {
      method: 'PUT',
      url: `/organizations/${target.id}/team`,
      token: tokens[USERS.admin],
      body: { team: [{ email: 'boss@example.com', orgRole: 'super_admin' }] },
    });
    expect(response.status).toBe(403);
  });
  it('a user cannot change their own role', async () => {
    const response = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvik}/team/roles`,
      token: tokens[USERS.superAdmin],
      body: { team: [{ userId: USERS.superAdmin, orgRole: 'member' }] },
    });
    expect(response.status).toBe(400);
  });
  it('nobody can remove themselves from a top-level organization', async () => {
    const response = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.group}/team/remove`,
      token: tokens[USERS.superAdmin],
      body: { userIds: [USERS.superAdmin] },
    });
    expect(response.status).toBe(403);
    expect(response.body!.message).toBe('You can not delete yourself from the parent organization.');
  });
  it('a member may remove themselves from a sub-organization (removeSelf)', async () => {
    const before = await call(server, { method: 'GET', url: '/organizations/structure', token: tokens[USERS.member] });
    const node = (before.body!.organizations as { id: string; permissions: { team: { removeSelf: boolean } } }[]).find(
      (org) => org.id === ORGS.nordvikWest,
    )!;
    expect(node.permissions.team.removeSelf).toBe(true);
    const response = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvikWest}/team/remove`,
      token: tokens[USERS.member],
      body: { userIds: [USERS.member] },
    });
    expect(response.status).toBe(200);
  });
  it('an existing team e-mail is refused with "Email already exists!"', async () => {
    const response = await call(server, {
      method: 'PUT',
      url: `/organizations/${ORGS.nordvik}/team`,
      token: tokens[USERS.superAdmin],
      body: { team: [{ email: 'lars.johansen@nordvik.example', orgRole: 'member' }] },
    });
    expect(response.status).toBe(400);
    expect(response.body!.message).toBe('Email already exists!');
  });
  it('permissions returned to the client follow the role', async () => {
    const response = await call(server, { method: 'GET', url: '/organizations/structure', token: tokens[USERS.admin] });
    const node = (
      response.body!.organizations as {
        id: string;
        privelege: string;
        permissions: { team: { add: boolean; edit: boolean }; farm: { add: boolean } };
      }[]
    ).find((org) => org.id === ORGS.nordvik)!;
    expect(node.privelege).toBe('admin');
    expect(node.permissions.team).toMatchObject({ add: true, edit: false });
    expect(node.permissions.farm.add).toBe(false);
  });
});

describe('public vs private farms and tiers', () => {
  const own = farmsOf(ORGS.nordvik)[0]!;
  const publicFarm = dataset.sites.find((site) => !site.demo)!.id;
  const lice = ['lice', 'feed', 'inventory'];

  it('private farm: every requested table comes back', async () => {
    const response = await call(server, {
      method: 'POST',
      url: '/timeline/data/entity',
      token: tokens[USERS.admin],
      body: { entityType: 'farm', id: own, start: '2026-01-01', end: '2026-03-01', fields: lice },
    });
    expect(Object.keys(response.body!.tables as object).sort()).toEqual(['feed', 'inventory', 'lice']);
  });
  it('public farm: only public tables come back', async () => {
    const response = await call(server, {
      method: 'POST',
      url: '/timeline/data/entity',
      token: tokens[USERS.admin],
      body: { entityType: 'farm', id: publicFarm, start: '2026-01-01', end: '2026-03-01', fields: lice },
    });
    expect(Object.keys(response.body!.tables as object)).toEqual(['lice']);
  });
  it('public farm entity shows no cages', async () => {
    const response = await call(server, {
      method: 'GET',
      url: `/entities/data/farm/${publicFarm}`,
      token: tokens[USERS.admin],
    });
    expect(response.body!.permissions).toBe('public');
    expect(
      (response.body!.generations as { cages: unknown[] }[]).every((generation) => generation.cages.length === 0),
    ).toBe(true);
  });
  it('lab data of a public farm → 403; of an own farm → 200', async () => {
    expect(
      (
        await call(server, {
          method: 'GET',
          url: `/events/data/lab?entityType=farm&id=${publicFarm}`,
          token: tokens[USERS.admin],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(server, {
          method: 'GET',
          url: `/events/data/lab?entityType=farm&id=${own}`,
          token: tokens[USERS.admin],
        })
      ).status,
    ).toBe(200);
  });
  it('map weight is measured for own farms and estimated for others', async () => {
    const week = dataset.weeks[dataset.weeks.length - 1]!;
    const response = await call(server, {
      method: 'GET',
      url: `/map/data/${week.year}/${week.week}?data=inventory`,
      token: tokens[USERS.admin],
    });
    const records = (
      response.body!.data as Record<string, { key: string; info: { inventory: { estimated: boolean } } }[]>
    )[week.label]!;
    expect(records.find((record) => record.key === own)!.info.inventory.estimated).toBe(false);
    expect(records.find((record) => record.key === publicFarm)!.info.inventory.estimated).toBe(true);
  });
  it('basics tier: lice timeline allowed, feed → 403, risks → 403', async () => {
    const farm = farmsOf(ORGS.kvitfjord)[0]!;
    const token = tokens[USERS.basics];
    expect(
      (
        await call(server, {
          method: 'POST',
          url: '/timeline/data/entity',
          token,
          body: { entityType: 'farm', id: farm, start: '2026-01-01', end: '2026-03-01', fields: ['lice'] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(server, {
          method: 'POST',
          url: '/timeline/data/entity',
          token,
          body: { entityType: 'farm', id: farm, start: '2026-01-01', end: '2026-03-01', fields: ['feed'] },
        })
      ).status,
    ).toBe(403);
    expect((await call(server, { method: 'POST', url: '/health/data/risks', token, body: {} })).status).toBe(403);
  });
  it('an unverified user may read their account but no farm data', async () => {
    const token = tokens[USERS.unverified];
    expect((await call(server, { method: 'GET', url: '/users/data', token })).status).toBe(200);
    expect((await call(server, { method: 'GET', url: '/search/data?q=nord', token })).status).toBe(403);
  });
  it('a user who has not finished setup gets 403 on data until onboarded', async () => {
    const token = tokens[USERS.newUser];
    expect((await call(server, { method: 'GET', url: '/search/data?q=nord', token })).status).toBe(403);
    expect(
      (await call(server, { method: 'POST', url: '/users/data/onboard', token, body: { language: 'no' } })).status,
    ).toBe(200);
    expect((await call(server, { method: 'GET', url: '/search/data?q=nord', token })).status).toBe(200);
  });
});
