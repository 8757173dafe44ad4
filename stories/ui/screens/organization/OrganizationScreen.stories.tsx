import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationScreen, SettingsTabs } from '@havbruk/ui';
import type { Organization, TeamMember } from '@havbruk/api';
import type { OrganizationDialogKind } from '@havbruk/machines';
import { ORG, organization, trees, USER } from './organizationData.ts';

const group = organization(ORG.group);
const nordvik = organization(ORG.nordvik);
const west = organization(ORG.nordvikWest);

const meta = {
  title: 'ui/screens/organization/OrganizationScreen',
  component: OrganizationScreen,
  args: {
    status: 'ready',
    organizations: trees.superAdmin,
    currentUserId: USER.superAdmin,
    onSubmit: fn(async () => ({})),
    onResendVerification: fn(async () => ({ success: true })),
    onNavigate: fn(),
  },
} satisfies Meta<typeof OrganizationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The action icons (buttons opening a dialog) inside an organization's card. */
const actionNames = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }))
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('data-action'))
    .filter((button) => button.closest('[data-organization]')?.getAttribute('aria-label') === name)
    .map((button) => button.getAttribute('data-action'));

// ---------------------------------------------------------------- roles

/** Ingrid, super admin of the Nordvik group: every action, except removing the top-level organization. */
export const SuperAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
    await expect(actionNames(canvasElement, group.name)).toEqual([
      'createOrganization',
      'renameOrganization',
      'removeFarms',
      'addTeam',
      'removeTeam',
    ]);
    await expect(actionNames(canvasElement, west.name)).toEqual([
      'createOrganization',
      'renameOrganization',
      'deleteOrganization',
      'addFarms',
      'removeFarms',
      'addTeam',
      'editTeam',
      'removeTeam',
    ]);
    // Farms link to their farm page.
    const farm = west.farms[0]!;
    await userEvent.click(canvas.getAllByRole('link', { name: farm.name })[0]!);
    await expect(meta.args.onNavigate).toHaveBeenCalledWith(`/farm/${farm.id}`);
  },
};

/** Lars, admin (shown "Team Member"): may only invite; resends verification to Magnus, who has not verified. */
export const Admin: Story = {
  args: { organizations: trees.admin, currentUserId: USER.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [nordvik.name, west.name]) await expect(actionNames(canvasElement, name)).toEqual(['addTeam']);
    await expect(canvas.queryByRole('region', { name: group.name })).toBeNull();
    const resend = canvas.getByRole('button', { name: 'Resend verification to magnus.eide@nordvik.example' });
    // Only Magnus has not verified his email (Kari has, though she has not finished setup).
    await expect(canvas.getAllByRole('button', { name: /^Resend verification/ })).toHaveLength(1);
    await userEvent.click(resend);
    await expect(meta.args.onResendVerification).toHaveBeenCalled();
    await expect(await canvas.findByText('Verification email sent')).toBeVisible();
  },
};

/** An invitation not accepted yet: the team sees only the address; an admin may send the invitation again. */
const invited: TeamMember = {
  id: 'member-invited',
  userId: 'user-invited',
  orgRole: 'member',
  createdAt: '2026-11-20T09:00:00.000Z',
  addedBy: { id: USER.admin, email: 'lars.johansen@nordvik.example' },
  invited: true,
  user: {
    email: 'eva.lund@havkonsult.example',
    name: 'eva.lund@havkonsult.example',
    picture: '',
    title: '',
    verifiedEmail: false,
  },
};
const withInvitation = (tree: Organization[]): Organization[] =>
  tree.map((node) =>
    node.id === ORG.nordvikWest
      ? { ...node, team: [...node.team, invited] }
      : { ...node, subOrganizations: withInvitation(node.subOrganizations) },
  );

export const AdminWithInvitation: Story = {
  args: { organizations: withInvitation(trees.admin), currentUserId: USER.admin },
  play: async ({ canvasElement }) => {
    const team = within(within(canvasElement).getByRole('region', { name: `Team · ${west.name}` }));
    const member = team.getAllByRole('listitem').find((item) => item.textContent?.includes(invited.user.email))!;
    await expect(within(member).getByText('Invitation sent')).toBeVisible();
    await expect(within(member).getAllByText(invited.user.email)).toHaveLength(1);
    await userEvent.click(
      within(member).getByRole('button', { name: `Resend the invitation to ${invited.user.email}` }),
    );
    await expect(meta.args.onResendVerification).toHaveBeenCalled();
    await expect(await within(member).findByText('Invitation sent again')).toBeVisible();
  },
};

