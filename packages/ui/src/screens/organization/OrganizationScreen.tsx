import type { Organization, TeamMember } from '@havbruk/api';
import type { OrganizationDialogRequest } from '@havbruk/machines';
import { useCallback, useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { ViewScreen } from '../app/ViewScreen.tsx';
import { OrganizationDialog, type OpenOrganizationDialog } from './OrganizationDialog.tsx';
import { OrganizationTree } from './OrganizationTree.tsx';

export type OrganizationScreenStatus = 'loading' | 'ready';

export interface OrganizationScreenProps {
  status: OrganizationScreenStatus;
  /** `GET /organizations/structure`: the user's root organizations with their sub-organizations nested. */
  organizations: readonly Organization[];
  currentUserId: string;
  /**
   * Runs a dialog's call (spec S1 §7) for the organization the dialog was opened on. Resolve once the server
   * has answered and the local state holds its answer; reject with an Error carrying the server's message (shown
   * in the dialog).
   */
  onSubmit: (organization: Organization, request: OrganizationDialogRequest) => Promise<unknown>;
  /** `GET /organizations/{id}/team/{memberId}/resend`. */
  onResendVerification: (organization: Organization, member: TeamMember) => Promise<unknown>;
  /** Client-side navigation for farm links. */
  onNavigate?: (href: string) => void;
  /** The dialog open at first (stories); later dialogs open from the action icons. */
  defaultDialog?: OpenOrganizationDialog | null;
  /** Under the heading: the settings tab bar (`SettingsTabs`) in the app. */
  navigation?: ReactNode;
}

const find = (nodes: readonly Organization[], id: string): Organization | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = find(node.subOrganizations, id);
    if (found) return found;
  }
  return undefined;
};

/** `/settings/organization`: the organization tree with its permitted actions and their dialogs. */
export function OrganizationScreen({
  status,
  organizations,
  currentUserId,
  onSubmit,
  onResendVerification,
  onNavigate,
  defaultDialog = null,
  navigation,
}: OrganizationScreenProps) {
  const { LL } = useI18n();
  const [dialog, setDialog] = useState<OpenOrganizationDialog | null>(defaultDialog);
  const close = useCallback(() => setDialog(null), []);
  const organization = dialog ? find(organizations, dialog.organizationId) : undefined;
  const parent = organization?.parentOrganizationId
    ? find(organizations, organization.parentOrganizationId)
    : undefined;
  let content;
  if (status === 'loading') content = <Spinner size="large" label={LL.organization.loading()} />;
  else if (organizations.length === 0)
    content = <EmptyState icon="building" title={LL.organization.noOrganizations()} />;
  else
    content = (
      <OrganizationTree
        organizations={organizations}
        currentUserId={currentUserId}
        onOpenDialog={(kind, target) => setDialog({ kind, organizationId: target.id })}
        onResendVerification={onResendVerification}
        onNavigate={onNavigate}
      />
    );
  return (
    <ViewScreen title={LL.organization.title()}>
      {navigation}
      <div data-state={status}>{content}</div>
      {dialog && organization && (
        <OrganizationDialog
          key={`${dialog.kind}:${dialog.organizationId}`}
          kind={dialog.kind}
          organization={organization}
          parent={parent ?? null}
          currentUserId={currentUserId}
          onSubmit={onSubmit}
          onClose={close}
        />
      )}
    </ViewScreen>
  );
}
