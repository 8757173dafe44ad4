import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  inviteForm,
  MAX_INVITE_ROWS,
  ORGANIZATION_VALIDATION_DEBOUNCE_MS as DEBOUNCE,
  organizationDialogMachine,
  selectCanSubmit,
  selectFieldError,
  type OrganizationDialogForm,
  type OrganizationDialogRequest,
} from './organizationDialog.ts';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** Starts a dialog with a simulated clock and a submit fake that records requests and waits to be settled. */
function start(form: OrganizationDialogForm) {
  const clock = new SimulatedClock();
  const requests: OrganizationDialogRequest[] = [];
  const pending: Deferred[] = [];
  const machine = organizationDialogMachine.provide({
    actors: {
      submit: fromPromise<unknown, OrganizationDialogRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push(input);
            pending.push({ resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: { form }, clock }).start();
  const canSubmit = () => selectCanSubmit(actor.getSnapshot());
  const error = (field: string) => selectFieldError(actor.getSnapshot(), field);
  return { actor, clock, requests, pending, canSubmit, error };
}

describe('organization name (add and rename)', () => {
  it('keeps Done disabled until a name that is not empty is validated 175 ms after typing', () => {
    const { actor, clock, canSubmit, error } = start({ kind: 'createOrganization', name: '' });
    expect(canSubmit()).toBe(false);
    expect(error('name')).toBeNull(); // nothing typed yet: no message

    actor.send({ type: 'NAME.CHANGE', name: 'Nordvik Region Nord' });
    clock.increment(DEBOUNCE - 1);
    expect(canSubmit()).toBe(false);
    clock.increment(1);
    expect(canSubmit()).toBe(true);

    actor.send({ type: 'NAME.CHANGE', name: '   ' });
    expect(canSubmit()).toBe(false);
    expect(error('name')).toBeNull(); // the message waits for the debounce too
    clock.increment(DEBOUNCE);
    expect(canSubmit()).toBe(false);
    expect(error('name')).toBe('validation.nameEmpty');
  });

  it('restarts the debounce on every keystroke and ignores Done while it runs', () => {
    const { actor, clock, canSubmit, requests } = start({ kind: 'createOrganization', name: '' });
    actor.send({ type: 'NAME.CHANGE', name: 'N' });
    clock.increment(DEBOUNCE - 50);
    actor.send({ type: 'NAME.CHANGE', name: 'No' });
    clock.increment(DEBOUNCE - 50);
    actor.send({ type: 'SUBMIT' });
    expect(requests).toEqual([]);
    expect(canSubmit()).toBe(false);
    clock.increment(50);
    expect(canSubmit()).toBe(true);
  });

  it('sends the trimmed name', () => {
    const { actor, clock, requests } = start({ kind: 'createOrganization', name: '' });
    actor.send({ type: 'NAME.CHANGE', name: '  Nordvik Region Nord ' });
    clock.increment(DEBOUNCE);
    actor.send({ type: 'SUBMIT' });
    expect(requests).toEqual([{ kind: 'createOrganization', name: 'Nordvik Region Nord' }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('needs a changed name to rename', () => {
    const initialName = 'Nordvik Region Vest';
    const { actor, clock, canSubmit } = start({ kind: 'renameOrganization', initialName, name: initialName });
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'NAME.CHANGE', name: `${initialName} ` });
    clock.increment(DEBOUNCE);
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'NAME.CHANGE', name: 'Nordvik Vest' });
    clock.increment(DEBOUNCE);
    expect(canSubmit()).toBe(true);
  });
});

describe('inviting team members', () => {
  const existing = ['lars.johansen@nordvik.example'];

  it('checks each email in order: not empty, the pattern, not already in the organization', () => {
    const { actor, clock, error, canSubmit } = start(inviteForm(existing, 'admin'));
    const type = (email: string) => {
      actor.send({ type: 'ROW.EMAIL', key: 0, email });
      clock.increment(DEBOUNCE);
    };
    type('');
    expect(error('email:0')).toBe('validation.valueEmpty');
    type('kari olsen@nordvik');
    expect(error('email:0')).toBe('validation.emailInvalid');
    type('kari@nordvik');
    expect(error('email:0')).toBe('validation.emailInvalid');
    type(' Lars.Johansen@Nordvik.example ');
    expect(error('email:0')).toBe('validation.emailExists');
    expect(canSubmit()).toBe(false);
    type('kari.olsen@nordvik.example');
    expect(error('email:0')).toBeNull();
    expect(canSubmit()).toBe(true);
  });

  it('refuses the same email twice in one invitation', () => {
    const { actor, clock, error, canSubmit } = start(inviteForm(existing, 'admin'));
    actor.send({ type: 'ROW.EMAIL', key: 0, email: 'ola@havkonsult.example' });
    actor.send({ type: 'ROW.ADD' });
    actor.send({ type: 'ROW.EMAIL', key: 1, email: 'OLA@havkonsult.example' });
    clock.increment(DEBOUNCE);
    expect(error('email:0')).toBeNull();
    expect(error('email:1')).toBe('validation.emailExists');
    expect(canSubmit()).toBe(false);
  });

  it('needs at least one row without errors, and sends every row with its role', () => {
    const { actor, clock, canSubmit, requests } = start(inviteForm(existing, 'admin'));
    actor.send({ type: 'ROW.EMAIL', key: 0, email: ' ola@havkonsult.example' });
    actor.send({ type: 'ROW.ADD' });
    clock.increment(DEBOUNCE);
    expect(canSubmit()).toBe(false); // the new row is empty
    actor.send({ type: 'ROW.EMAIL', key: 1, email: 'eva@havkonsult.example' });
    actor.send({ type: 'ROW.ROLE', key: 1, orgRole: 'member' });
    clock.increment(DEBOUNCE);
    expect(canSubmit()).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(requests).toEqual([
      {
        kind: 'addTeam',
        team: [
          { email: 'ola@havkonsult.example', orgRole: 'admin' },
          { email: 'eva@havkonsult.example', orgRole: 'member' },
        ],
      },
    ]);
  });

  it('keeps Done disabled with no rows left, and stops adding rows at the limit', () => {
    const { actor, canSubmit } = start(inviteForm(existing, 'member'));
    actor.send({ type: 'ROW.REMOVE', key: 0 });
    expect(canSubmit()).toBe(false);
    for (let index = 0; index < MAX_INVITE_ROWS + 5; index += 1) actor.send({ type: 'ROW.ADD' });
    const { form } = actor.getSnapshot().context;
    expect(form.kind === 'addTeam' && form.rows.length).toBe(MAX_INVITE_ROWS);
  });
});

describe('editing roles', () => {
  const form: OrganizationDialogForm = {
    kind: 'editTeam',
    initial: { 'user-lars': 'admin', 'user-sigrid': 'member' },
    roles: { 'user-lars': 'admin', 'user-sigrid': 'member' },
  };

  it('needs a change and sends only the changed roles', () => {
    const { actor, canSubmit, requests } = start(form);
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'ROLE.CHANGE', userId: 'user-sigrid', orgRole: 'admin' });
    expect(canSubmit()).toBe(true);
    actor.send({ type: 'ROLE.CHANGE', userId: 'user-sigrid', orgRole: 'member' });
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'ROLE.CHANGE', userId: 'user-lars', orgRole: 'super_admin' });
    actor.send({ type: 'SUBMIT' });
    expect(requests).toEqual([{ kind: 'editTeam', team: [{ userId: 'user-lars', orgRole: 'super_admin' }] }]);
  });

  it('ignores a role change for someone outside the editable list (the current user)', () => {
    const { actor, canSubmit } = start(form);
    actor.send({ type: 'ROLE.CHANGE', userId: 'user-ingrid', orgRole: 'member' });
    expect(canSubmit()).toBe(false);
  });
});