/** Sigrid, member ("External") of Nordvik Region Vest: views the team and farms, sees no action icon. */
export const Member: Story = {
  args: { organizations: trees.member, currentUserId: USER.member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: west.name })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-action]')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /^Resend verification/ })).toBeNull();
    await expect(canvas.getAllByRole('link').length).toBe(west.farms.length);
  },
};

/** Each role's name has a tooltip describing what it may do. */
export const RoleTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = canvas.getByRole('region', { name: `Team · ${west.name}` });
    await userEvent.hover(within(team).getAllByRole('button', { name: 'External' })[0]!);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      'An external consultant: sees the organization’s data, changes nothing.',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', organizations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading organizations …' })).toBeVisible();
  },
};

export const NoOrganizations: Story = {
  args: { organizations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You do not belong to an organization yet.')).toBeVisible();
  },
};

export const NorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organisasjon' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Administrator' }).length).toBeGreaterThan(0);
  },
};

export const AdminNorwegianDark: Story = {
  args: { organizations: trees.admin, currentUserId: USER.admin },
  globals: { locale: 'no', theme: 'dark' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

// ---------------------------------------------------------------- dialogs

type Canvas = ReturnType<typeof within>;

interface DialogCase {
  kind: OrganizationDialogKind;
  /** The organization the dialog is opened on. */
  on: string;
  /** Brings the form to a valid state. */
  fill: (dialog: Canvas) => Promise<void>;
  /** Brings the form to an invalid state and checks what the user sees. */
  invalid?: (dialog: Canvas) => Promise<void>;
  /** The request a valid form sends. */
  request: unknown;
}

/** A text shown in a dialog (waits for the dialog's pop-in animation, which starts at opacity 0). */
const expectShown = (dialog: Canvas, text: string) => waitFor(() => expect(dialog.getByText(text)).toBeVisible());

const doneButton = (dialog: Canvas) => dialog.getByRole('button', { name: 'Done' });

const cases: Record<string, DialogCase> = {
  AddOrganization: {
    kind: 'createOrganization',
    on: west.name,
    fill: async (dialog) => userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Nordvik Vest Nord'),
    invalid: async (dialog) => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), '   ');
      await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent("Name can't be empty"));
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
      await expect(doneButton(dialog)).toBeDisabled();
    },
    request: { kind: 'createOrganization', name: 'Nordvik Vest Nord' },
  },
  Rename: {
    kind: 'renameOrganization',
    on: west.name,
    fill: async (dialog) => {
      const field = dialog.getByRole('textbox', { name: 'Name' });
      await userEvent.clear(field);
      await userEvent.type(field, 'Nordvik Vestland');
    },
    invalid: async (dialog) => {
      await expect(doneButton(dialog)).toBeDisabled(); // unchanged
      await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
      await expectShown(dialog, "Name can't be empty");
      await expect(doneButton(dialog)).toBeDisabled();
    },
    request: { kind: 'renameOrganization', name: 'Nordvik Vestland' },
  },
  AddFarms: {
    kind: 'addFarms',
    on: west.name,
    fill: async (dialog) => {
      const boxes = dialog.getAllByRole('checkbox');
      await userEvent.click(boxes[0]!);
      await userEvent.click(boxes[1]!);
    },
    invalid: async (dialog) => {
      // Only farms of Nordvik Sjømat AS that are not in Region Vest yet are offered.
      const offered = nordvik.farms.filter((farm) => !west.farms.some((own) => own.id === farm.id));
      await expect(dialog.getAllByRole('checkbox')).toHaveLength(offered.length);
      await expect(dialog.getByRole('checkbox', { name: offered[0]!.name })).not.toBeChecked();
      await expect(doneButton(dialog)).toBeDisabled();
    },
    request: {
      kind: 'addFarms',
      farmIds: nordvik.farms
        .filter((farm) => !west.farms.some((own) => own.id === farm.id))
        .slice(0, 2)
        .map((farm) => farm.id),
    },
  },
  RemoveFarms: {
    kind: 'removeFarms',
    on: west.name,
    fill: async (dialog) => userEvent.click(dialog.getByRole('checkbox', { name: west.farms[0]!.name })),
    invalid: async (dialog) => expect(doneButton(dialog)).toBeDisabled(),
    request: { kind: 'removeFarms', farmIds: [west.farms[0]!.id] },
  },
  AddTeam: {
    kind: 'addTeam',
    on: west.name,
    fill: async (dialog) =>
      userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'eva.lund@havkonsult.example'),
    invalid: async (dialog) => {
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await userEvent.type(email, 'eva.lund@havkonsult');
      await expectShown(dialog, 'Email is invalid! Ex: "name@company.com"');
      await userEvent.clear(email);
      await userEvent.type(email, 'Sigrid.Berg@havkonsult.example');
      await expectShown(dialog, 'Email already exists!');
      await expect(doneButton(dialog)).toBeDisabled();
    },
    request: { kind: 'addTeam', team: [{ email: 'eva.lund@havkonsult.example', orgRole: 'admin' }] },
  },
  EditTeam: {
    kind: 'editTeam',
    on: west.name,
    fill: async (dialog) => {
      await userEvent.click(dialog.getByRole('combobox', { name: /^Role of Sigrid Berg/ }));
      // The listbox is portaled outside the dialog.
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Team Member' }));
    },
    invalid: async (dialog) => {
      // Everyone but Ingrid herself; nothing changed yet.
      await expect(dialog.getAllByRole('combobox')).toHaveLength(2);
      await expect(doneButton(dialog)).toBeDisabled();
    },
    request: { kind: 'editTeam', team: [{ userId: USER.member, orgRole: 'admin' }] },
  },
  RemoveTeam: {
    kind: 'removeTeam',
    on: west.name,
    fill: async (dialog) => userEvent.click(dialog.getByRole('checkbox', { name: 'Sigrid Berg' })),
    invalid: async (dialog) => expect(doneButton(dialog)).toBeDisabled(),
    request: { kind: 'removeTeam', userIds: [USER.member] },
  },
  DeleteOrganization: {
    kind: 'deleteOrganization',
    on: west.name,
    fill: async () => {},
    request: { kind: 'deleteOrganization' },
  },
};

