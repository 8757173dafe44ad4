import type { Organization, OrganizationFarm, OrgRole } from '@havbruk/api';
import {
  inviteForm,
  organizationDialogMachine,
  selectCanSubmit,
  selectFieldError,
  type OrganizationDialogForm,
  type OrganizationDialogKind,
  type OrganizationDialogMessageKey,
  type OrganizationDialogRequest,
} from '@havbruk/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog.tsx';
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx';
import { FieldError } from '../../primitives/Field/Field.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { Select } from '../../primitives/Select/Select.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { useRoleOptions } from './roles.tsx';

type DialogActor = ActorRefFrom<typeof organizationDialogMachine>;

/** Which dialog is open, for which organization. */
export interface OpenOrganizationDialog {
  kind: OrganizationDialogKind;
  organizationId: string;
}

export interface OrganizationDialogProps {
  kind: OrganizationDialogKind;
  organization: Organization;
  /** The parent organization (its farms are the ones that can be added), when the user sees it. */
  parent: Organization | null;
  currentUserId: string;
  /** Runs the call; resolves when the server has answered (the dialog then closes), rejects with its message. */
  onSubmit: (organization: Organization, request: OrganizationDialogRequest) => Promise<unknown>;
  onClose: () => void;
}

/** Farms of the parent that are not in the organization yet (spec S1 §5): the only farms offered for adding. */
export function addableFarms(organization: Organization, parent: Organization | null): OrganizationFarm[] {
  if (!parent) return [];
  const inOrganization = new Set(organization.farms.map((farm) => farm.id));
  return parent.farms.filter((farm) => !inOrganization.has(farm.id));
}

/** The team members whose role the current user may change: everyone but themselves (spec S1 §5). */
export const editableMembers = (organization: Organization, currentUserId: string) =>
  organization.team.filter((member) => member.userId !== currentUserId);

const initialForm = (kind: OrganizationDialogKind, organization: Organization, currentUserId: string) => {
  switch (kind) {
    case 'createOrganization':
      return { kind, name: '' } satisfies OrganizationDialogForm;
    case 'renameOrganization':
      return { kind, initialName: organization.name, name: organization.name } satisfies OrganizationDialogForm;
    case 'deleteOrganization':
      return { kind } satisfies OrganizationDialogForm;
    case 'addFarms':
    case 'removeFarms':
      return { kind, selected: [] } satisfies OrganizationDialogForm;
    case 'addTeam':
      return inviteForm(
        organization.team.map((member) => member.user.email),
        'admin',
      );
    case 'editTeam': {
      const roles = Object.fromEntries(
        editableMembers(organization, currentUserId).map((member) => [member.userId, member.orgRole]),
      );
      return { kind, initial: roles, roles } satisfies OrganizationDialogForm;
    }
    case 'removeTeam':
      return {
        kind,
        selected: [],
        selfId: currentUserId,
        removeSelf: organization.permissions.team.removeSelf,
      } satisfies OrganizationDialogForm;
  }
};

const Body = styled('div', { position: 'relative', display: 'flex', flexDirection: 'column', gap: '$4' });
const Busy = styled('div', {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  backgroundColor: '$surfaceRaised',
  opacity: 0.92,
  color: '$text',
  fontWeight: '$medium',
  zIndex: 1,
});
const ServerError = styled('p', {
  padding: '$2 $3',
  borderRadius: '$2',
  backgroundColor: '$dangerSubtle',
  color: '$dangerText',
  fontSize: '$2',
});
const Fieldset = styled('fieldset', { border: 'none', margin: 0, padding: 0, minWidth: 0 });
const Legend = styled('legend', { fontWeight: '$semibold', fontSize: '$2', marginBottom: '$2', padding: 0 });
/** Selection lists: three columns, at most 350 px high (spec S1 §2). */
const Choices = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$2 $4',
  maxHeight: '350px',
  overflowY: 'auto',
  padding: '$1',
  '@small': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: '$3',
  '& > button': { marginTop: '26px' },
  '@small': { gridTemplateColumns: 'minmax(0, 1fr) auto', '& > :nth-child(2)': { gridRow: 2 } },
});
const Rows = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', alignItems: 'stretch' });
const AddRow = styled('div', { display: 'flex' });

/** The text of a validation message key. */
function useMessage() {
  const { LL } = useI18n();
  return (key: OrganizationDialogMessageKey | null): string | undefined => {
    switch (key) {
      case null:
        return undefined;
      case 'validation.nameEmpty':
        return LL.validation.nameEmpty();
      case 'validation.valueEmpty':
        return LL.validation.valueEmpty();
      case 'validation.emailInvalid':
        return LL.validation.emailInvalid({ example: LL.organization.dialog.emailExample() });
      case 'validation.emailExists':
        return LL.validation.emailExists();
      case 'validation.cannotRemoveSelf':
        return LL.validation.cannotRemoveSelf();
    }
  };
}

/**
 * One organization dialog (add sub-organization, rename, delete, add/remove farms, add/edit/remove team
 * members), driven by `organizationDialogMachine`: Done is enabled only for a valid, complete form; while the
 * call runs a fetching overlay covers the form; the server's refusal is shown in the dialog; the dialog closes
 * once the server has answered.
 */
