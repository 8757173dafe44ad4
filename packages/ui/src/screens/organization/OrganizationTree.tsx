import type { Organization, TeamMember } from '@havbruk/api';
import { resendVerificationMachine, type OrganizationDialogKind } from '@havbruk/machines';
import { useActorRef, useSelector } from '@xstate/react';
import type { MouseEvent } from 'react';
import { fromPromise } from 'xstate';
import { formatDate } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import type { IconName } from '../../primitives/Icon/Icon.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { Tooltip } from '../../primitives/Tooltip/Tooltip.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { addableFarms, editableMembers } from './OrganizationDialog.tsx';
import { RoleBadge } from './roles.tsx';

export interface OrganizationTreeProps {
  organizations: readonly Organization[];
  currentUserId: string;
  onOpenDialog: (kind: OrganizationDialogKind, organization: Organization) => void;
  onResendVerification: (organization: Organization, member: TeamMember) => Promise<unknown>;
  /** Client-side navigation for plain clicks on farm links. */
  onNavigate?: (href: string) => void;
}

/** The org tree scrolls past 800 px (spec S1 §2). */
const Scroller = styled('div', {
  maxHeight: '800px',
  overflowY: 'auto',
  borderRadius: '$3',
  '&:focus-visible': focusRing,
});
const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '& &': { marginTop: '$4', paddingLeft: '$5', borderLeft: '2px solid $border', '@small': { paddingLeft: '$3' } },
});
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$1' });
const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$2' });
const SectionHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});
const SectionTitle = styled('h3', { fontSize: '$2', fontWeight: '$semibold', color: '$text' });
const Muted = styled('p', { fontSize: '$2', color: '$textMuted' });
const RoleLine = styled('p', { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$2', color: '$textMuted' });
const Farms = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  columns: 3,
  columnGap: '$5',
  fontSize: '$2',
  '@small': { columns: 1 },
  '& li': { breakInside: 'avoid', padding: '2px 0' },
  '& a': { color: '$primaryText', textDecoration: 'none', borderRadius: '$1' },
  '& a:hover': { textDecoration: 'underline' },
  '& a:focus-visible': focusRing,
});
const Members = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
const Member = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '$3',
  padding: '$2 0',
  borderTop: '1px solid $border',
  '&:first-child': { borderTop: 'none' },
  '@small': { gridTemplateColumns: 'auto minmax(0, 1fr)', '& > :last-child': { gridColumn: '2' } },
});
const MemberText = styled('div', { display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: '$2' });
const MemberName = styled('span', { fontWeight: '$medium', color: '$text' });
const MemberDetail = styled('span', { color: '$textMuted', overflowWrap: 'anywhere' });
const MemberSide = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });
const Unverified = styled('span', {
  fontSize: '$1',
  padding: '2px $2',
  borderRadius: '$round',
  backgroundColor: '$warningSubtle',
  color: '$warningText',
});
const ResendNote = styled('span', { fontSize: '$1', color: '$textMuted' });

/**
 * The organization tree: umbrella → parent → sub-organizations, each a card with the action icons its
 * permissions allow and nothing else; farms (links to the farm page) and team only where the user has a role.
 */
export function OrganizationTree(props: OrganizationTreeProps) {
  const { LL } = useI18n();
  const byId = new Map<string, Organization>();
  const index = (nodes: readonly Organization[]) => {
    for (const node of nodes) {
      byId.set(node.id, node);
      index(node.subOrganizations);
    }
  };
  index(props.organizations);
  return (
    // A keyboard user can scroll the tree when it is taller than 800 px.
    <Scroller role="region" aria-label={LL.organization.tree()} tabIndex={0}>
      <List>
        {props.organizations.map((organization) => (
          <OrganizationNode key={organization.id} {...props} organization={organization} byId={byId} />
        ))}
      </List>
    </Scroller>
  );
}

interface NodeProps extends OrganizationTreeProps {
  organization: Organization;
  byId: Map<string, Organization>;
}

