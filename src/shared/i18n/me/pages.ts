import { homeMeta } from './home-meta';

/** Page titles and meta descriptions, one entry a route. */
export const pages = {
  home: homeMeta,
  howItWorks: {
    title: 'Kako radi — NaRate',
    description: 'Tri koraka do kupovine na rate bez kamate.',
  },
  terms: {
    title: 'Uslovi korištenja — NaRate',
    description: 'Pravila beskamatne kupovine na rate uz NaRate.',
  },
  partnerTerms: {
    title: 'Uslovi za partnere — NaRate',
    description: 'Provizija, isplate sljedećeg radnog dana, povraćaj novca i prigovori kupaca.',
  },
  privacy: {
    title: 'Politika privatnosti — NaRate',
    description: 'Koje podatke NaRate obrađuje i zašto.',
  },
  complaints: {
    title: 'Prigovori — NaRate',
    description: 'Podnesi prigovor: odgovor u roku od 15 dana.',
  },
  help: {
    title: 'Pomoć i česta pitanja — NaRate',
    description:
      'Limit, odbijene kupovine, plaćanje, pomjeranje rate, povraćaj novca, sigurnost i troškovi.',
  },
  merchantGuide: {
    title: 'Vodič za trgovce — NaRate',
    description:
      'Ključevi, test naplata, webhook i puštanje u rad, sa primjerima za curl i Node.js.',
  },
  stores: {
    title: 'Prodavnice — NaRate',
    description: 'Partnerske prodavnice u kojima plaćaš na rate.',
  },
  about: { title: 'O nama — NaRate', description: 'Vizija, tim i vrijednosti NaRate-a.' },
  security: {
    title: 'Sigurnost i privatnost — NaRate',
    description: 'Kako NaRate štiti tvoje podatke: 256-bitna enkripcija i GDPR usklađenost.',
  },
  contact: { title: 'Kontakt — NaRate', description: 'Piši nam: odgovaramo u najkraćem roku.' },
  app: {
    title: 'Aplikacija — NaRate',
    description: 'Instaliraj NaRate aplikaciju na telefon ili računar, bez prodavnice aplikacija.',
  },
  signup: { title: 'Kreiraj svoj nalog — NaRate', description: 'Registruj se i kupuj na rate.' },
  businessSignup: {
    title: 'Postani partner — NaRate',
    description: 'Ponudi kupcima plaćanje na rate, a novac primi sljedećeg radnog dana.',
  },
  login: { title: 'Prijava — NaRate', description: 'Prijavi se na svoj NaRate nalog.' },
  resetPassword: { title: 'Nova lozinka — NaRate', description: 'Postavi novu lozinku.' },
  dashboard: { title: 'Moj nalog — NaRate', description: 'Pregled kredit skora i kupovina.' },
  paymentCalendar: {
    title: 'Kalendar plaćanja — NaRate',
    description: 'Sve rate koje još treba platiti, po mjesecima.',
  },
  transactions: { title: 'Sve kupovine — NaRate', description: 'Sve tvoje kupovine na rate.' },
  adminDashboard: { title: 'Admin — NaRate', description: 'Administracija.' },
  adminUsers: { title: 'Korisnici — NaRate admin', description: 'Korisnici.' },
  adminUser: { title: 'Korisnik — NaRate admin', description: 'Detalji korisnika.' },
  adminContacts: { title: 'Poruke — NaRate admin', description: 'Kontakt poruke.' },
  adminTransactions: { title: 'Transakcije — NaRate admin', description: 'Sve transakcije.' },
  adminReviews: {
    title: 'Zahtjevi za pregled — NaRate admin',
    description: 'Pregled odbijenih kupovina.',
  },
  adminDisputes: {
    title: 'Sporovi — NaRate admin',
    description: 'Prijave povrata i problema kupaca.',
  },
  adminPayoutFiles: {
    title: 'Datoteke isplata — NaRate admin',
    description: 'Datoteke naloga za banku i izvodi banke.',
  },
  adminAudit: {
    title: 'Revizioni trag — NaRate admin',
    description: 'Sve izmjene administratora.',
  },
  adminReconciliation: {
    title: 'Usklađivanje — NaRate admin',
    description: 'Provajder plaćanja naspram knjiga.',
  },
  merchant: { title: 'Trgovac — NaRate', description: 'Prostor za trgovce.' },
  checkout: { title: 'Plaćanje na rate — NaRate', description: 'NaRate plaćanje.' },
  demoShop: { title: 'Demo prodavnica — NaRate', description: 'Isprobaj NaRate.' },
  devMailbox: { title: 'Razvojno sanduče — NaRate', description: 'Poslate poruke.' },
  notFound: {
    title: 'Stranica nije pronađena — NaRate',
    description: 'Tražena stranica ne postoji.',
  },
};
