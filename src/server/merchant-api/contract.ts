// The merchant REST API's contract (/api/v1), defined once in zod: each route's request parts and
// every answer by status. Fastify validates requests and writes answers through these schemas, and
// the OpenAPI document at /api/docs (and docs/api/merchant-api.json) is generated from them, so the
// document cannot promise what the code does not answer.
import { z } from 'zod';
import {
  ApiRefundSchema,
  CreateCheckoutSessionSchema,
  CursorQuerySchema,
  OrderListQuerySchema,
} from '#shared/validation/purchase-schemas';
import { INSTALMENT_STATUSES, ORDER_STATUSES } from '#shared/order-statuses';
import { idempotencyKeyHeader } from '../http/idempotency-key-header';
import { ErrorAnswer } from '../http/zod-routes';

const isoTime = z.iso.datetime();
const isoDay = z.iso.date();
const cents = z.int().meta({ description: 'Integer cents (EUR).' });
const listCursor = z
  .string()
  .nullable()
  .meta({ description: 'Pass as ?cursor= for the next (older) page.' });

export const LineItem = z.strictObject({
  name: z.string(),
  quantity: z.int(),
  unit_amount_cents: cents,
});

export const CheckoutSession = z
  .strictObject({
    id: z.string().meta({ example: 'cs_4eC39HqLyjWDarjtT1zdp7dc' }),
    object: z.literal('checkout.session'),
    livemode: z.boolean(),
    url: z.string(),
    status: z.enum(['open', 'completed', 'expired', 'cancelled']),
    amount_cents: cents,
    currency: z.literal('EUR'),
    order_reference: z.string(),
    line_items: z.array(LineItem),
    success_url: z.string(),
    cancel_url: z.string(),
    expires_at: isoTime,
    order_id: z.string().nullable(),
    created_at: isoTime,
  })
  .meta({
    description:
      'A checkout session. Send the shopper to `url` (the hosted checkout). `status` is open, completed (then `order_id` is set), expired (past `expires_at`) or cancelled.',
  });

export const Refund = z
  .strictObject({
    id: z.string().meta({ example: 're_9sK2mQ7LzP4dX1vB8nT3wY6c' }),
    object: z.literal('refund'),
    order_id: z.string(),
    kind: z.enum(['refund', 'cancellation']),
    amount_cents: cents,
    reduced_owed_cents: cents,
    returned_to_card_cents: cents,
    reason: z.string().nullable(),
    created_at: isoTime,
  })
  .meta({
    description:
      'A refund (or a cancellation, kind=cancellation). It first lowers what the shopper still owes, newest instalments first; the rest (`returned_to_card_cents`) goes back to the card.',
  });

export const Instalment = z.strictObject({
  sequence: z.int(),
  due_date: isoDay,
  amount_cents: cents,
  paid_cents: cents,
  owed_cents: cents,
  status: z.enum(INSTALMENT_STATUSES),
  paid_at: isoTime.nullable(),
});

export const Order = z
  .strictObject({
    id: z.string().meta({ example: 'ord_7Hq2LmX9pR4tV1cN8bK3sZ6d' }),
    object: z.literal('order'),
    livemode: z.boolean(),
    checkout_session_id: z.string(),
    order_reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    version: z.int().min(1).meta({
      description:
        'Starts at 1 and grows with every change of the order. Keep the highest version you have seen and ignore any order snapshot (a webhook or a read) with a lower one.',
    }),
    currency: z.literal('EUR'),
    total_cents: cents,
    refunded_cents: cents,
    outstanding_cents: cents,
    fee_basis_points: z.int().meta({ description: '300 = 3 %.' }),
    fee_cents: cents,
    net_payout_cents: cents,
    instalment_count: z.int().meta({ enum: [3, 6, 12] }),
    instalments: z.array(Instalment),
    refunds: z.array(Refund),
    status_note: z.string().nullable().meta({
      description:
        'For a withdrawn or written-off order, what it means for your money, in Montenegrin (e.g. the shopper withdrew from the credit: your payout stays yours, a refund through NaRate is no longer possible). null otherwise.',
    }),
    created_at: isoTime,
  })
  .meta({
    description:
      'An approved purchase with its instalment plan. The payout batch of the day after the purchase pays you `total_cents` less refunds so far less `fee_cents`; a refund after that payout is owed back and netted from your next payout (`net_payout_cents` is what you keep).',
  });

export const OrderList = z.strictObject({
  object: z.literal('list'),
  data: z.array(Order),
  has_more: z.boolean(),
  next_cursor: listCursor,
});

export const RefundResult = z.strictObject({ refund: Refund, order: Order });

