import type { BaseTranslation } from '../../i18n-types';

/**
 * Texts of organization management and the pipeline status table (`/settings/organization`,
 * `/settings/pipelines`). Role names, pipeline status names, validation messages and the empty pipeline
 * message are shared texts (`role`, `pipeline`, `validation`, `empty` in ../index.ts).
 */
const en_organization: BaseTranslation = {
  title: 'Organization',
  pipelinesTitle: 'Pipelines',
  tree: 'Organization tree',
  loading: 'Loading organizations …',
  noOrganizations: 'You do not belong to an organization yet.',
  yourRole: 'Your role',
  noRole: 'You have no role in this organization, so its team and farms are not shown.',
  farms: 'Farms',
  noFarms: 'No farms in this organization yet.',
  team: 'Team',
  you: '(you)',
  addedOn: 'Added {date:string}',
  roleAbout: {
    superAdmin:
      'Adds, renames and removes organizations, adds and removes farms, and adds, edits and removes team members. Only an Admin can make someone else Admin.',
    admin: 'Sees the organization’s data and can invite other team members.',
    member: 'An external consultant: sees the organization’s data, changes nothing.',
  },
  actions: {
    group: 'Actions for {name:string}',
    addOrganization: 'Add a sub-organization to {name:string}',
    rename: 'Rename {name:string}',
    delete: 'Delete {name:string}',
    addFarms: 'Add farms to {name:string}',
    removeFarms: 'Remove farms from {name:string}',
    addTeam: 'Add team members to {name:string}',
    editTeam: 'Edit roles in {name:string}',
    removeTeam: 'Remove team members from {name:string}',
  },
  invited: {
    badge: 'Invitation sent',
    button: 'Resend invitation',
    label: 'Resend the invitation to {email:string}',
    sent: 'Invitation sent again',
  },
  resend: {
    unverified: 'Email not verified',
    button: 'Resend verification',
    label: 'Resend verification to {email:string}',
    sent: 'Verification email sent',
    failed: 'The email could not be sent. Try again.',
  },
  dialog: {
    createTitle: 'Add a sub-organization',
    createDescription: 'The new organization is placed under {parent:string}.',
    renameTitle: 'Rename {name:string}',
    deleteTitle: 'Delete {name:string}?',
    deleteDescription:
      'The organization, its sub-organizations and their teams are removed. Its farms stay in {parent:string}.',
    nameLabel: 'Name',
    addFarmsTitle: 'Add farms to {name:string}',
    addFarmsDescription: 'Farms of {parent:string} that are not in this organization yet.',
    removeFarmsTitle: 'Remove farms from {name:string}',
    removeFarmsDescription: 'The farms are removed from its sub-organizations too.',
    farmsLegend: 'Farms',
    addTeamTitle: 'Add team members to {name:string}',
    addTeamDescription: 'Everyone gets an email invitation.',
    emailLabel: 'Email',
    roleLabel: 'Role',
    person: 'Person {number:number}',
    addRow: 'Add another person',
    removeRow: 'Remove person {number:number}',
    editTeamTitle: 'Edit roles in {name:string}',
    editTeamDescription: 'Only changed roles are saved. You cannot change your own role.',
    roleOf: 'Role of {name:string}',
    removeTeamTitle: 'Remove team members from {name:string}',
    teamLegend: 'Team members',
    saving: 'Saving …',
    serverError: 'Not saved: {message:string}',
    emailExample: 'name@company.com',
  },
  pipelines: {
    table: 'Data pipelines',
    loading: 'Loading data pipelines …',
    status: 'Status',
    organization: 'Organization',
    pipeline: 'Pipeline',
    lastSuccess: 'Last success',
    lastExtract: 'Last extract',
    mostRecentDataPoint: 'Most recent data point',
    isDisabled: 'Disabled',
    publicData: 'Public data (last week imported: week {week:string} {year:string})',
    publicDataNone: 'Public data (no week imported yet)',
    /** An import pipeline's name, by the kind of records its files hold. */
    kind: {
      liceCounts: 'Lice counts',
      cageDays: 'Daily cage data',
      treatments: 'Treatments',
      harvests: 'Harvests',
      labResults: 'Lab results',
      diseaseCases: 'Disease cases',
    },
  },
};

export default en_organization;