function OrganizationNode(props: NodeProps) {
  const { organization, byId, currentUserId, onOpenDialog } = props;
  const { LL, locale } = useI18n();
  const { permissions, privelege, name } = organization;
  const parent = organization.parentOrganizationId ? (byId.get(organization.parentOrganizationId) ?? null) : null;
  const level =
    organization.parentOrganizationId === null
      ? LL.shell.umbrellaOrganization()
      : organization.parentOrganizationId === organization.umbrellaOrganizationId
        ? LL.shell.parentOrganization()
        : LL.shell.subOrganization();
  const action = (kind: OrganizationDialogKind, icon: IconName, label: string) => (
    <Tooltip key={kind} content={label}>
      <IconButton
        icon={icon}
        label={label}
        size="small"
        data-action={kind}
        onClick={() => onOpenDialog(kind, organization)}
      />
    </Tooltip>
  );
  const organizationActions = [
    permissions.organization.add &&
      action('createOrganization', 'plus', LL.organization.actions.addOrganization({ name })),
    permissions.organization.edit && action('renameOrganization', 'pencil', LL.organization.actions.rename({ name })),
    permissions.organization.remove && action('deleteOrganization', 'trash', LL.organization.actions.delete({ name })),
  ].filter(Boolean);
  const farmActions = [
    permissions.farm.add &&
      addableFarms(organization, parent).length > 0 &&
      action('addFarms', 'listPlus', LL.organization.actions.addFarms({ name })),
    permissions.farm.remove &&
      organization.farms.length > 0 &&
      action('removeFarms', 'listMinus', LL.organization.actions.removeFarms({ name })),
  ].filter(Boolean);
  const teamActions = [
    permissions.team.add && action('addTeam', 'userPlus', LL.organization.actions.addTeam({ name })),
    permissions.team.edit &&
      editableMembers(organization, currentUserId).length > 0 &&
      action('editTeam', 'userEdit', LL.organization.actions.editTeam({ name })),
    permissions.team.remove &&
      organization.team.length > 0 &&
      action('removeTeam', 'userMinus', LL.organization.actions.removeTeam({ name })),
  ].filter(Boolean);
  const mayResend = privelege === 'super_admin' || privelege === 'admin';
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!props.onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    props.onNavigate(href);
  };
  return (
    <li>
      <Card
        title={name}
        subtitle={level}
        data-organization={organization.id}
        aria-label={name}
        actions={
          organizationActions.length > 0 && (
            <Actions role="group" aria-label={LL.organization.actions.group({ name })}>
              {organizationActions}
            </Actions>
          )
        }
      >
        {privelege ? (
          <>
            <RoleLine>
              {LL.organization.yourRole()} <RoleBadge role={privelege} />
            </RoleLine>
            <Section aria-label={`${LL.organization.farms()} · ${name}`}>
              <SectionHeader>
                <SectionTitle>{LL.organization.farms()}</SectionTitle>
                {farmActions.length > 0 && <Actions>{farmActions}</Actions>}
              </SectionHeader>
              {organization.farms.length > 0 ? (
                <Farms>
                  {organization.farms.map((farm) => (
                    <li key={farm.id}>
                      <a href={`/farm/${farm.id}`} onClick={follow(`/farm/${farm.id}`)}>
                        {farm.name}
                      </a>
                    </li>
                  ))}
                </Farms>
              ) : (
                <Muted>{LL.organization.noFarms()}</Muted>
              )}
            </Section>
            <Section aria-label={`${LL.organization.team()} · ${name}`}>
              <SectionHeader>
                <SectionTitle>{LL.organization.team()}</SectionTitle>
                {teamActions.length > 0 && <Actions>{teamActions}</Actions>}
              </SectionHeader>
              <Members>
                {organization.team.map((member) => (
                  <Member key={member.id} data-member={member.userId}>
                    <Avatar name={member.user.name} src={member.user.picture} size="small" decorative />
                    <MemberText>
                      <MemberName>
                        {member.user.name}
                        {member.userId === currentUserId && ` ${LL.organization.you()}`}
                      </MemberName>
                      {/* An invitation not accepted yet shows only the address (its name). */}
                      {!member.invited && (
                        <MemberDetail>
                          {[member.user.title, member.user.email].filter(Boolean).join(' · ')}
                        </MemberDetail>
                      )}
                      <MemberDetail>
                        {LL.organization.addedOn({ date: formatDate(member.createdAt, locale) })}
                      </MemberDetail>
                    </MemberText>
                    <MemberSide>
                      <RoleBadge role={member.orgRole} />
                      {!member.user.verifiedEmail && (
                        <Unverified>
                          {member.invited ? LL.organization.invited.badge() : LL.organization.resend.unverified()}
                        </Unverified>
                      )}
                      {mayResend && !member.user.verifiedEmail && (
                        <ResendVerification
                          email={member.user.email}
                          invited={member.invited === true}
                          onResend={() => props.onResendVerification(organization, member)}
                        />
                      )}
                    </MemberSide>
                  </Member>
                ))}
              </Members>
            </Section>
          </>
        ) : (
          <Muted>{LL.organization.noRole()}</Muted>
        )}
      </Card>
      {organization.subOrganizations.length > 0 && (
        <List>
          {organization.subOrganizations.map((child) => (
            <OrganizationNode key={child.id} {...props} organization={child} />
          ))}
        </List>
      )}
    </li>
  );
}

/** Resend the verification email (or the invitation) to a member: once; a failure lets the user try again. */
function ResendVerification({
  email,
  invited,
  onResend,
}: {
  email: string;
  invited: boolean;
  onResend: () => Promise<unknown>;
}) {
  const { LL } = useI18n();
  const texts = invited ? LL.organization.invited : LL.organization.resend;
  const actor = useActorRef(
    resendVerificationMachine.provide({ actors: { resendVerification: fromPromise(() => onResend()) } }),
    { input: {} },
  );
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('resent')
      ? 'resent'
      : snapshot.hasTag('busy')
        ? 'sending'
        : snapshot.context.messageKey
          ? 'failed'
          : 'idle',
  );
  if (state === 'resent') return <ResendNote role="status">{texts.sent()}</ResendNote>;
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        aria-label={texts.label({ email })}
        busy={state === 'sending'}
        onClick={() => actor.send({ type: 'RESEND' })}
      >
        {texts.button()}
      </Button>
      {state === 'failed' && <ResendNote role="alert">{LL.organization.resend.failed()}</ResendNote>}
    </>
  );
}
