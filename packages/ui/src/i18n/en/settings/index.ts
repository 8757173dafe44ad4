import type { BaseTranslation } from '../../i18n-types';

/** Texts of the settings views (add keys here and in ../../no/settings/index.ts). */
const en_settings: BaseTranslation = {
  title: 'Settings',
  views: 'Settings views',
  view: {
    app: 'App',
    farms: 'Farms',
    organization: 'Organization',
    pipelines: 'Pipelines',
    danger: 'Danger zone',
  },
  profile: {
    heading: 'Profile',
    name: 'Name',
    title: 'Title',
    language: 'Language',
    english: 'English',
    norwegian: 'Norsk',
    email: 'Email',
    emailReadOnly: 'Your login email. It cannot be changed here.',
  },
  help: {
    heading: 'Need help?',
    text: 'Questions about your data, your account or {product:string}? Write to us at',
  },
  plan: {
    heading: 'Account',
    basics: 'You are on the {tier:string} plan: search, the map and lice.',
    upgrade: 'Upgrade to {explorer:string}',
    upgradeText: 'Risk forecasts, health, compare and notifications come with {explorer:string}.',
    essentials: 'Your account has {explorer:string}: every view is open to you.',
  },
  app: {
    heading: 'App',
    darkMode: 'Dark mode',
    darkModeText: 'Dark colours for the whole app, on this and every other device you log in on.',
    defaultOrganization: 'Default organization',
    defaultOrganizationText: 'The organization the app opens in.',
    noOrganizations: 'You are not a member of any organization yet.',
  },
  alerts: {
    heading: 'Notification settings',
    text: 'Choose what you are notified about. Distances count from your farms.',
    distance: '{type:string} distance',
    saving: 'Saving …',
    saved: 'Saved',
  },
  farms: {
    heading: 'Farms',
    text: 'The farms of {organization:string}.',
    name: 'Farm',
    productionArea: 'Production area',
    municipality: 'Municipality',
    status: 'Status',
    active: 'Active',
    fallow: 'Fallow',
    inactive: 'Inactive',
    noFarms: 'This organization has no farms yet.',
    noOrganization: 'Pick an organization to see its farms.',
  },
  danger: {
    heading: 'Danger zone',
    deleteHeading: 'Delete your account',
    deleteText:
      'Your account, your settings and your notifications are deleted. This cannot be undone. The data of your organizations stays with them.',
    delete: 'Delete account',
    confirmTitle: 'Delete your account?',
    confirmText:
      'Your account {email:string} and everything that belongs only to it will be deleted for good. You will be logged out.',
    confirm: 'Delete my account',
    deleting: 'Deleting your account …',
    failed: 'Your account could not be deleted. Nothing was removed. Try again.',
  },
};

export default en_settings;
