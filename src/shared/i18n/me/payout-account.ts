import { withFullStop } from '../format';
/** The merchant area's payout bank account: the section, the change form and its emails. */
export const payoutAccount = {
  title: 'Bankovni račun za isplate',
  intro: 'Na ovaj račun isplaćujemo tvoje prodaje svakog radnog dana.',
  holder: 'Vlasnik računa',
  iban: 'IBAN',
  ibanHint: 'Crnogorski IBAN: ME i 20 cifara',
  bic: 'BIC (SWIFT)',
  bicHint: 'Opciono za račune u Crnoj Gori i SEPA zoni',
  none: 'Račun za isplate još nije unesen: isplate čekaju dok ga ne uneseš.',
  held: (date: string) => `Račun je nedavno promijenjen: isplate čekaju do ${withFullStop(date)}`,
  change: 'Promijeni račun',
  add: 'Unesi račun',
  formTitle: 'Novi račun za isplate',
  password: 'Tvoja lozinka',
  passwordHint: 'Promjenu računa potvrđuješ lozinkom i kodom iz emaila.',
  holdNotice:
    'Nakon promjene sljedeća isplata čeka 24 sata, da stigneš primijetiti promjenu koja nije tvoja.',
  submit: 'Pošalji kod za potvrdu',
  submitting: 'Slanje…',
  cancel: 'Odustani',
  pendingTitle: 'Potvrdi promjenu računa',
  pendingText: (email: string, iban: string) =>
    `Poslali smo kod na ${email}. Novi račun ${iban} važi tek kada uneseš kod.`,
  code: 'Kod iz emaila',
  confirm: 'Potvrdi promjenu',
  confirming: 'Potvrđivanje…',
  discard: 'Poništi zahtjev',
  confirmedTitle: 'Račun za isplate je promijenjen',
  confirmedText: 'Sljedeća isplata čeka 24 sata.',
  requestedTitle: 'Kod je poslan',
  failedTitle: 'Promjena nije uspjela',
  email: {
    codeSubject: 'Potvrdi promjenu računa za isplate',
    greeting: 'Zdravo,',
    codeIntro: (merchant: string, iban: string) =>
      `zatražena je promjena računa za isplate trgovca ${merchant} na račun ${iban}.`,
    codeLabel: 'Kod za potvrdu:',
    codeValidity:
      'Kod važi 30 minuta. Unesi ga u prostoru za trgovce, u dijelu „Bankovni račun za isplate”.',
    hold: 'Nakon potvrde sljedeća isplata čeka 24 sata.',
    notYou:
      'Ako promjena nije tvoja, ne unosi kod, odmah promijeni lozinku i javi nam se na /kontakt.',
    changedSubject: 'Račun za isplate je promijenjen',
    changedIntro: (merchant: string, iban: string) =>
      `račun za isplate trgovca ${merchant} je promijenjen na ${iban}.`,
    changedHold: (date: string) => `Sljedeća isplata čeka do ${date} (24 sata nakon promjene).`,
    changedNotYou:
      'Ako promjena računa nije tvoja, odmah nam se javi na /kontakt: isplata do tada ne ide na novi račun.',
    signature: 'Tim NaRate',
  },
};
