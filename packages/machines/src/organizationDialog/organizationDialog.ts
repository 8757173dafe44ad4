import type { OrgRole } from '@havbruk/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** Spec S1 §9: the organization name is validated 175 ms after typing (the invited emails too). */
export const ORGANIZATION_VALIDATION_DEBOUNCE_MS = 175;
/** The most team members one invitation sends (the `PUT /organizations/{id}/team` contract). */
export const MAX_INVITE_ROWS = 50;

/** i18n keys of the validation messages (spec S1 §5). */
export const ORGANIZATION_DIALOG_MESSAGE_KEYS = {
  /** "Name can't be empty" */
  nameEmpty: 'validation.nameEmpty',
  /** "Value can't be empty!" */
  valueEmpty: 'validation.valueEmpty',
  /** 'Email is invalid! Ex: "{example}"' */
  emailInvalid: 'validation.emailInvalid',
  /** "Email already exists!" */
  emailExists: 'validation.emailExists',
  /** "You can not delete yourself from the parent organization." */
  cannotRemoveSelf: 'validation.cannotRemoveSelf',
} as const;
export type OrganizationDialogMessageKey =
  (typeof ORGANIZATION_DIALOG_MESSAGE_KEYS)[keyof typeof ORGANIZATION_DIALOG_MESSAGE_KEYS];

/** The simple email pattern of spec S1 §5: something@something.something without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One row of the invitation list. `key` is stable while rows are added and removed. */
export interface InviteRow {
  key: number;
  email: string;
  orgRole: OrgRole;
}

/** The form of each organization dialog (spec S1 §2: add organization, rename, delete, farms, team). */
export type OrganizationDialogForm =
  | { kind: 'createOrganization'; name: string }
  | { kind: 'renameOrganization'; initialName: string; name: string }
  | { kind: 'deleteOrganization' }
  | { kind: 'addFarms'; selected: readonly string[] }
  | { kind: 'removeFarms'; selected: readonly string[] }
  | {
      kind: 'addTeam';
      rows: readonly InviteRow[];
      /** Emails already in the organization (compared trimmed, case-insensitive). */
      existingEmails: readonly string[];
      /** The role a new row starts with. */
      defaultRole: OrgRole;
    }
  | {
      kind: 'editTeam';
      /** Roles as the server has them, by user id; the current user is never in here. */
      initial: Readonly<Record<string, OrgRole>>;
      roles: Readonly<Record<string, OrgRole>>;
    }
  | { kind: 'removeTeam'; selected: readonly string[]; selfId: string; removeSelf: boolean };

export type OrganizationDialogKind = OrganizationDialogForm['kind'];

/** What the dialog sends when Done is pressed (the body of the matching spec S1 §7 call). */
export type OrganizationDialogRequest =
  | { kind: 'createOrganization'; name: string }
  | { kind: 'renameOrganization'; name: string }
  | { kind: 'deleteOrganization' }
  | { kind: 'addFarms'; farmIds: string[] }
  | { kind: 'removeFarms'; farmIds: string[] }
  | { kind: 'addTeam'; team: { email: string; orgRole: OrgRole }[] }
  | { kind: 'editTeam'; team: { userId: string; orgRole: OrgRole }[] }
  | { kind: 'removeTeam'; userIds: string[] };

/** Field ids of errors: `name`, `email:<row key>`, `selection`. */
export type OrganizationDialogErrors = Readonly<Record<string, OrganizationDialogMessageKey>>;

export interface OrganizationDialogContext {
  form: OrganizationDialogForm;
  /** Errors as of the last validation (text fields are validated after the debounce). */
  errors: OrganizationDialogErrors;
  /** Fields the user has edited: their errors are shown; the others only keep Done disabled. */
  touched: readonly string[];
  /** The server's message when the last submit failed (shown in the dialog). */
  serverError: string | null;
  nextRowKey: number;
}

