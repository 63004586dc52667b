/**
 * The code samples of the merchant guide (/vodic-za-trgovce). The page shows these strings as
 * they are, and an API test runs the very same strings against a running server, so a sample
 * that stops working fails the build instead of a merchant's integration.
 *
 * The samples read the address and the key from environment variables, so one text works for
 * every merchant and every server: the guide shows the `export` lines with this server's address.
 */

/** Environment variables the samples read. */
export const GUIDE_ENV = {
  apiUrl: 'NARATE_API_URL',
  secretKey: 'NARATE_SECRET_KEY',
  webhookSecret: 'NARATE_WEBHOOK_SECRET',
  port: 'PORT',
  sessionId: 'SESSION_ID',
} as const;

/** The `export` lines that set the address and the key (the key as a placeholder). */
export function envSample(apiUrl: string): string {
  return [
    `export ${GUIDE_ENV.apiUrl}="${apiUrl}"`,
    `export ${GUIDE_ENV.secretKey}="sk_test_..."`,
  ].join('\n');
}

/** Step 2 with curl: create a checkout session. */
export const CURL_CREATE_SESSION = `curl -sS -X POST "$NARATE_API_URL/api/v1/checkout/sessions" \\
  -H "Authorization: Bearer $NARATE_SECRET_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: order-1001-checkout" \\
  -d '{
    "amount_cents": 12000,
    "currency": "EUR",
    "order_reference": "order-1001",
    "success_url": "https://shop.example/thanks",
    "cancel_url": "https://shop.example/cart"
  }'`;

/** Step 2 with curl: read the session back (its status, and the order once approved). */
export const CURL_READ_SESSION = `curl -sS "$NARATE_API_URL/api/v1/checkout/sessions/$SESSION_ID" \\
  -H "Authorization: Bearer $NARATE_SECRET_KEY"`;

/** Step 2 with Node 18+ (fetch), as an ES module (create-session.mjs). */
export const NODE_CREATE_SESSION = `// create-session.mjs: node create-session.mjs
const orderId = '1001';

const response = await fetch(\`\${process.env.NARATE_API_URL}/api/v1/checkout/sessions\`, {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.NARATE_SECRET_KEY}\`,
    'Content-Type': 'application/json',
    // Required. One key per order: a retry with the same key returns the same session.
    'Idempotency-Key': \`order-\${orderId}-checkout\`,
  },
  body: JSON.stringify({
    amount_cents: 12000, // 120,00 EUR, in cents
    currency: 'EUR',
    order_reference: \`order-\${orderId}\`,
    success_url: 'https://shop.example/thanks',
    cancel_url: 'https://shop.example/cart',
  }),
});
const body = await response.json();
if (!response.ok) throw new Error(\`NaRate \${response.status} \${body.error}: \${body.message}\`);

// Send the shopper to body.url; keep body.id with your order.
console.log(body.id, body.url);`;

/** Step 3 with Node: a webhook receiver that checks the signature (webhook.mjs). */
export const NODE_WEBHOOK_RECEIVER = `// webhook.mjs: node webhook.mjs (listens on PORT, default 4242)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secret = process.env.NARATE_WEBHOOK_SECRET; // whsec_... from the merchant area

function verify(header, rawBody) {
  const parts = Object.fromEntries(
    String(header ?? '').split(',').map((part) => part.trim().split('=')),
  );
  const timestamp = Number(parts.t);
  // Refuse old events: a copied request cannot be replayed later.
  if (!parts.v1 || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}

createServer((request, response) => {
  let rawBody = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (rawBody += chunk));
  request.on('end', () => {
    // Check the raw body as it arrived, before parsing it.
    if (!verify(request.headers['narate-signature'], rawBody)) {
      response.writeHead(400).end('bad signature');
      return;
    }
    const event = JSON.parse(rawBody);
    // Events can arrive twice: remember event.id and skip one you have handled.
    console.log(event.type, event.id);
    response.writeHead(200).end('ok');
  });
}).listen(Number(process.env.PORT ?? 4242), () => console.log('listening'));`;

/**
 * Setting up the typed client: openapi-fetch with the types generated from the published
 * OpenAPI document. The example that follows it is `merchant-api-client-example.ts`, which the
 * guide shows as it is (an API test runs it against the server).
 */
export function typedClientSetup(origin: string): string {
  return `npm install openapi-fetch
npx openapi-typescript ${origin}/api/docs/json -o merchant-api.d.ts`;
}