const actionLabels: Record<OrganizationDialogKind, (name: string) => string> = {
  createOrganization: (name) => `Add a sub-organization to ${name}`,
  renameOrganization: (name) => `Rename ${name}`,
  deleteOrganization: (name) => `Delete ${name}`,
  addFarms: (name) => `Add farms to ${name}`,
  removeFarms: (name) => `Remove farms from ${name}`,
  addTeam: (name) => `Add team members to ${name}`,
  editTeam: (name) => `Edit roles in ${name}`,
  removeTeam: (name) => `Remove team members from ${name}`,
};

/** Opens the case's dialog from its action icon and returns the dialog. */
async function open(canvasElement: HTMLElement, item: DialogCase): Promise<Canvas> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: actionLabels[item.kind](item.on) }));
  const role = item.kind === 'deleteOrganization' ? 'alertdialog' : 'dialog';
  return within(await canvas.findByRole(role));
}

const confirm = (dialog: Canvas, item: DialogCase) =>
  item.kind === 'deleteOrganization' ? dialog.getByRole('button', { name: 'Delete' }) : doneButton(dialog);

/** Valid: Done is enabled; pressing it sends the request and the dialog closes when the server answers. */
const validStory = (item: DialogCase): Story => ({
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, item);
    await item.fill(dialog);
    await waitFor(() => expect(confirm(dialog, item)).toBeEnabled());
    await userEvent.click(confirm(dialog, item));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: item.on }), item.request);
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
  },
});

const invalidStory = (item: DialogCase): Story => ({
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, item);
    await item.invalid?.(dialog);
  },
});

/** Submitting: the server has not answered yet; the fetching overlay covers the form, Done is busy. */
const submittingStory = (item: DialogCase): Story => ({
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, item);
    await item.fill(dialog);
    await waitFor(() => expect(confirm(dialog, item)).toBeEnabled());
    await userEvent.click(confirm(dialog, item));
    await waitFor(() => expect(confirm(dialog, item)).toHaveAttribute('aria-busy', 'true'));
    if (item.kind !== 'deleteOrganization') await expect(dialog.getByRole('status')).toHaveTextContent('Saving …');
  },
});

/** The server refused: its message shows in the dialog, which stays open with everything typed. */
const serverErrorStory = (item: DialogCase): Story => ({
  args: { onSubmit: fn(async () => Promise.reject(new Error('Your role (admin) may not change this organization'))) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, item);
    await item.fill(dialog);
    await waitFor(() => expect(confirm(dialog, item)).toBeEnabled());
    await userEvent.click(confirm(dialog, item));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Not saved: Your role (admin) may not change this organization',
    );
    await expect(confirm(dialog, item)).toBeEnabled();
  },
});

