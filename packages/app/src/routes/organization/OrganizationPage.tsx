import { isAborted, type CallInput, type CallName, type CallOutput, type Organization } from '@havbruk/api';
import type { OrganizationDialogRequest } from '@havbruk/machines';
import { OrganizationScreen, SettingsTabs, useI18n } from '@havbruk/ui';
import { useNavigate } from 'react-router-dom';
import { useApi, useRevalidateConfig } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { applyStructureChange, type StructureChange } from './structureUpdates.ts';

/**
 * `/settings/organization`: `GET /organizations/structure` (loaded once), the dialogs' calls, and the server's
 * answers applied to the tree locally (no refetch). Adding, renaming or removing organizations also refetches
 * the config, whose organization list feeds the switcher; removing yourself refetches the tree (your roles
 * changed).
 */
export function OrganizationPage() {
  const { LL } = useI18n();
  usePageTitle(LL.organization.title());
  const { data, user } = useAppState();
  const navigate = useNavigate();
  const revalidateConfig = useRevalidateConfig();
  const structure = useApi('getOrganizationStructure', {});
  /** A call whose answer the dialog waits for; its refusal (an ApiError with the server's message) goes to the dialog. */
  const call = async <K extends CallName>(name: K, input: CallInput<K>): Promise<CallOutput<K>> => {
    const answer = await data.client.call(name, input);
    if (isAborted(answer)) throw new Error(`${name} was aborted`);
    return answer;
  };

  const run = async (organization: Organization, request: OrganizationDialogRequest): Promise<StructureChange> => {
    const id = organization.id;
    switch (request.kind) {
      case 'createOrganization': {
        const created = await call('createOrganization', {
          body: {
            name: request.name,
            tier: organization.tier,
            parentOrganizationId: id,
            umbrellaOrganizationId: organization.umbrellaOrganizationId,
          },
        });
        return { type: 'created', parentId: id, organization: created };
      }
      case 'renameOrganization': {
        const renamed = await call('renameOrganization', { params: { id }, body: { name: request.name } });
        return { type: 'renamed', id, name: renamed.name };
      }
      case 'deleteOrganization':
        await call('deleteOrganization', { params: { id } });
        return { type: 'deleted', id };
      case 'addFarms': {
        const answer = await call('addFarms', { body: { organization: id, farmIds: request.farmIds } });
        return { type: 'farmsAdded', id, farms: answer.farms };
      }
      case 'removeFarms': {
        const answer = await call('removeFarms', { params: { id }, body: { farmIds: request.farmIds } });
        return { type: 'farmsRemoved', id, farms: answer.farms, farmIds: request.farmIds };
      }
      case 'addTeam': {
        const answer = await call('addTeamMembers', { params: { id }, body: { team: request.team } });
        return { type: 'teamChanged', id, team: answer.team };
      }
      case 'editTeam': {
        const answer = await call('updateTeamRoles', { params: { id }, body: { team: request.team } });
        return { type: 'teamChanged', id, team: answer.team };
      }
      case 'removeTeam': {
        const answer = await call('removeTeamMembers', { params: { id }, body: { userIds: request.userIds } });
        return { type: 'teamChanged', id, team: answer.team };
      }
    }
  };

  const submit = async (organization: Organization, request: OrganizationDialogRequest) => {
    const change = await run(organization, request);
    await structure.mutate(
      (current) => current && { organizations: applyStructureChange(current.organizations, change) },
      { revalidate: false },
    );
    if (change.type === 'created' || change.type === 'renamed' || change.type === 'deleted') void revalidateConfig();
    if (request.kind === 'removeTeam' && user && request.userIds.includes(user.id)) {
      void structure.mutate();
      void revalidateConfig();
    }
  };

  return (
    <OrganizationScreen
      status={structure.data ? 'ready' : 'loading'}
      organizations={structure.data?.organizations ?? []}
      currentUserId={user?.id ?? ''}
      onSubmit={submit}
      onResendVerification={(organization, member) =>
        call('resendMemberVerification', { params: { id: organization.id, memberId: member.id } })
      }
      onNavigate={(href) => navigate(href)}
      navigation={
        user ? <SettingsTabs tier={user.tier} view="organization" onNavigate={(href) => navigate(href)} /> : null
      }
    />
  );
}
