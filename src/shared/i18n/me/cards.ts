/** The saved card, autopay and payment receipts on the dashboard. */
export const cards = {
  title: 'Kartica i automatsko plaćanje',
  subtitle:
    'Sačuvaj karticu da rate plaćaš jednim klikom ili automatski na dan dospijeća. Broj kartice čuva procesor plaćanja; mi vidimo samo posljednje 4 cifre.',
  loading: 'Učitavanje kartice…',
  loadFailed: 'Nije moguće učitati sačuvanu karticu.',
  retry: 'Pokušaj ponovo',
  none: 'Nemaš sačuvanu karticu.',
  addTitle: 'Sačuvaj karticu',
  replaceTitle: 'Zamijeni karticu',
  save: 'Sačuvaj karticu',
  saving: 'Čuvanje…',
  cancel: 'Odustani',
  close: 'Zatvori',
  saved: 'Kartica je sačuvana',
  saveFailed: 'Kartica nije sačuvana',
  savedCardLabel: 'Sačuvana kartica',
  expires: (expiry: string) => `Ističe ${expiry}`,
  remove: 'Ukloni karticu',
  replace: 'Zamijeni karticu',
  removeTitle: 'Ukloniti sačuvanu karticu?',
  removeText: (card: string) =>
    `Kartica ${card} biće uklonjena, a automatsko plaćanje isključeno. Rate ćeš plaćati ručno.`,
  removeConfirm: 'Ukloni',
  removed: 'Kartica je uklonjena',
  removeFailed: 'Kartica nije uklonjena',
  autopayLabel: 'Automatsko plaćanje',
  autopayOnText: (last4: string) =>
    `Uključeno: svaka rata se naplaćuje sa kartice koja se završava na ${last4} na dan dospijeća. Podsjetnik stiže 3 dana ranije.`,
  autopayOffText: 'Isključeno: rate plaćaš sam, podsjetnik stiže 3 dana prije dospijeća.',
  autopayOn: 'Automatsko plaćanje je uključeno',
  autopayOff: 'Automatsko plaćanje je isključeno',
  autopayFailed: 'Promjena nije sačuvana',
  autopayConfirmTitle: 'Uključiti automatsko plaćanje?',
  autopayConfirmText: (card: string) =>
    `Ovlašćuješ NaRate da svaku ratu tvojih planova otplate naplati sa sačuvane kartice ${card} na dan njenog dospijeća. Podsjetnik stiže 3 dana ranije, a automatsko plaćanje možeš isključiti u svakom trenutku. Potvrdu ti šaljemo i emailom.`,
  autopayConfirm: 'Uključi automatsko plaćanje',
  payWith: 'Plati karticom',
  payWithSaved: (card: string) => `Sačuvana kartica ${card}`,
  payWithNew: 'Nova kartica',
  saveWhilePaying: 'Sačuvaj ovu karticu za sljedeće rate',
  receiptsTitle: 'Potvrde o plaćanju',
  receiptLine: (number: string, what: string, amount: string, date: string) =>
    `${number} · ${what} · ${amount} · ${date}`,
  receiptInstalments: (sequences: readonly number[]) =>
    sequences.length === 1
      ? `${sequences[0]}. rata`
      : `Rate ${sequences.map((s) => `${s}.`).join(', ')}`,
  receiptPdf: 'Potvrda (PDF)',
  receiptPdfFor: (what: string) => `Potvrda o plaćanju (PDF): ${what}`,
  errors: {
    no_saved_card: 'Nemaš sačuvanu karticu. Sačuvaj karticu pa uključi automatsko plaćanje.',
    invalid_number: 'Broj kartice nije ispravan.',
    expired_card: 'Kartica je istekla.',
    card_saving_unavailable: 'Čuvanje kartica trenutno nije dostupno.',
  },
};
