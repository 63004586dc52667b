/** Returns and disputes: the shopper's report, the merchant's and admin's answers, the emails. */
export const disputes = {
  validation: {
    reason: 'Izaberi šta se desilo.',
    description: 'Opiši problem u 10 do 2000 znakova.',
    note: 'Napiši objašnjenje kupcu u 10 do 2000 znakova.',
    amount: 'Iznos povraćaja mora biti cijeli broj centi veći od nule.',
  },
  reasons: {
    returned: 'Vratio/la sam robu',
    not_received: 'Roba nije stigla',
    not_as_described: 'Roba nije kao u opisu ili je oštećena',
    other: 'Nešto drugo',
  },
  outcomes: {
    refunded: 'Završeno povraćajem',
    resumed: 'Plan nastavljen',
    withdrawn: 'Prijava povučena',
  },
  parties: { shopper: 'kupac', merchant: 'trgovac', admin: 'NaRate' },
  shopper: {
    open: 'Prijavi povrat ili problem',
    dialogTitle: 'Povrat ili problem sa narudžbom',
    dialogIntro:
      'Dok trgovac odgovara (najviše {days} dana), plaćanje ovog plana je pauzirano: nema podsjetnika, automatskog plaćanja ni kašnjenja. Ako se plan nastavi, sve neplaćene rate pomjeraju se za onoliko dana koliko je pauza trajala.',
    reason: 'Šta se desilo?',
    description: 'Opis',
    descriptionHint: 'Npr. kada si vratio/la robu i kako, ili šta nije u redu.',
    submit: 'Pošalji prijavu',
    cancel: 'Odustani',
    sent: 'Prijava je poslata. Plaćanje je pauzirano dok trgovac ne odgovori.',
    paused: 'Plaćanje pauzirano: prijava čeka odgovor trgovca do {day}.',
    withdraw: 'Povuci prijavu',
    withdrawn: 'Prijava je povučena, plan se nastavlja.',
    resolved: 'Prijava završena: {outcome}.',
  },
  merchant: {
    tab: 'Prigovori',
    title: 'Povrati i prigovori kupaca',
    intro:
      'Kupac je prijavio povrat ili problem; njegove rate su pauzirane. Odgovori do roka: vrati novac (cijeli iznos ili dio) ili nastavi plan uz objašnjenje. Posle roka odlučuje NaRate.',
    empty: 'Nema prijava kupaca.',
    order: 'Narudžba',
    customer: 'Kupac',
    reason: 'Razlog',
    respondBy: 'Rok za odgovor',
    status: 'Preostalo',
    open: 'Čeka odgovor',
    pastDeadline: 'Rok je istekao: odlučuje NaRate',
    refund: 'Vrati novac',
    refundAmount: 'Iznos povraćaja (€), prazno = sve',
    resume: 'Nastavi plan',
    note: 'Objašnjenje kupcu',
    confirmRefund: 'Potvrdi povraćaj',
    confirmResume: 'Potvrdi nastavak plana',
    refunded: 'Povraćaj je izvršen, prijava je završena.',
    resumed: 'Plan se nastavlja, kupac je obaviješten.',
    details: 'Detalji',
    reported: 'Prijavljeno {day}',
    outstanding: 'Kupac još duguje {amount} od {total}',
    resolvedLine: '{outcome} ({party}), {day}',
    refundedLine: 'Vraćeno: {amount}',
    shiftedLine: 'Rate pomjerene za {days} dana',
    amountInvalid: 'Upiši iznos u eurima, npr. 20,00, ili ostavi prazno za sve.',
  },
  admin: {
    title: 'Prigovori na narudžbe',
    nav: 'Sporovi',
    filterOpen: 'Otvoreni',
    filterAll: 'Svi',
    subtitle:
      'Prijave povrata i problema kupaca. Trgovac odgovara do roka; posle roka odlučuješ ti: povraćaj ili nastavak plana.',
    waitMerchant: 'Trgovac može da odgovori do roka.',
    merchantName: 'Trgovac',
  },
  complaint: {
    reference: 'Broj prigovora: {reference}',
    order: 'Narudžba na koju se odnosi: {merchant}, {reference}',
    orderPicker: 'Narudžba (nije obavezno)',
    noOrder: 'Bez narudžbe',
    orderOption: '{merchant} · {reference} · {amount}',
    sentWithReference:
      'Prigovor je primljen pod brojem {reference}. Odgovorićemo u roku od 15 dana.',
  },
  /** The reason a refund answering a report carries on the merchant's order. */
  refundReason: 'Povraćaj po prijavi kupca',
  email: {
    openedSubject: 'Primili smo tvoju prijavu za kupovinu u prodavnici {merchant}',
    opened:
      'Primili smo tvoju prijavu ({reason}) za narudžbu {reference} u prodavnici {merchant}. Plaćanje ovog plana je pauzirano: nema podsjetnika, automatskog plaćanja ni kašnjenja dok prijava traje.',
    openedNext:
      'Trgovac odgovara do {day}; ako ne odgovori, odlučuje NaRate. Prijavu pratiš ovdje: {url}',
    resolvedSubject: 'Tvoja prijava za kupovinu u prodavnici {merchant} je završena',
    refunded:
      'Trgovac {merchant} je vratio {amount} za narudžbu {reference}. Ono što si platio/la više nego što duguješ vraća se na tvoju karticu.',
    resumed:
      'Plan za narudžbu {reference} u prodavnici {merchant} se nastavlja. Objašnjenje: {note}',
    shifted: 'Neplaćene rate pomjerene su za {days} dana, koliko je trajala pauza.',
    plans: 'Tvoji planovi: {url}',
  },
};
