/** The development mailbox at /dev/mailbox (never in production). */
export const devMailbox = {
  title: 'Razvojno sanduče',
  intro:
    'Poruke koje bi otišle emailom ili SMS-om dok slanje nije podešeno (SMTP_URL). Najnovije su na vrhu.',
  recipient: 'Primalac',
  recipientPlaceholder: 'npr. ana@primjer.me ili +382 67 123 456',
  filter: 'Filtriraj',
  clear: 'Prikaži sve',
  refresh: 'Osvježi',
  empty: 'Nema poruka.',
  unavailable:
    'Razvojno sanduče nije dostupno: server je u međuvremenu ponovo pokrenut (otvori novi link koji je ispisao u konzoli) ili radi bez NODE_ENV=development (u produkciji ga nema).',
  needsToken:
    'Sanduče se otvara samo linkom koji server ispisuje u konzoli pri pokretanju („Dev mailbox: …#token=…”).',
  loadFailed: 'Nije moguće učitati poruke.',
  to: 'Za',
  noSubject: '(bez naslova)',
  channels: { email: 'Email', sms: 'SMS' } as Record<string, string>,
  statuses: {
    kept: 'sačuvano',
    pending: 'čeka slanje',
    sent: 'poslato',
    failed: 'neuspjelo',
  } as Record<string, string>,
};
