/** Demo organizations (umbrella → parent → sub), users and memberships. */
import { DEMO_OPERATORS, operatorId } from './sites.ts';
import type { DatasetMembership, DatasetOrganization, DatasetUser, DatasetOperator, Site } from './types.ts';

/** Password every demo user signs in with on the dev identity provider. */
export const DEMO_PASSWORD = 'havbruk';

export const DEMO_ORGANIZATION_IDS = {
  group: 'org-nordvik-group',
  nordvik: 'org-nordvik',
  nordvikWest: 'org-nordvik-vest',
  nordvikMid: 'org-nordvik-midt',
  havbris: 'org-havbris',
  kvitfjord: 'org-kvitfjord',
} as const;

export const DEMO_USER_IDS = {
  superAdmin: 'user-ingrid',
  admin: 'user-lars',
  member: 'user-sigrid',
  basics: 'user-ola',
  newUser: 'user-kari',
  unverified: 'user-magnus',
} as const;

export const createOrganizations = (operators: DatasetOperator[], sites: Site[]): DatasetOrganization[] => {
  const farmsOf = (operatorIndex: number) =>
    sites.filter((site) => site.operatorId === operatorId(operatorIndex)).map((site) => site.id);
  const nordvik = farmsOf(DEMO_OPERATORS[0]!.index);
  const havbris = farmsOf(DEMO_OPERATORS[1]!.index);
  const kvitfjord = farmsOf(DEMO_OPERATORS[2]!.index);
  const byArea = (ids: string[], areas: number[]) =>
    ids.filter((id) => areas.includes(sites.find((site) => site.id === id)!.productionAreaId));
  const ids = DEMO_ORGANIZATION_IDS;
  return [
    {
      id: ids.group,
      name: 'Nordvik Sjømat Group',
      tier: 'essentials',
      umbrellaOrganizationId: ids.group,
      parentOrganizationId: null,
      farmIds: [...nordvik, ...havbris],
    },
    {
      id: ids.nordvik,
      name: operators[0]!.name,
      tier: 'essentials',
      umbrellaOrganizationId: ids.group,
      parentOrganizationId: ids.group,
      farmIds: nordvik,
    },
    {
      id: ids.nordvikWest,
      name: 'Nordvik Region Vest',
      tier: 'essentials',
      umbrellaOrganizationId: ids.group,
      parentOrganizationId: ids.nordvik,
      farmIds: byArea(nordvik, [4, 5]),
    },
    {
      id: ids.nordvikMid,
      name: 'Nordvik Region Midt',
      tier: 'essentials',
      umbrellaOrganizationId: ids.group,
      parentOrganizationId: ids.nordvik,
      farmIds: byArea(nordvik, [6]),
    },
    {
      id: ids.havbris,
      name: operators[1]!.name,
      tier: 'essentials',
      umbrellaOrganizationId: ids.group,
      parentOrganizationId: ids.group,
      farmIds: havbris,
    },
    {
      id: ids.kvitfjord,
      name: operators[2]!.name,
      tier: 'basics',
      umbrellaOrganizationId: ids.kvitfjord,
      parentOrganizationId: null,
      farmIds: kvitfjord,
    },
  ];
};

const avatar = (initials: string, hue: number): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="hsl(${hue} 45% 35%)"/><text x="32" y="41" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

export const createUsers = (): DatasetUser[] => {
  const ids = DEMO_USER_IDS;
  const org = DEMO_ORGANIZATION_IDS;
  const base = { language: 'en' as const, darkModeOn: false, verificationSent: false, password: DEMO_PASSWORD };
  return [
    {
      ...base,
      id: ids.superAdmin,
      name: 'Ingrid Hansen',
      email: 'ingrid.hansen@nordvik.example',
      title: 'Head of Fish Health',
      picture: avatar('IH', 200),
      tier: 'essentials',
      isConfirmed: true,
      verifiedEmail: true,
      defaultOrganizationId: org.group,
      demoRole: 'Essentials · super admin of Nordvik Sjømat Group',
    },
    {
      ...base,
      id: ids.admin,
      name: 'Lars Johansen',
      email: 'lars.johansen@nordvik.example',
      title: 'Site Manager',
      picture: avatar('LJ', 150),
      tier: 'essentials',
      isConfirmed: true,
      verifiedEmail: true,
      language: 'no',
      defaultOrganizationId: org.nordvik,
      demoRole: 'Essentials · admin of Nordvik Sjømat AS',
    },
    {
      ...base,
      id: ids.member,
      name: 'Sigrid Berg',
      email: 'sigrid.berg@havkonsult.example',
      title: 'Veterinary Consultant',
      picture: avatar('SB', 30),
      tier: 'essentials',
      isConfirmed: true,
      verifiedEmail: true,
      defaultOrganizationId: org.nordvikWest,
      demoRole: 'Essentials · member (external consultant) of Nordvik Region Vest',
    },
    {
      ...base,
      id: ids.basics,
      name: 'Ola Nilsen',
      email: 'ola.nilsen@kvitfjord.example',
      title: 'Operations Manager',
      picture: avatar('ON', 280),
      tier: 'basics',
      isConfirmed: true,
      verifiedEmail: true,
      language: 'no',
      defaultOrganizationId: org.kvitfjord,
      demoRole: 'Basics · super admin of Kvitfjord Havbruk AS',
    },
    {
      ...base,
      id: ids.newUser,
      name: 'Kari Olsen',
      email: 'kari.olsen@nordvik.example',
      title: '',
      picture: avatar('KO', 330),
      tier: 'essentials',
      isConfirmed: false,
      verifiedEmail: true,
      defaultOrganizationId: null,
      demoRole: 'New user · has not finished setup',
    },
    {
      ...base,
      id: ids.unverified,
      name: 'Magnus Eide',
      email: 'magnus.eide@nordvik.example',
      title: 'Biologist',
      picture: avatar('ME', 90),
      tier: 'essentials',
      isConfirmed: true,
      verifiedEmail: false,
      defaultOrganizationId: org.nordvik,
      demoRole: 'Essentials · email not verified yet',
    },
  ];
};

export const createMemberships = (): DatasetMembership[] => {
  const u = DEMO_USER_IDS;
  const o = DEMO_ORGANIZATION_IDS;
  const rows: [string, string, DatasetMembership['orgRole'], string, string | null][] = [
    [o.group, u.superAdmin, 'super_admin', '2023-02-01T09:00:00Z', null],
    [o.nordvik, u.superAdmin, 'super_admin', '2023-02-01T09:00:00Z', null],
    [o.havbris, u.superAdmin, 'super_admin', '2023-02-01T09:00:00Z', null],
    [o.nordvik, u.admin, 'admin', '2023-03-14T10:30:00Z', u.superAdmin],
    [o.nordvikWest, u.admin, 'admin', '2023-03-14T10:31:00Z', u.superAdmin],
    [o.nordvikMid, u.admin, 'admin', '2023-03-14T10:32:00Z', u.superAdmin],
    [o.nordvikWest, u.member, 'member', '2024-01-09T08:15:00Z', u.admin],
    [o.nordvik, u.unverified, 'member', '2026-10-30T12:00:00Z', u.admin],
    [o.nordvik, u.newUser, 'member', '2026-11-18T12:00:00Z', u.admin],
    [o.kvitfjord, u.basics, 'super_admin', '2024-05-02T07:45:00Z', null],
  ];
  return rows.map(([organizationId, userId, orgRole, createdAt, addedBy], index) => ({
    id: `member-${index + 1}`,
    organizationId,
    userId,
    orgRole,
    createdAt,
    addedBy,
  }));
};