export function OrganizationDialog({
  kind,
  organization,
  parent,
  currentUserId,
  onSubmit,
  onClose,
}: OrganizationDialogProps) {
  const [form] = useState(() => initialForm(kind, organization, currentUserId));
  const actor = useActorRef(
    organizationDialogMachine.provide({
      actors: {
        submit: fromPromise<unknown, OrganizationDialogRequest>(({ input }) => onSubmit(organization, input)),
      },
    }),
    { input: { form } },
  );
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  if (kind === 'deleteOrganization')
    return <DeleteDialog actor={actor} organization={organization} parent={parent} onClose={onClose} />;
  return (
    <FormDialog
      actor={actor}
      organization={organization}
      parent={parent}
      currentUserId={currentUserId}
      onClose={onClose}
    />
  );
}

interface PartProps {
  actor: DialogActor;
  organization: Organization;
  parent: Organization | null;
  onClose: () => void;
}

function DeleteDialog({ actor, organization, parent, onClose }: PartProps) {
  const { LL } = useI18n();
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const serverError = useSelector(actor, (snapshot) => snapshot.context.serverError);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={LL.organization.dialog.deleteTitle({ name: organization.name })}
      description={LL.organization.dialog.deleteDescription({ parent: parent?.name ?? '' })}
      confirmLabel={LL.common.delete()}
      destructive
      busy={busy}
      onConfirm={() => actor.send({ type: 'SUBMIT' })}
    >
      {serverError && (
        <ServerError role="alert">{LL.organization.dialog.serverError({ message: serverError })}</ServerError>
      )}
    </ConfirmDialog>
  );
}

function FormDialog({ actor, organization, parent, currentUserId, onClose }: PartProps & { currentUserId: string }) {
  const { LL } = useI18n();
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const canSubmit = useSelector(actor, selectCanSubmit);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const serverError = useSelector(actor, (snapshot) => snapshot.context.serverError);
  const name = organization.name;
  const texts: Record<Exclude<OrganizationDialogKind, 'deleteOrganization'>, [string, string | undefined]> = {
    createOrganization: [
      LL.organization.dialog.createTitle(),
      LL.organization.dialog.createDescription({ parent: name }),
    ],
    renameOrganization: [LL.organization.dialog.renameTitle({ name }), undefined],
    addFarms: [
      LL.organization.dialog.addFarmsTitle({ name }),
      LL.organization.dialog.addFarmsDescription({ parent: parent?.name ?? '' }),
    ],
    removeFarms: [LL.organization.dialog.removeFarmsTitle({ name }), LL.organization.dialog.removeFarmsDescription()],
    addTeam: [LL.organization.dialog.addTeamTitle({ name }), LL.organization.dialog.addTeamDescription()],
    editTeam: [LL.organization.dialog.editTeamTitle({ name }), LL.organization.dialog.editTeamDescription()],
    removeTeam: [LL.organization.dialog.removeTeamTitle({ name }), undefined],
  };
  if (form.kind === 'deleteOrganization') return null;
  const [title, description] = texts[form.kind];
  let content: ReactNode;
  switch (form.kind) {
    case 'createOrganization':
    case 'renameOrganization':
      content = <NameField actor={actor} />;
      break;
    case 'addFarms':
      content = <FarmChoices actor={actor} farms={addableFarms(organization, parent)} />;
      break;
    case 'removeFarms':
      content = <FarmChoices actor={actor} farms={organization.farms} />;
      break;
    case 'addTeam':
      content = <InviteRows actor={actor} viewerRole={organization.privelege} />;
      break;
    case 'editTeam':
      content = <RoleRows actor={actor} organization={organization} currentUserId={currentUserId} />;
      break;
    case 'removeTeam':
      content = <MemberChoices actor={actor} organization={organization} currentUserId={currentUserId} />;
      break;
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      size={form.kind === 'addFarms' || form.kind === 'removeFarms' ? 'large' : 'medium'}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{LL.common.cancel()}</Button>
          </DialogClose>
          <Button variant="primary" disabled={!canSubmit} busy={busy} onClick={() => actor.send({ type: 'SUBMIT' })}>
            {LL.common.done()}
          </Button>
        </>
      }
    >
      <Body
        data-state={busy ? 'submitting' : serverError ? 'error' : canSubmit ? 'valid' : 'invalid'}
        aria-busy={busy || undefined}
        onKeyDown={(event) => {
          // Enter in a text field submits a valid form.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }
        }}
      >
        {content}
        {serverError && (
          <ServerError role="alert">{LL.organization.dialog.serverError({ message: serverError })}</ServerError>
        )}
        {busy && (
          <Busy>
            <Spinner decorative />
            <span role="status">{LL.organization.dialog.saving()}</span>
          </Busy>
        )}
      </Body>
    </Dialog>
  );
}

