import type { payoutAccount as me } from '../me/payout-account';

export const payoutAccount: typeof me = {
  title: 'Payout bank account',
  intro: 'Your sales are paid out to this account every business day.',
  holder: 'Account holder',
  iban: 'IBAN',
  ibanHint: 'Montenegrin IBAN: ME and 20 digits',
  bic: 'BIC (SWIFT)',
  bicHint: 'Optional for accounts in Montenegro and the SEPA area',
  none: 'You have not entered a payout account yet: payouts wait until you do.',
  held: (date: string) => `The account was changed recently: payouts wait until ${date}.`,
  change: 'Change account',
  add: 'Enter account',
  formTitle: 'New payout account',
  password: 'Your password',
  passwordHint: 'You confirm an account change with your password and a code from an email.',
  holdNotice:
    'After a change the next payout waits 24 hours, so that you have time to notice a change you did not make.',
  submit: 'Send confirmation code',
  submitting: 'Sending…',
  cancel: 'Cancel',
  pendingTitle: 'Confirm the account change',
  pendingText: (email: string, iban: string) =>
    `We sent a code to ${email}. The new account ${iban} applies only once you enter the code.`,
  code: 'Code from the email',
  confirm: 'Confirm change',
  confirming: 'Confirming…',
  discard: 'Discard request',
  confirmedTitle: 'Payout account changed',
  confirmedText: 'The next payout waits 24 hours.',
  requestedTitle: 'Code sent',
  failedTitle: 'The change did not go through',
  email: {
    codeSubject: 'Confirm the payout account change',
    greeting: 'Hello,',
    codeIntro: (merchant: string, iban: string) =>
      `a change of the payout account of ${merchant} to the account ${iban} was requested.`,
    codeLabel: 'Confirmation code:',
    codeValidity:
      'The code is valid for 30 minutes. Enter it in the merchant area, under "Payout bank account".',
    hold: 'After you confirm, the next payout waits 24 hours.',
    notYou:
      'If you did not ask for this change, do not enter the code, change your password at once and contact us at /kontakt.',
    changedSubject: 'Payout account changed',
    changedIntro: (merchant: string, iban: string) =>
      `the payout account of ${merchant} was changed to ${iban}.`,
    changedHold: (date: string) =>
      `The next payout waits until ${date} (24 hours after the change).`,
    changedNotYou:
      'If you did not change the account, contact us at once at /kontakt: until then no payout goes to the new account.',
    signature: 'The NaRate team',
  },
};