describe('selections (farms, removing team members)', () => {
  it('needs at least one farm', () => {
    const { actor, canSubmit, requests } = start({ kind: 'addFarms', selected: [] });
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'SELECTION.TOGGLE', id: 'farm-1' });
    actor.send({ type: 'SELECTION.TOGGLE', id: 'farm-2' });
    actor.send({ type: 'SELECTION.TOGGLE', id: 'farm-1' });
    expect(canSubmit()).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(requests).toEqual([{ kind: 'addFarms', farmIds: ['farm-2'] }]);
  });

  it('refuses removing yourself unless removeSelf', () => {
    const form = { kind: 'removeTeam', selected: [], selfId: 'user-ingrid', removeSelf: false } as const;
    const { actor, canSubmit, error } = start(form);
    actor.send({ type: 'SELECTION.TOGGLE', id: 'user-ingrid' });
    expect(error('selection')).toBe('validation.cannotRemoveSelf');
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'SELECTION.TOGGLE', id: 'user-ingrid' });
    actor.send({ type: 'SELECTION.TOGGLE', id: 'user-sigrid' });
    expect(error('selection')).toBeNull();
    expect(canSubmit()).toBe(true);

    const allowed = start({ ...form, removeSelf: true });
    allowed.actor.send({ type: 'SELECTION.TOGGLE', id: 'user-ingrid' });
    expect(allowed.error('selection')).toBeNull();
    expect(allowed.canSubmit()).toBe(true);
  });
});

describe('submitting', () => {
  it('is done when the server answers', async () => {
    const { actor, pending } = start({ kind: 'deleteOrganization' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    pending[0]!.resolve({ success: true });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
  });

  it("shows the server's message, keeps the form, and clears the message on the next edit", async () => {
    const { actor, clock, pending, canSubmit } = start({ kind: 'createOrganization', name: '' });
    actor.send({ type: 'NAME.CHANGE', name: 'Nordvik Region Nord' });
    clock.increment(DEBOUNCE);
    actor.send({ type: 'SUBMIT' });
    pending[0]!.reject(new Error('Your role (admin) may not add organizations'));
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    const { context } = actor.getSnapshot();
    expect(context.serverError).toBe('Your role (admin) may not add organizations');
    expect(context.form).toEqual({ kind: 'createOrganization', name: 'Nordvik Region Nord' });
    expect(canSubmit()).toBe(true); // may try again
    actor.send({ type: 'NAME.CHANGE', name: 'Nordvik Nord' });
    expect(actor.getSnapshot().context.serverError).toBeNull();
  });
});
