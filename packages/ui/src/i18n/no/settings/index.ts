import type { NamespaceSettingsTranslation } from '../../i18n-types';

const no_settings: NamespaceSettingsTranslation = {
  title: 'Innstillinger',
  views: 'Innstillingsvisninger',
  view: {
    app: 'App',
    farms: 'Anlegg',
    organization: 'Organisasjon',
    pipelines: 'Datastrømmer',
    danger: 'Faresone',
  },
  profile: {
    heading: 'Profil',
    name: 'Navn',
    title: 'Tittel',
    language: 'Språk',
    english: 'English',
    norwegian: 'Norsk',
    email: 'E-post',
    emailReadOnly: 'E-postadressen du logger inn med. Den kan ikke endres her.',
  },
  help: {
    heading: 'Trenger du hjelp?',
    text: 'Spørsmål om dataene dine, kontoen din eller {product}? Skriv til oss på',
  },
  plan: {
    heading: 'Konto',
    basics: 'Du har {tier}-abonnementet: søk, kart og lus.',
    upgrade: 'Oppgrader til {explorer}',
    upgradeText: 'Risikoprognoser, helse, sammenligning og varsler følger med {explorer}.',
    essentials: 'Kontoen din har {explorer}: alle visninger er åpne for deg.',
  },
  app: {
    heading: 'App',
    darkMode: 'Mørk modus',
    darkModeText: 'Mørke farger i hele appen, på denne og alle andre enheter du logger inn på.',
    defaultOrganization: 'Standardorganisasjon',
    defaultOrganizationText: 'Organisasjonen appen åpner i.',
    noOrganizations: 'Du er ikke medlem av noen organisasjon ennå.',
  },
  alerts: {
    heading: 'Varslingsinnstillinger',
    text: 'Velg hva du vil bli varslet om. Avstander regnes fra anleggene dine.',
    distance: 'Avstand for {type}',
    saving: 'Lagrer …',
    saved: 'Lagret',
  },
  farms: {
    heading: 'Anlegg',
    text: 'Anleggene til {organization}.',
    name: 'Anlegg',
    productionArea: 'Produksjonsområde',
    municipality: 'Kommune',
    status: 'Status',
    active: 'Aktivt',
    fallow: 'Brakklagt',
    inactive: 'Ikke i drift',
    noFarms: 'Denne organisasjonen har ingen anlegg ennå.',
    noOrganization: 'Velg en organisasjon for å se anleggene.',
  },
  danger: {
    heading: 'Faresone',
    deleteHeading: 'Slett kontoen din',
    deleteText:
      'Kontoen din, innstillingene dine og varslene dine slettes. Dette kan ikke angres. Dataene til organisasjonene dine blir værende hos dem.',
    delete: 'Slett konto',
    confirmTitle: 'Slette kontoen din?',
    confirmText: 'Kontoen {email} og alt som bare hører til den, slettes for godt. Du blir logget ut.',
    confirm: 'Slett kontoen min',
    deleting: 'Sletter kontoen din …',
    failed: 'Kontoen din kunne ikke slettes. Ingenting ble fjernet. Prøv igjen.',
  },
};

export default no_settings;