export type OrganizationDialogEvent =
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'ROW.ADD' }
  | { type: 'ROW.REMOVE'; key: number }
  | { type: 'ROW.EMAIL'; key: number; email: string }
  | { type: 'ROW.ROLE'; key: number; orgRole: OrgRole }
  | { type: 'ROLE.CHANGE'; userId: string; orgRole: OrgRole }
  | { type: 'SELECTION.TOGGLE'; id: string }
  | { type: 'SUBMIT' };

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The error of each invited email, checked in order: not empty, the pattern, not already in the organization. */
const inviteErrors = (
  form: Extract<OrganizationDialogForm, { kind: 'addTeam' }>,
): Record<string, OrganizationDialogMessageKey> => {
  const errors: Record<string, OrganizationDialogMessageKey> = {};
  const seen = new Set(form.existingEmails.map(normalEmail));
  for (const row of form.rows) {
    const email = normalEmail(row.email);
    const field = `email:${row.key}`;
    if (email === '') errors[field] = ORGANIZATION_DIALOG_MESSAGE_KEYS.valueEmpty;
    else if (!EMAIL_PATTERN.test(email)) errors[field] = ORGANIZATION_DIALOG_MESSAGE_KEYS.emailInvalid;
    else if (seen.has(email)) errors[field] = ORGANIZATION_DIALOG_MESSAGE_KEYS.emailExists;
    seen.add(email);
  }
  return errors;
};

/** The validation errors of a form (pure). */
export function validateOrganizationForm(form: OrganizationDialogForm): OrganizationDialogErrors {
  switch (form.kind) {
    case 'createOrganization':
    case 'renameOrganization':
      return form.name.trim() === '' ? { name: ORGANIZATION_DIALOG_MESSAGE_KEYS.nameEmpty } : {};
    case 'addTeam':
      return inviteErrors(form);
    case 'removeTeam':
      return !form.removeSelf && form.selected.includes(form.selfId)
        ? { selection: ORGANIZATION_DIALOG_MESSAGE_KEYS.cannotRemoveSelf }
        : {};
    default:
      return {};
  }
}

/** The request a valid form sends: trimmed names and emails, only the roles that changed. */
export function requestOf(form: OrganizationDialogForm): OrganizationDialogRequest {
  switch (form.kind) {
    case 'createOrganization':
    case 'renameOrganization':
      return { kind: form.kind, name: form.name.trim() };
    case 'deleteOrganization':
      return { kind: 'deleteOrganization' };
    case 'addFarms':
    case 'removeFarms':
      return { kind: form.kind, farmIds: [...form.selected] };
    case 'addTeam':
      return { kind: 'addTeam', team: form.rows.map((row) => ({ email: row.email.trim(), orgRole: row.orgRole })) };
    case 'editTeam':
      return {
        kind: 'editTeam',
        team: Object.entries(form.roles)
          .filter(([userId, orgRole]) => form.initial[userId] !== orgRole)
          .map(([userId, orgRole]) => ({ userId, orgRole })),
      };
    case 'removeTeam':
      return { kind: 'removeTeam', userIds: [...form.selected] };
  }
}

/** Whether the form has what Done needs beyond having no errors (spec S1 §4). */
const isComplete = (form: OrganizationDialogForm): boolean => {
  const request = requestOf(form);
  switch (request.kind) {
    case 'createOrganization':
      return true;
    case 'renameOrganization':
      // Renaming to the same name changes nothing.
      return form.kind === 'renameOrganization' && request.name !== form.initialName.trim();
    case 'deleteOrganization':
      return true;
    case 'addFarms':
    case 'removeFarms':
      return request.farmIds.length > 0;
    case 'addTeam':
      return request.team.length > 0;
    case 'editTeam':
      return request.team.length > 0;
    case 'removeTeam':
      return request.userIds.length > 0;
  }
};

const hasNoErrors = (errors: OrganizationDialogErrors) => Object.keys(errors).length === 0;

