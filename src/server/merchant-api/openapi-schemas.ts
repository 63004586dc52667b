// JSON Schemas of the merchant REST API's resources, for /api/docs (api-views.ts builds them).
import { INSTALMENT_STATUSES, ORDER_STATUSES } from '../../shared/order-statuses';

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
const isoTime = { type: 'string', format: 'date-time' };
const cents = { type: 'integer', description: 'Integer cents (EUR).' };

export const lineItemSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    quantity: { type: 'integer' },
    unit_amount_cents: cents,
  },
};

export const checkoutSessionSchema = {
  type: 'object',
  description:
    'A checkout session. Send the shopper to `url` (the hosted checkout). `status` is open, completed (then `order_id` is set), expired (past `expires_at`) or cancelled.',
  properties: {
    id: { type: 'string', example: 'cs_4eC39HqLyjWDarjtT1zdp7dc' },
    object: { type: 'string', enum: ['checkout.session'] },
    livemode: { type: 'boolean' },
    url: { type: 'string' },
    status: { type: 'string', enum: ['open', 'completed', 'expired', 'cancelled'] },
    amount_cents: cents,
    currency: { type: 'string', enum: ['EUR'] },
    order_reference: { type: 'string' },
    line_items: { type: 'array', items: lineItemSchema },
    success_url: { type: 'string' },
    cancel_url: { type: 'string' },
    expires_at: isoTime,
    order_id: nullable({ type: 'string' }),
    created_at: isoTime,
  },
};

export const refundSchema = {
  type: 'object',
  description:
    'A refund (or a cancellation, kind=cancellation). It first lowers what the shopper still owes, newest instalments first; the rest (`returned_to_card_cents`) goes back to the card.',
  properties: {
    id: { type: 'string', example: 're_9sK2mQ7LzP4dX1vB8nT3wY6c' },
    object: { type: 'string', enum: ['refund'] },
    order_id: { type: 'string' },
    kind: { type: 'string', enum: ['refund', 'cancellation'] },
    amount_cents: cents,
    reduced_owed_cents: cents,
    returned_to_card_cents: cents,
    reason: nullable({ type: 'string' }),
    created_at: isoTime,
  },
};

export const orderSchema = {
  type: 'object',
  description:
    'An approved purchase with its instalment plan. The payout batch of the day after the purchase pays you `total_cents` less refunds so far less `fee_cents`; a refund after that payout is owed back and netted from your next payout (`net_payout_cents` is what you keep).',
  properties: {
    id: { type: 'string', example: 'ord_7Hq2LmX9pR4tV1cN8bK3sZ6d' },
    object: { type: 'string', enum: ['order'] },
    livemode: { type: 'boolean' },
    checkout_session_id: { type: 'string' },
    order_reference: { type: 'string' },
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    version: {
      type: 'integer',
      minimum: 1,
      description:
        'Starts at 1 and grows with every change of the order. Keep the highest version you have seen and ignore any order snapshot (a webhook or a read) with a lower one.',
    },
    currency: { type: 'string', enum: ['EUR'] },
    total_cents: cents,
    refunded_cents: cents,
    outstanding_cents: cents,
    fee_basis_points: { type: 'integer', description: '300 = 3 %.' },
    fee_cents: cents,
    net_payout_cents: cents,
    instalment_count: { type: 'integer', enum: [3, 6, 12] },
    instalments: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          sequence: { type: 'integer' },
          due_date: { type: 'string', format: 'date' },
          amount_cents: cents,
          paid_cents: cents,
          owed_cents: cents,
          status: { type: 'string', enum: [...INSTALMENT_STATUSES] },
          paid_at: nullable(isoTime),
        },
      },
    },
    refunds: { type: 'array', items: refundSchema },
    status_note: {
      ...nullable({ type: 'string' }),
      description:
        'For a withdrawn or written-off order, what it means for your money, in Montenegrin (e.g. the shopper withdrew from the credit: your payout stays yours, a refund through NaRate is no longer possible). null otherwise.',
    },
    created_at: isoTime,
  },
};

export const orderListSchema = {
  type: 'object',
  properties: {
    object: { type: 'string', enum: ['list'] },
    data: { type: 'array', items: orderSchema },
    has_more: { type: 'boolean' },
    next_cursor: nullable({
      type: 'string',
      description: 'Pass as ?cursor= for the next (older) page.',
    }),
  },
};