export const PayoutLine = z.strictObject({
  kind: z.enum(['order', 'recovery']).meta({
    description:
      'order: an order this payout pays; recovery: what you owed for a refund after an earlier payout, netted here.',
  }),
  order_id: z.string(),
  order_reference: z.string(),
  gross_cents: cents,
  fee_cents: cents,
  amount_cents: cents,
});

export const Payout = z
  .strictObject({
    object: z.literal('payout'),
    id: z.uuid(),
    business_day: isoDay,
    currency: z.literal('EUR'),
    orders_count: z.int(),
    gross_cents: cents,
    fees_cents: cents,
    recovered_cents: cents,
    net_cents: cents,
    carried_over_cents: cents,
    created_at: isoTime,
    state: z.enum(['waiting', 'in_file', 'settled', 'returned']).meta({
      description:
        'waiting: not yet sent to the bank (no payout account yet, or a payout hold after an account change); in_file: in a credit-transfer file sent to the bank; settled: the bank booked it (payout.paid); returned: the bank gave it back (payout.failed), and a later payout pays it again.',
    }),
    value_date: isoDay.nullable().meta({ description: 'The day the bank booked the transfer.' }),
    iban: z
      .string()
      .nullable()
      .meta({ description: 'The account paid, masked: first 4 and last 2 characters shown.' }),
    return_reason: z.string().nullable().meta({
      description:
        "The bank's ISO 20022 return reason of a returned payout (e.g. AC04, closed account).",
    }),
    lines: z.array(PayoutLine),
  })
  .meta({
    description:
      'One payout batch: your orders of one business day (Europe/Podgorica), their fees and the receivables netted. `net_cents = gross_cents − fees_cents − recovered_cents` is never negative; what the sales cannot cover stays owed (`carried_over_cents`) and is netted from the next payout.',
  });

export const PayoutList = z.strictObject({
  object: z.literal('list'),
  data: z.array(Payout),
  has_more: z.boolean(),
  next_cursor: listCursor,
});

/** The Idempotency-Key header every POST requires. */
export const IdempotencyKeyHeaders = idempotencyKeyHeader(
  'A unique key per operation, e.g. a UUID. The same key with the same body replays the first response, also after a crash or a lost card-network answer; with another body the request is refused (409 idempotency_key_reused). Keys live 24 hours.',
);

const pathId = (prefix: string, description: string) =>
  z.strictObject({
    id: z.string().meta({
      pattern: `^${prefix}_[0-9A-Za-z]{24}$`,
      description: `${description} Anything else answers 404.`,
    }),
  });

export const SessionParams = pathId('cs', 'The checkout session id.');
export const OrderParams = pathId('ord', 'The order id.');

export {
  ApiRefundSchema as RefundBody,
  CreateCheckoutSessionSchema as CheckoutSessionBody,
  CursorQuerySchema as PayoutListQuery,
  OrderListQuerySchema as OrderListQuery,
};

/** Error answers documented on every route: the stable codes each status carries. */
const error = (description: string) => ErrorAnswer.meta({ description });

export const COMMON_ERRORS = {
  400: error('The request is invalid (bad_request, with `fields`; idempotency_key_required).'),
  401: error(
    'No valid secret key (missing_api_key, invalid_api_key, publishable_key_not_allowed).',
  ),
  403: error('The merchant account is suspended (merchant_suspended).'),
  429: error('Too many requests for this key, or too many wrong keys from this address.'),
  500: error('A server error (internal_error).'),
  503: error('The database or a provider is briefly unavailable (service_unavailable): retry.'),
} as const;

export const NOT_FOUND = error('No such resource of yours (not_found).');
export const CONFLICT = error(
  'The resource is in a state that refuses this, or the Idempotency-Key was used with another body or is still running (idempotency_key_reused, idempotency_in_progress).',
);
export const CARD_NETWORK_FAILED = error(
  'The card network refused the money going back to the card (card_refund_failed): retry with the same Idempotency-Key.',
);

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
or withdrawn; \`data.object\` is the dispute with its \`order_id\`), and test.ping (sent only when you press
"Send test event" in the merchant area; \`data.object\` is \`{ object: "test" }\`), with the header
\`NaRate-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with your signing secret>\`.
Verify it against the raw body and refuse timestamps older than 5 minutes. Any 2xx answer
acknowledges; otherwise NaRate retries with exponential backoff (1 min doubling, at most 6 h,
12 attempts). Events may arrive more than once and out of order: use the event id to deduplicate.
\`sequence\` is an integer that grows with every event of your merchant account, in the order
the changes happened (events written together get consecutive numbers); \`data.object.version\`
grows with every change of that order. Apply an order snapshot only when its \`version\` is higher
than the one you stored (GET /api/v1/orders/{id} gives the current one), and use \`sequence\` to
put events in order or to notice that one has not arrived yet.`;
