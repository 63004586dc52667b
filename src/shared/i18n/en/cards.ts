import type { cards as me } from '../me/cards';

export const cards: typeof me = {
  title: 'Card and autopay',
  subtitle:
    'Save a card to pay instalments in one click or automatically on the due date. The card number stays with the payment processor; we only see the last 4 digits.',
  loading: 'Loading your card…',
  loadFailed: 'Your saved card could not be loaded.',
  retry: 'Try again',
  none: 'You have no saved card.',
  addTitle: 'Save a card',
  replaceTitle: 'Replace the card',
  save: 'Save card',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  saved: 'Card saved',
  saveFailed: 'The card was not saved',
  savedCardLabel: 'Saved card',
  expires: (expiry: string) => `Expires ${expiry}`,
  remove: 'Remove card',
  replace: 'Replace card',
  removeTitle: 'Remove the saved card?',
  removeText: (card: string) =>
    `${card} will be removed and autopay turned off. You will pay instalments by hand.`,
  removeConfirm: 'Remove',
  removed: 'Card removed',
  removeFailed: 'The card was not removed',
  autopayLabel: 'Autopay',
  autopayOnText: (last4: string) =>
    `On: each instalment is charged to the card ending ${last4} on its due date. A reminder comes 3 days before.`,
  autopayOffText:
    'Off: you pay each instalment yourself; a reminder comes 3 days before it is due.',
  autopayOn: 'Autopay is on',
  autopayOff: 'Autopay is off',
  autopayFailed: 'The change was not saved',
  autopayConfirmTitle: 'Turn autopay on?',
  autopayConfirmText: (card: string) =>
    `You authorise NaRate to charge each instalment of your repayment plans to your saved card ${card} on its due date. A reminder comes 3 days before, and you can turn autopay off at any time. We also send you a confirmation by email.`,
  autopayConfirm: 'Turn autopay on',
  payWith: 'Pay with',
  payWithSaved: (card: string) => `Saved card ${card}`,
  payWithNew: 'New card',
  saveWhilePaying: 'Save this card for the next instalments',
  receiptsTitle: 'Payment receipts',
  receiptLine: (number: string, what: string, amount: string, date: string) =>
    `${number} · ${what} · ${amount} · ${date}`,
  receiptInstalments: (sequences: readonly number[]) =>
    `${sequences.length === 1 ? 'Instalment' : 'Instalments'} ${sequences.join(', ')}`,
  receiptPdf: 'Receipt (PDF)',
  receiptPdfFor: (what: string) => `Payment receipt (PDF): ${what}`,
  errors: {
    no_saved_card: 'You have no saved card. Save a card, then turn autopay on.',
    invalid_number: 'The card number is not valid.',
    expired_card: 'The card has expired.',
    card_saving_unavailable: 'Saving cards is not available right now.',
  },
};
