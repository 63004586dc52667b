import { countOf } from '../format';

/** The shopper's plans on the dashboard and the score history. */
export const plans = {
  title: 'Moji planovi otplate',
  subtitle: 'Sve kupovine na rate sa rasporedom plaćanja.',
  loading: 'Učitavanje planova…',
  loadFailed: 'Nije moguće učitati planove.',
  retry: 'Pokušaj ponovo',
  empty: 'Još nemaš kupovina na rate.',
  orderTitle: (merchant: string, reference: string) => `${merchant} · ${reference}`,
  purchasedOn: (date: string) => `Kupljeno ${date}`,
  total: 'Ukupno',
  outstanding: 'Preostalo',
  refunded: 'Vraćeno',
  scheduleCaption: (merchant: string) => `Raspored rata: ${merchant}`,
  instalment: 'Rata',
  dueDate: 'Dospijeće',
  amount: 'Iznos',
  owed: 'Za platiti',
  status: 'Status',
  /** The one set of words for an order's status on every screen (shopper, merchant, admin). */
  orderStatus: {
    active: 'Aktivan',
    overdue: 'Kašnjenje',
    paid: 'Otplaćen',
    refunded: 'Vraćen',
    cancelled: 'Otkazan',
    written_off: 'Otpisan',
    withdrawn: 'Povučeno',
  },
  instalmentStatus: {
    paid: 'Plaćeno',
    pending: 'Na čekanju',
    overdue: 'Kašnjenje',
    refunded: 'Vraćeno',
    written_off: 'Otpisano',
  },
  payNext: (n: number, amount: string) => `Plati ${n}. ratu (${amount})`,
  payRest: (amount: string) => `Plati ostatak (${amount})`,
  payTitleNext: (n: number) => `Plaćanje ${n}. rate`,
  payTitleRest: 'Prijevremena otplata ostatka',
  payDescription: (amount: string) => `Iznos: ${amount}. Bez naknade.`,
  confirmPay: (amount: string) => `Plati ${amount}`,
  paying: 'Plaćanje…',
  cancel: 'Odustani',
  close: 'Zatvori',
  paidToast: 'Plaćanje uspješno',
  paidToastText: (points: number) =>
    points > 0
      ? `Kredit skor: +${countOf('me', points, { one: 'bod', few: 'boda', other: 'bodova' })}.`
      : 'Hvala! Raspored je ažuriran.',
  payFailed: 'Plaćanje nije uspjelo',
  refundsTitle: 'Povraćaji',
  refundLine: (amount: string, date: string) => `${amount} vraćeno ${date}`,
  score: {
    title: 'Zašto se moj skor promijenio?',
    subtitle: 'Svaka promjena kredit skora sa razlogom.',
    empty: 'Još nema promjena skora.',
    loadFailed: 'Nije moguće učitati istoriju skora.',
    current: (score: number) => `Trenutni skor: ${score}`,
    after: (score: number) => `skor ${score}`,
    /** The score history's reasons, stored by the server in Montenegrin: one text per event. */
    reasons: {
      signup: 'Registracija naloga',
      email_verified: 'Email adresa verifikovana',
      phone_verified: 'Broj telefona verifikovan',
      on_time_payment: 'Rata plaćena na vrijeme',
      overdue: 'Kašnjenje u plaćanju rate',
      plan_completed: 'Plan otplate završen',
      account_age: 'Starost naloga',
    },
  },
};