export const AddOrganizationValid = validStory(cases['AddOrganization']!);
export const AddOrganizationInvalid = invalidStory(cases['AddOrganization']!);
export const AddOrganizationSubmitting = submittingStory(cases['AddOrganization']!);
export const AddOrganizationServerError = serverErrorStory(cases['AddOrganization']!);
export const RenameValid = validStory(cases['Rename']!);
export const RenameInvalid = invalidStory(cases['Rename']!);
export const RenameSubmitting = submittingStory(cases['Rename']!);
export const RenameServerError = serverErrorStory(cases['Rename']!);
export const DeleteOrganizationValid = validStory(cases['DeleteOrganization']!);
export const DeleteOrganizationSubmitting = submittingStory(cases['DeleteOrganization']!);
export const DeleteOrganizationServerError = serverErrorStory(cases['DeleteOrganization']!);
export const AddFarmsValid = validStory(cases['AddFarms']!);
export const AddFarmsInvalid = invalidStory(cases['AddFarms']!);
export const AddFarmsSubmitting = submittingStory(cases['AddFarms']!);
export const AddFarmsServerError = serverErrorStory(cases['AddFarms']!);
export const RemoveFarmsValid = validStory(cases['RemoveFarms']!);
export const RemoveFarmsInvalid = invalidStory(cases['RemoveFarms']!);
export const RemoveFarmsSubmitting = submittingStory(cases['RemoveFarms']!);
export const RemoveFarmsServerError = serverErrorStory(cases['RemoveFarms']!);
export const AddTeamValid = validStory(cases['AddTeam']!);
export const AddTeamInvalid = invalidStory(cases['AddTeam']!);
export const AddTeamSubmitting = submittingStory(cases['AddTeam']!);
export const AddTeamServerError = serverErrorStory(cases['AddTeam']!);
export const EditTeamValid = validStory(cases['EditTeam']!);
export const EditTeamInvalid = invalidStory(cases['EditTeam']!);
export const EditTeamSubmitting = submittingStory(cases['EditTeam']!);
export const EditTeamServerError = serverErrorStory(cases['EditTeam']!);
export const RemoveTeamValid = validStory(cases['RemoveTeam']!);
export const RemoveTeamInvalid = invalidStory(cases['RemoveTeam']!);
export const RemoveTeamSubmitting = submittingStory(cases['RemoveTeam']!);
export const RemoveTeamServerError = serverErrorStory(cases['RemoveTeam']!);

/** Role options for a super admin: admin, super_admin, member (shown Team Member, Admin, External). */
export const AddTeamRolesSuperAdmin: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, cases['AddTeam']!);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    const options = await within(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Team Member', 'Admin', 'External']);
  },
};

/** An admin never sees the super-admin role (Admin) among the options. */
export const AddTeamRolesAdmin: Story = {
  args: { organizations: trees.admin, currentUserId: USER.admin },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, { ...cases['AddTeam']!, on: nordvik.name });
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    const options = await within(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Team Member', 'External']);
  },
};

/** Several invitations at once: rows are added and removed; one empty row keeps Done disabled. */
export const AddTeamSeveralRows: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, cases['AddTeam']!);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'eva.lund@havkonsult.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Add another person' }));
    await expect(dialog.getAllByRole('group', { name: /^Person/ })).toHaveLength(2);
    await waitFor(() => expect(doneButton(dialog)).toBeDisabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove person 2' }));
    await waitFor(() => expect(doneButton(dialog)).toBeEnabled());
  },
};

/** Ingrid cannot remove herself from the top-level (parent) organization. */
export const RemoveTeamYourself: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, { ...cases['RemoveTeam']!, on: group.name });
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ingrid Hansen (you)' }));
    await expectShown(dialog, 'You can not delete yourself from the parent organization.');
    await expect(doneButton(dialog)).toBeDisabled();
  },
};

export const AddTeamInvalidNorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Legg til teammedlemmer i ${west.name}` }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-post' }), 'eva.lund');
    await expectShown(dialog, 'Ugyldig e-postadresse! Eks.: «navn@firma.no»');
    await expect(dialog.getByRole('button', { name: 'Ferdig' })).toBeDisabled();
  },
};

/** In the app: the settings tab bar under the heading, Organization the current view (issue 38). */
export const WithSettingsTabs: Story = {
  args: { navigation: <SettingsTabs tier="essentials" view="organization" /> },
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Settings views' }));
    await expect(tabs.getByRole('link', { name: 'Organization' })).toHaveAttribute('aria-current', 'page');
  },
};