const touch = (touched: readonly string[], field: string) => (touched.includes(field) ? touched : [...touched, field]);

const toggle = (selected: readonly string[], id: string) =>
  selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id];

/** The form of a new invitation: one empty row with the default role. */
export const inviteForm = (existingEmails: readonly string[], defaultRole: OrgRole): OrganizationDialogForm => ({
  kind: 'addTeam',
  rows: [{ key: 0, email: '', orgRole: defaultRole }],
  existingEmails,
  defaultRole,
});

/**
 * The state of one organization dialog (spec S1 §2, §4, §5): the form, its validation and the submit.
 *
 * - Text (the organization name, invited emails) is validated `validationDebounce` (175 ms) after the last
 *   keystroke; Done stays disabled meanwhile. Selections, roles and rows are validated at once.
 * - Done (`SUBMIT`) is taken only when the form is valid and complete: a name that is not empty or whitespace
 *   (and changed, when renaming), at least one invitation row and no email errors, at least one changed role,
 *   a non-empty selection, never yourself in a removal unless `removeSelf`.
 * - `submitting` runs the named actor `submit` with the request (`requestOf`); on success the machine is done
 *   (the dialog closes and the app applies the server's answer locally); a refusal returns to editing with the
 *   server's message in `serverError`, keeping everything typed. Any edit clears that message.
 */
