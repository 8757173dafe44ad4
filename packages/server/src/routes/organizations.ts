/** Organizations area: structure, pipelines, team members and farms of an organization. */
import { randomBytes, randomUUID } from 'node:crypto';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { sendInvitationMail, sendVerificationMailOnce } from '../mail.ts';
import { noPassword } from '../passwords.ts';
import { organizationNode, permissionsFor, roleChain, rootOrganizations, teamOf, type UserRow } from '../store.ts';
import type { Pipeline } from '@havbruk/api';
import type { AreaDeps, Handlers } from './access.ts';
import { organizationPipelines } from '../import/pipelines.ts';
import { publicDataPipeline, publicDataStatus } from '../import/barentswatch/pipeline.ts';

export const organizationHandlers = ({ context, store, access }: AreaDeps) => {
  const { requireViewer } = access;
  const { getOrg, requirePermission, reloadViewer, writeAs } = access;

  return {
    createOrganization: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const parent = getOrg(current, body.parentOrganizationId);
      requirePermission(current, parent, (permissions) => permissions.organization.add, 'add organizations');
      if (parent.umbrella_organization_id !== body.umbrellaOrganizationId)
        throw badRequest('Invalid body: umbrellaOrganizationId: must be the umbrella of the parent organization');
      if (parent.tier === 'basics' && body.tier === 'essentials')
        throw badRequest('Invalid body: tier: a sub-organization cannot have a higher tier than its parent');
      const id = `org-${randomUUID().slice(0, 8)}`;
      await writeAs(
        current,
        parent,
        (permissions) => permissions.organization.add,
        'add organizations',
        async (tx) => {
          await tx.query(
            'insert into organizations (id, name, tier, umbrella_organization_id, parent_organization_id) values ($1,$2,$3,$4,$5)',
            [id, body.name.trim(), body.tier, body.umbrellaOrganizationId, parent.id],
          );
        },
      );
      const next = await reloadViewer(current);
      return organizationNode(context.publicSites, next, getOrg(next, id));
    },
    renameOrganization: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(
        current,
        organization,
        (permissions) => permissions.organization.edit,
        'rename this organization',
      );
      await writeAs(
        current,
        organization,
        (permissions) => permissions.organization.edit,
        'rename this organization',
        async (tx) => {
          await tx.query('update organizations set name = $2 where id = $1', [organization.id, body.name.trim()]);
        },
      );
      const next = await reloadViewer(current);
      return organizationNode(context.publicSites, next, getOrg(next, organization.id));
    },
    deleteOrganization: async ({ viewer, params }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(
        current,
        organization,
        (permissions) => permissions.organization.remove,
        'remove this organization',
      );
      const doomed = [organization.id];
      for (let index = 0; index < doomed.length; index += 1) {
        for (const row of current.directory.organizations.values())
          if (row.parent_organization_id === doomed[index]) doomed.push(row.id);
      }
      await writeAs(
        current,
        organization,
        (permissions) => permissions.organization.remove,
        'remove this organization',
        async (tx) => {
          await tx.query('delete from organizations where id = any($1)', [doomed]);
          await tx.query('update users set default_organization_id = null where default_organization_id = any($1)', [
            doomed,
          ]);
          await tx.query('update users set perspective = null where perspective = any($1)', [doomed]);
        },
      );
      return { success: true };
    },
    getOrganizationStructure: async ({ viewer }) => {
      const current = requireViewer(viewer);
      return {
        organizations: rootOrganizations(current).map((organization) =>
          organizationNode(context.publicSites, current, organization),
        ),
      };
    },
    getPipelines: async ({ viewer }) => {
      const current = requireViewer(viewer);
      const tops = [...current.roles.keys()].flatMap((id) => {
        const row = current.directory.organizations.get(id)!;
        return row.parent_organization_id !== null && current.roles.has(row.parent_organization_id) ? [] : [row];
      });
      const pipelines: Pipeline[] = [];
      for (const row of tops)
        if ((current.directory.farms.get(row.id) ?? []).length > 0)
          pipelines.push(...(await organizationPipelines(store.db, row)));
      // Public data belongs to no organization: its line shows for every organization (issue 34).
      const publicData = await publicDataStatus(store.db);
      for (const row of tops) pipelines.push(publicDataPipeline(publicData, row));
      return { pipelines };
    },
    addTeamMembers: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      const role = requirePermission(current, organization, (permissions) => permissions.team.add, 'add team members');
      const team = teamOf(current.directory, organization.id);
      // Adding never changes anyone's role: a user with a role here (direct, or inherited from an ancestor) is
      // already in the organization; roles change through the roles call and its rules.
      const chain = roleChain(current.directory, organization.id);
      const emails = new Set<string>();
      for (const entry of body.team) {
        const email = entry.email.trim().toLowerCase();
        if (emails.has(email) || team.some((member) => member.user.email.toLowerCase() === email))
          throw badRequest('Email already exists!', 'duplicate');
        emails.add(email);
        if (entry.orgRole === 'super_admin' && role !== 'super_admin')
          throw forbidden('Only a super admin can grant super_admin');
      }
      await writeAs(
        current,
        organization,
        (permissions) => permissions.team.add,
        'add team members',
        async (tx) => {
          for (const entry of body.team) {
            const email = entry.email.trim().toLowerCase();
            let user = (await tx.query<UserRow>('select * from users where lower(email) = lower($1)', [email])).rows[0];
            if (!user) {
              const id = `user-${randomUUID().slice(0, 8)}`;
              const name = email
                .split('@')[0]!
                .replace(/[._-]+/g, ' ')
                .replace(/\b\w/g, (char) => char.toUpperCase());
              // No password: an invited user signs up (the random placeholder is no password hash, never matches).
              await tx.query(
                `insert into users (id, name, email, tier, is_confirmed, verified_email, password, notification_settings) values ($1,$2,$3,$4,false,false,$5,$6)`,
                [id, name, email, organization.tier, noPassword(), JSON.stringify({})],
              );
              user = { id, verified_email: false } as UserRow;
            } else if (
              (
                await tx.query('select 1 from memberships where user_id = $1 and organization_id = any($2)', [
                  user.id,
                  chain,
                ])
              ).rows.length > 0
            )
              throw badRequest('Email already exists!', 'duplicate');
            // An invitation: no role (and only the address shown) until the address's owner accepts it. A duplicate
            // part-way (a concurrent add) fails the unique key and rolls back every row of the request.
            const invitation = randomBytes(24).toString('hex');
            await tx.query(
              'insert into memberships (id, organization_id, user_id, org_role, added_by, invitation) values ($1,$2,$3,$4,$5,$6)',
              [
                `member-${randomUUID().slice(0, 8)}`,
                organization.id,
                user.id,
                entry.orgRole,
                current.user.id,
                invitation,
              ],
            );
            await sendInvitationMail(
              tx,
              context.mail,
              email,
              organization.name,
              current.user.name,
              user.verified_email ? invitation : null,
            );
          }
        },
      );
      const next = await reloadViewer(current);
      return { team: teamOf(next.directory, organization.id) };
    },
    updateTeamRoles: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(current, organization, (permissions) => permissions.team.edit, 'edit team roles');
      const team = teamOf(current.directory, organization.id);
      for (const entry of body.team) {
        if (entry.userId === current.user.id) throw badRequest('A user cannot change their own role', 'own-role');
        if (!team.some((member) => member.userId === entry.userId))
          throw notFound(`User ${entry.userId} is not in ${organization.name}`);
      }
      await writeAs(
        current,
        organization,
        (permissions) => permissions.team.edit,
        'edit team roles',
        async (tx) => {
          for (const entry of body.team)
            await tx.query('update memberships set org_role = $3 where organization_id = $1 and user_id = $2', [
              organization.id,
              entry.userId,
              entry.orgRole,
            ]);
        },
      );
      const next = await reloadViewer(current);
      return { team: teamOf(next.directory, organization.id) };
    },
    removeTeamMembers: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      const role = current.roles.get(organization.id) ?? null;
      if (!role) throw forbidden('You have no role in this organization');
      const permissions = permissionsFor(role, organization);
      const team = teamOf(current.directory, organization.id);
      for (const userId of body.userIds) {
        if (userId === current.user.id) {
          if (!permissions.team.removeSelf)
            throw forbidden('You can not delete yourself from the parent organization.');
        } else if (!permissions.team.remove) {
          throw forbidden(`Your role (${role}) may not remove team members`);
        }
        if (!team.some((member) => member.userId === userId))
          throw notFound(`User ${userId} is not in ${organization.name}`);
      }
      await writeAs(
        current,
        organization,
        (granted) =>
          body.userIds.every((userId) => (userId === current.user.id ? granted.team.removeSelf : granted.team.remove)),
        'remove team members',
        async (tx) => {
          await tx.query('delete from memberships where organization_id = $1 and user_id = any($2)', [
            organization.id,
            body.userIds,
          ]);
        },
      );
      const next = await reloadViewer(current);
      return { team: teamOf(next.directory, organization.id) };
    },
    removeFarms: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(current, organization, (permissions) => permissions.farm.remove, 'remove farms');
      const farms = current.directory.farms.get(organization.id) ?? [];
      for (const farmId of body.farmIds)
        if (!farms.includes(farmId))
          throw badRequest(`Invalid body: farmIds: farm ${farmId} is not in ${organization.name}`);
      await writeAs(
        current,
        organization,
        (permissions) => permissions.farm.remove,
        'remove farms',
        async (tx) => {
          // A sub-organization cannot hold farms its parent no longer holds: remove from descendants too (read inside
          // the transaction, so a sub-organization created since the request started is included).
          await tx.query(
            `with recursive tree (id) as (
               select id from organizations where id = $1
               union select organizations.id from organizations join tree on organizations.parent_organization_id = tree.id
             )
             delete from organization_farms where organization_id in (select id from tree) and farm_id = any($2)`,
            [organization.id, body.farmIds],
          );
        },
      );
      const next = await reloadViewer(current);
      return {
        farms: (next.directory.farms.get(organization.id) ?? []).map((id) => ({
          id,
          name: context.publicSites.site(id)?.name ?? id,
        })),
      };
    },
    addFarms: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, body.organization);
      requirePermission(current, organization, (permissions) => permissions.farm.add, 'add farms');
      const existing = new Set(current.directory.farms.get(organization.id) ?? []);
      const parentFarms = organization.parent_organization_id
        ? new Set(current.directory.farms.get(organization.parent_organization_id) ?? [])
        : null;
      for (const farmId of body.farmIds) {
        const site = context.publicSites.site(farmId);
        if (!site) throw notFound(`Farm ${farmId} not found`);
        if (existing.has(farmId))
          throw badRequest(`Invalid body: farmIds: farm ${farmId} is already in ${organization.name}`);
        if (parentFarms && !parentFarms.has(farmId))
          throw badRequest(`Invalid body: farmIds: farm ${farmId} does not belong to the parent organization`);
        // A top-level organization receives only farms of the operators it stands for: any other farm would open
        // another company's private data (lab, risks, files) to it.
        if (!parentFarms && !current.directory.operators.get(organization.id)?.has(site.operatorId))
          throw forbidden(`Farm ${farmId} is not operated by this organization`);
      }
      await writeAs(
        current,
        organization,
        (permissions) => permissions.farm.add,
        'add farms',
        async (tx) => {
          for (const farmId of body.farmIds)
            await tx.query('insert into organization_farms (organization_id, farm_id) values ($1,$2)', [
              organization.id,
              farmId,
            ]);
        },
      );
      // Ready at once: the added farms' columns are built now, not on the first timeline.
      context.farmStore.warm(body.farmIds);
      const next = await reloadViewer(current);
      return {
        farms: (next.directory.farms.get(organization.id) ?? []).map((id) => ({
          id,
          name: context.publicSites.site(id)?.name ?? id,
        })),
      };
    },
    resendMemberVerification: async ({ viewer, params }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(current, organization, (permissions) => permissions.team.add, 'resend verification e-mails');
      const member = teamOf(current.directory, organization.id).find(
        (entry) => entry.id === params.memberId || entry.userId === params.memberId,
      );
      if (!member) throw notFound(`Member ${params.memberId} not found`);
      const invitation = current.directory.memberships.find((row) => row.id === member.id)?.invitation ?? null;
      if (invitation !== null) {
        // Not accepted yet: the invitation is sent again (nothing about the account behind the address is told).
        const user = current.directory.users.get(member.userId)!;
        await sendInvitationMail(
          store.db,
          context.mail,
          user.email,
          organization.name,
          current.user.name,
          user.verified_email ? invitation : null,
        );
        return { success: true };
      }
      if (member.user.verifiedEmail) throw badRequest('This member has already verified their e-mail');
      // Idempotent: a repeated call within a minute of the last mail sends none.
      await sendVerificationMailOnce(store.db, context.mail, {
        id: member.userId,
        email: member.user.email,
        name: member.user.name,
      });
      await store.db.query('update users set verification_sent = true where id = $1', [member.userId]);
      store.invalidate();
      return { success: true };
    },
  } satisfies Partial<Handlers>;
};
