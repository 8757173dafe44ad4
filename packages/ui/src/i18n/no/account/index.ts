import type { NamespaceAccountTranslation } from '../../i18n-types';

const no_account: NamespaceAccountTranslation = {
  titles: {
    login: 'Logg inn',
    signup: 'Registrer deg',
    logout: 'Logg ut',
    goodbye: 'Ha det',
    authenticationError: 'Innloggingsfeil',
    setup: 'Oppsett',
    verifyEmail: 'Bekreft e-posten din',
    verify: 'Bekreftelse av e-post',
    unsubscribe: 'Avmelding',
    lost: 'Fant ikke siden',
    failure: 'Noe gikk galt',
  },
  login: {
    heading: 'Velkommen til {product}',
    signupHeading: 'Opprett en {product}-konto',
    intro: 'Fiskehelse, lus, dødelighet, fôr, vekst og slakt for laks- og ørretanlegg, samlet på ett sted.',
    logIn: 'Logg inn',
    signUp: 'Registrer deg',
    redirecting: 'Sender deg til innloggingssiden …',
    noAccount: 'Ny hos {product}?',
    haveAccount: 'Har du allerede en konto?',
  },
  logout: {
    loggingOut: 'Logger deg ut …',
    loggedOut: 'Du er logget ut.',
    logInAgain: 'Logg inn igjen',
  },
  goodbye: {
    heading: 'Ha det',
    text: 'Kontoen din og dataene dine er slettet. Takk for at du brukte {product}.',
    backToStart: 'Tilbake til startsiden',
  },
  authError: {
    heading: 'Vi kunne ikke logge deg inn',
    tryAgain: 'Prøv igjen',
  },
  setup: {
    heading: 'Velkommen til {product}',
    intro: 'Velg språk for tekster, tall og nedlastinger. Du kan endre det senere i innstillingene.',
    languageLegend: 'Foretrukket språk',
    english: 'English',
    norwegian: 'Norsk',
    complete: 'Neste',
    saving: 'Lagrer innstillingene dine …',
    failed: 'Språket ditt ble ikke lagret. Sjekk tilkoblingen og trykk Neste igjen.',
  },
  verifyEmail: {
    heading: 'Bekreft e-posten din',
    text: 'Vi har sendt en bekreftelseslenke til {email}. Åpne lenken i e-posten for å fortsette.',
    textNoEmail: 'Vi har sendt deg en bekreftelseslenke. Åpne lenken i e-posten for å fortsette.',
    notReceived: 'Fikk du ikke e-posten? Sjekk søppelposten, eller send den på nytt.',
    resend: 'Send e-posten på nytt',
    resent: 'Sendt på nytt',
    logOut: 'Logg ut',
    resendFailed: 'E-posten kunne ikke sendes. Sjekk tilkoblingen og prøv igjen.',
    atProvider:
      '{email} er ikke bekreftet ennå. Organisasjonens innloggingstjeneste bekrefter den: åpne lenken den sendte deg (eller spør administratoren din), og logg så ut og inn igjen.',
    atProviderNoEmail:
      'E-posten din er ikke bekreftet ennå. Organisasjonens innloggingstjeneste bekrefter den: åpne lenken den sendte deg (eller spør administratoren din), og logg så ut og inn igjen.',
  },
  verify: {
    verifying: 'Bekrefter e-posten din …',
    successHeading: 'E-posten din er bekreftet',
    successText: 'Takk. Kontoen din er klar.',
    continue: 'Fortsett',
    failureText: 'Lenken kan være ufullstendig. Åpne den nyeste lenken vi sendte deg, eller be om en ny.',
    expiredText: 'Bekreftelseslenker gjelder bare en begrenset tid. Be om en ny nedenfor.',
    backToStart: 'Tilbake til startsiden',
    resend: 'Send på nytt',
    resent: 'Sendt på nytt',
  },
  unsubscribe: {
    unsubscribing: 'Melder deg av ukentlige varsler …',
    heading: 'Du er meldt av',
    text: 'Du får ikke lenger den ukentlige varsel-e-posten. Du kan slå den på igjen i',
    settingsLink: 'innstillingene',
    invalidHeading: 'Denne avmeldingslenken er ikke gyldig',
    invalidText:
      'Lenken kan være ufullstendig eller høre til en konto som ikke finnes lenger. Du kan slå av den ukentlige varsel-e-posten i',
    failedText: 'Vi kunne ikke melde deg av. Sjekk tilkoblingen og prøv igjen.',
    retry: 'Prøv igjen',
  },
  lost: {
    heading: 'Fant ikke siden',
  },
  failure: {
    messageLabel: 'Melding:',
  },
  upgrade: {
    heading: 'Velkommen til {explorer}!',
    text: 'Kontoen din er oppgradert. Helse, risikoprognoser, sammenligning og varsler er nå åpne for deg.',
    dismiss: 'Sett i gang',
  },
  rocket: {
    launch: 'Skyt opp raketten',
    launched: 'Avgang!',
  },
  loading: {
    app: 'Laster {product} …',
  },
};

export default no_account;