function NameField({ actor }: { actor: DialogActor }) {
  const { LL } = useI18n();
  const message = useMessage();
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const error = useSelector(actor, (snapshot) => selectFieldError(snapshot, 'name'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  if (form.kind !== 'createOrganization' && form.kind !== 'renameOrganization') return null;
  return (
    <TextField
      label={LL.organization.dialog.nameLabel()}
      value={form.name}
      onValueChange={(name) => actor.send({ type: 'NAME.CHANGE', name })}
      error={message(error)}
      required
      autoComplete="organization"
      submitting={busy}
      // The dialog has just opened on this field.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
    />
  );
}

function FarmChoices({ actor, farms }: { actor: DialogActor; farms: readonly OrganizationFarm[] }) {
  const { LL } = useI18n();
  const selected = useSelector(actor, (snapshot) =>
    'selected' in snapshot.context.form ? snapshot.context.form.selected : [],
  );
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return (
    <Fieldset>
      <Legend>{LL.organization.dialog.farmsLegend()}</Legend>
      <Choices>
        {farms.map((farm) => (
          <Checkbox
            key={farm.id}
            label={farm.name}
            checked={selected.includes(farm.id)}
            disabled={busy}
            onCheckedChange={() => actor.send({ type: 'SELECTION.TOGGLE', id: farm.id })}
          />
        ))}
      </Choices>
    </Fieldset>
  );
}

function MemberChoices({
  actor,
  organization,
  currentUserId,
}: Omit<PartProps, 'parent' | 'onClose'> & { currentUserId: string }) {
  const { LL } = useI18n();
  const message = useMessage();
  const selected = useSelector(actor, (snapshot) =>
    'selected' in snapshot.context.form ? snapshot.context.form.selected : [],
  );
  const error = useSelector(actor, (snapshot) => selectFieldError(snapshot, 'selection'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const errorId = `remove-team-${organization.id}-error`;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <Legend>{LL.organization.dialog.teamLegend()}</Legend>
      <Choices>
        {organization.team.map((member) => (
          <Checkbox
            key={member.userId}
            label={member.userId === currentUserId ? `${member.user.name} ${LL.organization.you()}` : member.user.name}
            description={member.user.email}
            checked={selected.includes(member.userId)}
            invalid={Boolean(error) && member.userId === currentUserId}
            disabled={busy}
            onCheckedChange={() => actor.send({ type: 'SELECTION.TOGGLE', id: member.userId })}
          />
        ))}
      </Choices>
      {error && <FieldError id={errorId}>{message(error)}</FieldError>}
    </Fieldset>
  );
}

function InviteRows({ actor, viewerRole }: { actor: DialogActor; viewerRole: OrgRole | null }) {
  const { LL } = useI18n();
  const message = useMessage();
  const options = useRoleOptions(viewerRole);
  const snapshot = useSelector(actor, (current) => current);
  const { form } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  if (form.kind !== 'addTeam') return null;
  return (
    <Rows>
      {form.rows.map((row, index) => (
        <Row key={row.key} role="group" aria-label={LL.organization.dialog.person({ number: index + 1 })}>
          <TextField
            label={LL.organization.dialog.emailLabel()}
            type="email"
            autoComplete="off"
            value={row.email}
            onValueChange={(email) => actor.send({ type: 'ROW.EMAIL', key: row.key, email })}
            error={message(selectFieldError(snapshot, `email:${row.key}`))}
            required
            submitting={busy}
          />
          <Select
            label={LL.organization.dialog.roleLabel()}
            options={options}
            value={row.orgRole}
            disabled={busy}
            onValueChange={(orgRole) => actor.send({ type: 'ROW.ROLE', key: row.key, orgRole: orgRole as OrgRole })}
          />
          <IconButton
            icon="close"
            label={LL.organization.dialog.removeRow({ number: index + 1 })}
            disabled={busy}
            onClick={() => actor.send({ type: 'ROW.REMOVE', key: row.key })}
          />
        </Row>
      ))}
      <AddRow>
        <Button variant="secondary" size="small" disabled={busy} onClick={() => actor.send({ type: 'ROW.ADD' })}>
          {LL.organization.dialog.addRow()}
        </Button>
      </AddRow>
    </Rows>
  );
}

function RoleRows({
  actor,
  organization,
  currentUserId,
}: Omit<PartProps, 'parent' | 'onClose'> & { currentUserId: string }) {
  const { LL } = useI18n();
  const options = useRoleOptions(organization.privelege);
  const roles = useSelector(actor, (snapshot) =>
    snapshot.context.form.kind === 'editTeam' ? snapshot.context.form.roles : {},
  );
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return (
    <Rows>
      {editableMembers(organization, currentUserId).map((member) => {
        const role = roles[member.userId] ?? member.orgRole;
        return (
          <Select
            key={member.userId}
            label={LL.organization.dialog.roleOf({ name: `${member.user.name} (${member.user.email})` })}
            options={options}
            value={role}
            disabled={busy}
            onValueChange={(orgRole) =>
              actor.send({ type: 'ROLE.CHANGE', userId: member.userId, orgRole: orgRole as OrgRole })
            }
          />
        );
      })}
    </Rows>
  );
}