export const organizationDialogMachine = setup({
  types: {
    input: {} as { form: OrganizationDialogForm },
    context: {} as OrganizationDialogContext,
    events: {} as OrganizationDialogEvent,
  },
  delays: {
    validationDebounce: ORGANIZATION_VALIDATION_DEBOUNCE_MS,
  },
  actors: {
    /** The call of the dialog (spec S1 §7); its answer is the machine's output. */
    submit: fromPromise<unknown, OrganizationDialogRequest>(async () => {
      throw new Error('submit is not provided');
    }),
  },
  guards: {
    canSubmit: ({ context }) => {
      const errors = validateOrganizationForm(context.form);
      return hasNoErrors(errors) && isComplete(context.form);
    },
    canAddRow: ({ context }) => context.form.kind === 'addTeam' && context.form.rows.length < MAX_INVITE_ROWS,
  },
  actions: {
    validate: assign({ errors: ({ context }) => validateOrganizationForm(context.form) }),
    setName: assign(({ context }, params: { name: string }) =>
      context.form.kind === 'createOrganization' || context.form.kind === 'renameOrganization'
        ? { form: { ...context.form, name: params.name }, touched: touch(context.touched, 'name'), serverError: null }
        : {},
    ),
    addRow: assign(({ context }) =>
      context.form.kind === 'addTeam'
        ? {
            form: {
              ...context.form,
              rows: [...context.form.rows, { key: context.nextRowKey, email: '', orgRole: context.form.defaultRole }],
            },
            nextRowKey: context.nextRowKey + 1,
            serverError: null,
          }
        : {},
    ),
    removeRow: assign(({ context }, params: { key: number }) =>
      context.form.kind === 'addTeam'
        ? {
            form: { ...context.form, rows: context.form.rows.filter((row) => row.key !== params.key) },
            touched: context.touched.filter((field) => field !== `email:${params.key}`),
            serverError: null,
          }
        : {},
    ),
    setEmail: assign(({ context }, params: { key: number; email: string }) =>
      context.form.kind === 'addTeam'
        ? {
            form: {
              ...context.form,
              rows: context.form.rows.map((row) => (row.key === params.key ? { ...row, email: params.email } : row)),
            },
            touched: touch(context.touched, `email:${params.key}`),
            serverError: null,
          }
        : {},
    ),
    setRowRole: assign(({ context }, params: { key: number; orgRole: OrgRole }) =>
      context.form.kind === 'addTeam'
        ? {
            form: {
              ...context.form,
              rows: context.form.rows.map((row) =>
                row.key === params.key ? { ...row, orgRole: params.orgRole } : row,
              ),
            },
            serverError: null,
          }
        : {},
    ),
    setRole: assign(({ context }, params: { userId: string; orgRole: OrgRole }) =>
      context.form.kind === 'editTeam' && params.userId in context.form.initial
        ? {
            form: { ...context.form, roles: { ...context.form.roles, [params.userId]: params.orgRole } },
            serverError: null,
          }
        : {},
    ),
    toggleSelection: assign(({ context }, params: { id: string }) =>
      context.form.kind === 'addFarms' || context.form.kind === 'removeFarms' || context.form.kind === 'removeTeam'
        ? { form: { ...context.form, selected: toggle(context.form.selected, params.id) }, serverError: null }
        : {},
    ),
    setServerError: assign({
      serverError: (_, params: { error: unknown }) =>
        params.error instanceof Error && params.error.message ? params.error.message : String(params.error),
    }),
    clearServerError: assign({ serverError: null }),
  },
}).createMachine({
  id: 'organizationDialog',
  context: ({ input }) => ({
    form: input.form,
    errors: validateOrganizationForm(input.form),
    touched: [],
    serverError: null,
    nextRowKey: input.form.kind === 'addTeam' ? Math.max(-1, ...input.form.rows.map((row) => row.key)) + 1 : 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'validated',
      on: {
        'NAME.CHANGE': {
          target: '.debouncing',
          reenter: true,
          actions: { type: 'setName', params: ({ event }) => ({ name: event.name }) },
        },
        'ROW.EMAIL': {
          target: '.debouncing',
          reenter: true,
          actions: { type: 'setEmail', params: ({ event }) => ({ key: event.key, email: event.email }) },
        },
        'ROW.ADD': { guard: 'canAddRow', target: '.validated', actions: ['addRow', 'validate'] },
        'ROW.REMOVE': {
          target: '.validated',
          actions: [{ type: 'removeRow', params: ({ event }) => ({ key: event.key }) }, 'validate'],
        },
        'ROW.ROLE': {
          actions: [{ type: 'setRowRole', params: ({ event }) => ({ key: event.key, orgRole: event.orgRole }) }],
        },
        'ROLE.CHANGE': {
          actions: [{ type: 'setRole', params: ({ event }) => ({ userId: event.userId, orgRole: event.orgRole }) }],
        },
        'SELECTION.TOGGLE': {
          target: '.validated',
          actions: [{ type: 'toggleSelection', params: ({ event }) => ({ id: event.id }) }, 'validate'],
        },
      },
      states: {
        /** Errors are current: Done is enabled when the form is valid and complete. */
        validated: {
          tags: 'validated',
          on: { SUBMIT: { guard: 'canSubmit', target: '#organizationDialog.submitting' } },
        },
        /** Text changed: validation waits for the debounce; Done is disabled. */
        debouncing: {
          after: { validationDebounce: { target: 'validated', actions: 'validate' } },
        },
      },
    },
    submitting: {
      tags: 'busy',
      entry: 'clearServerError',
      invoke: {
        src: 'submit',
        input: ({ context }) => requestOf(context.form),
        onDone: { target: 'done' },
        onError: {
          target: 'editing',
          actions: { type: 'setServerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final', tags: 'done' },
  },
});

export type OrganizationDialogSnapshot = SnapshotFrom<typeof organizationDialogMachine>;

/** Done is enabled: errors are current, none is left and the form is complete. */
export const selectCanSubmit = (snapshot: OrganizationDialogSnapshot): boolean =>
  snapshot.hasTag('validated') && hasNoErrors(snapshot.context.errors) && isComplete(snapshot.context.form);

/** The message key to show for a field: only for fields the user edited (the selection always). */
export const selectFieldError = (
  snapshot: OrganizationDialogSnapshot,
  field: string,
): OrganizationDialogMessageKey | null => {
  const error = snapshot.context.errors[field];
  if (!error) return null;
  return field === 'selection' || snapshot.context.touched.includes(field) ? error : null;
};
