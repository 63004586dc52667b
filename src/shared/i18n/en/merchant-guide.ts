import type { merchantGuide as me } from '../me/merchant-guide';

export const merchantGuide: typeof me = {
  title: 'Merchant guide',
  lead: 'From the first key to the first instalment sale in four steps, with curl and Node.js examples to copy.',
  contents: 'Contents',
  reference: 'Full API reference (OpenAPI)',
  portal: 'Merchant area',
  becomePartner: 'Not a partner yet? Apply',
  copy: 'Copy',
  copied: 'Copied',
  idempotencyTitle: 'Idempotency-Key is required',
  idempotency:
    'Every POST request to /api/v1 must carry an Idempotency-Key header (up to 255 characters, e.g. your order number). Without it the answer is 400 idempotency_key_required. A repeated request with the same key gets the same answer, so a retry after a dropped connection never creates a second session or a second refund.',
  steps: {
    keys: {
      title: '1. Secret key',
      body: 'In the merchant area open “API keys” and choose “New secret key”. The key (sk_test_…) is shown only once: keep it on your server, never in a browser or an app. The examples below read the address and the key from environment variables:',
    },
    checkout: {
      title: '2. Test checkout',
      body: 'Your server creates a checkout session with the amount in cents and sends the shopper to the address in its url field. The shopper chooses 3, 6 or 12 instalments; after approval they return to success_url with ?order=<order id>.',
      curl: 'curl',
      node: 'Node.js (18 or newer)',
      read: 'The session’s state (after approval it names the order):',
    },
    webhook: {
      title: '3. Webhook',
      body: 'In the merchant area, on the “Webhooks” tab, enter your server’s address and press “Send test event”. NaRate sends events (order.approved, order.refunded, payout.paid …) as JSON with the header NaRate-Signature: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>" with your signing secret>. Check the signature over the raw body and refuse old events; any 2xx answer acknowledges, otherwise NaRate tries again.',
      local:
        'While you develop, the webhook may go to http://localhost or 127.0.0.1; in production the address must be public.',
    },
    live: {
      title: '4. Going live',
      body: 'Once the test checkout and the webhook work: ask our business team for live keys (sk_live_…) through the contact form, swap the key on your server, set a public https address for the webhook and make one real purchase of a small amount.',
      contact: 'Write to the business team',
    },
    typedClient: {
      title: 'Typed client (TypeScript)',
      body: 'With TypeScript, paths, request bodies and answers are checked against the published OpenAPI document: install openapi-fetch, generate the types from /api/docs/json and create the client.',
    },
  },
};