export const refundResultSchema = {
  type: 'object',
  properties: { refund: refundSchema, order: orderSchema },
};

export const WEBHOOKS_DESCRIPTION = `Webhooks: set an endpoint in the merchant area. NaRate POSTs JSON events
\`{ id: "evt_…", object: "event", type, sequence, livemode, created_at, data: { object: <order> } }\` of types
order.approved, order.paid_in_full, order.refunded, order.cancelled and order.withdrawn (the shopper
withdrew from the credit within 14 days and paid the rest; the sale stands), and the payout events
payout.paid (the bank booked the transfer of a payout batch; \`data.object\` is the payout as
GET /api/v1/payouts answers it, with \`state\` "settled" and \`value_date\`) and payout.failed (the bank
returned the transfer, e.g. a closed account: \`state\` "returned", \`return_reason\` such as AC04; the
amount is paid again with a later payout once the account is fixed), and the dispute events
dispute.opened (a shopper reported a return or a problem; the plan's payments pause; answer in the
merchant area's "Prigovori" tab by \`respond_by\`) and dispute.resolved (\`outcome\` refunded, resumed
or withdrawn; \`data.object\` is the dispute with its \`order_id\`), with the header
\`NaRate-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with your signing secret>\`.
Verify it against the raw body and refuse timestamps older than 5 minutes. Any 2xx answer
acknowledges; otherwise NaRate retries with exponential backoff (1 min doubling, at most 6 h,
12 attempts). Events may arrive more than once and out of order: use the event id to deduplicate.
\`sequence\` is an integer that grows with every event of your merchant account, in the order
the changes happened (events written together get consecutive numbers); \`data.object.version\`
grows with every change of that order. Apply an order snapshot only when its \`version\` is higher
than the one you stored (GET /api/v1/orders/{id} gives the current one), and use \`sequence\` to
put events in order or to notice that one has not arrived yet.`;

export const payoutLineSchema = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      enum: ['order', 'recovery'],
      description:
        'order: an order this payout pays; recovery: what you owed for a refund after an earlier payout, netted here.',
    },
    order_id: { type: 'string' },
    order_reference: { type: 'string' },
    gross_cents: cents,
    fee_cents: cents,
    amount_cents: cents,
  },
};

export const payoutSchema = {
  type: 'object',
  description:
    'One payout batch: your orders of one business day (Europe/Podgorica), their fees and the receivables netted. `net_cents = gross_cents − fees_cents − recovered_cents` is never negative; what the sales cannot cover stays owed (`carried_over_cents`) and is netted from the next payout.',
  properties: {
    object: { type: 'string', enum: ['payout'] },
    id: { type: 'string', format: 'uuid' },
    business_day: { type: 'string', format: 'date' },
    currency: { type: 'string', enum: ['EUR'] },
    orders_count: { type: 'integer' },
    gross_cents: cents,
    fees_cents: cents,
    recovered_cents: cents,
    net_cents: cents,
    carried_over_cents: cents,
    created_at: isoTime,
    state: {
      type: 'string',
      enum: ['waiting', 'in_file', 'settled', 'returned'],
      description:
        'waiting: not yet sent to the bank (no payout account yet, or a payout hold after an account change); in_file: in a credit-transfer file sent to the bank; settled: the bank booked it (payout.paid); returned: the bank gave it back (payout.failed), and a later payout pays it again.',
    },
    value_date: {
      ...nullable({ type: 'string', format: 'date' }),
      description: 'The day the bank booked the transfer.',
    },
    iban: {
      ...nullable({ type: 'string' }),
      description: 'The account paid, masked: first 4 and last 2 characters shown.',
    },
    return_reason: {
      ...nullable({ type: 'string' }),
      description:
        "The bank's ISO 20022 return reason of a returned payout (e.g. AC04, closed account).",
    },
    lines: { type: 'array', items: payoutLineSchema },
  },
};

export const payoutListSchema = {
  type: 'object',
  properties: {
    object: { type: 'string', enum: ['list'] },
    data: { type: 'array', items: payoutSchema },
    has_more: { type: 'boolean' },
    next_cursor: nullable({
      type: 'string',
      description: 'Pass as ?cursor= for the next (older) page.',
    }),
  },
};
