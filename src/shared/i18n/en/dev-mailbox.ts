import type { devMailbox as me } from '../me/dev-mailbox';

export const devMailbox: typeof me = {
  title: 'Development mailbox',
  intro:
    'Messages that would go out by email or SMS while sending is not configured (SMTP_URL). Newest first.',
  recipient: 'Recipient',
  recipientPlaceholder: 'e.g. ana@primjer.me or +382 67 123 456',
  filter: 'Filter',
  clear: 'Show all',
  refresh: 'Refresh',
  empty: 'No messages.',
  unavailable:
    'The development mailbox is not available: the server was restarted since (open the new link it printed on the console) or runs without NODE_ENV=development (there is none in production).',
  needsToken:
    'The mailbox opens only through the link the server prints on the console at start ("Dev mailbox: …#token=…").',
  loadFailed: 'Messages could not be loaded.',
  to: 'To',
  noSubject: '(no subject)',
  channels: { email: 'Email', sms: 'SMS' },
  statuses: { kept: 'kept', pending: 'waiting', sent: 'sent', failed: 'failed' },
};
