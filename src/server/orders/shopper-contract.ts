// The shopper's order answers (/api/me/orders, /api/me/score-history, /api/me/spending,
// /api/payments/card-payments), defined once in zod and held to the shared types the dashboard
// and the card fields read: Fastify writes every answer through them, so an answer that does not
// fit is a logged 500 in the tests instead of a shape the page does not expect.
import { z } from 'zod';
import { INSTALMENT_OPTIONS } from '#shared/calculator';
import { INSTALMENT_STATUSES, ORDER_STATUSES } from '#shared/order-statuses';
import type {
  ConfirmCheckoutResult,
  CursorPage,
  InstalmentView,
  OpenedCardPayment,
  PayInstalmentsResult,
  RefundView,
  ScoreHistoryView,
  ShopperOrderView,
  SpendingView,
} from '#shared/purchase-api';
import { plans } from '#shared/i18n/me/plans';
import type { ScoreReasonKind } from '#shared/purchase-api';
import { idempotencyKeyHeader } from '../http/idempotency-key-header';

const cents = z.int();

const LineItem = z.object({ name: z.string(), quantity: z.number(), unitAmountCents: cents });

const Payment = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  purpose: z.enum(['first_instalment', 'instalments', 'withdrawal']),
  amountCents: cents,
  refundedCents: cents,
  cardBrand: z.string(),
  cardLast4: z.string(),
  instalmentSequences: z.array(z.int()),
  createdAt: z.string(),
});

const Instalment = z.object({
  sequence: z.int(),
  dueDate: z.string(),
  amountCents: cents,
  paidCents: cents,
  owedCents: cents,
  status: z.enum(INSTALMENT_STATUSES),
  paidAt: z.string().nullable(),
}) satisfies z.ZodType<InstalmentView>;

const Refund = z.object({
  id: z.string(),
  kind: z.enum(['refund', 'cancellation']),
  amountCents: cents,
  reducedOwedCents: cents,
  returnedToCardCents: cents,
  reason: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<RefundView>;

/** What every order view shows, the merchant's and the shopper's alike. */
export const OrderViewBase = z.object({
  id: z.string(),
  orderReference: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.literal('EUR'),
  totalCents: cents,
  refundedCents: cents,
  outstandingCents: cents,
  instalmentCount: z.union(INSTALMENT_OPTIONS.map((n) => z.literal(n))),
  instalments: z.array(Instalment),
  nextInstalment: Instalment.nullable(),
  hasOverdue: z.boolean(),
  refunds: z.array(Refund),
  createdAt: z.string(),
});

export const ShopperOrderAnswer = OrderViewBase.extend({
  merchantName: z.string(),
  lineItems: z.array(LineItem),
  payments: z.array(Payment),
}) satisfies z.ZodType<ShopperOrderView>;

export const ShopperOrderPageAnswer = z.object({
  items: z.array(ShopperOrderAnswer),
  nextCursor: z.string().nullable(),
}) satisfies z.ZodType<CursorPage<ShopperOrderView>>;

const SCORE_REASON_KINDS = Object.keys(plans.score.reasons) as [
  ScoreReasonKind,
  ...ScoreReasonKind[],
];

export const ScoreHistoryAnswer = z.object({
  score: z.int(),
  entries: z.array(
    z.object({
      id: z.string(),
      delta: z.int(),
      scoreAfter: z.int(),
      reason: z.string(),
      kind: z.enum(SCORE_REASON_KINDS).nullable(),
      orderId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<ScoreHistoryView>;

export const SpendingAnswer = z.object({
  score: z.int(),
  spendingLimitCents: cents,
  effectiveLimitCents: cents,
  outstandingCents: cents,
  availableCents: cents,
  hasOverdue: z.boolean(),
  growth: z.object({
    reason: z.enum([
      'stepped',
      'overdue',
      'at_ceiling',
      'too_soon',
      'not_enough_repaid',
      'declaration_needed',
      'income_cap',
    ]),
    earliestAt: z.string(),
    repaidSinceStepCents: cents,
    repaidNeededCents: cents,
    declared: z.boolean(),
    disposableIncomeCents: cents.nullable(),
  }),
}) satisfies z.ZodType<SpendingView>;

export const OpenedCardPaymentAnswer = z.object({
  paymentId: z.string(),
  clientSecret: z.string(),
  authenticityToken: z.string(),
  componentsUrl: z.string(),
  amountCents: cents,
}) satisfies z.ZodType<OpenedCardPayment>;

/**
 * An order's `:id`: any string reaches the handler, which answers 404 for a malformed one
 * (orderIdOf) at the point it always did, after the session and the Idempotency-Key checks.
 */
export const OrderIdParams = z.object({
  id: z.string().meta({ pattern: '^ord_[0-9A-Za-z]{24}$', description: 'The order id.' }),
});

/** The Idempotency-Key the payments and the confirmation require, checked after the session. */
export const IdempotencyKeyHeader = idempotencyKeyHeader(
  'A unique key per operation, e.g. a UUID. The same key with the same body replays the first response, also after a crash or a lost card-network answer; with another body the request is refused (409 idempotency_key_reused). Keys live 24 hours.',
);

/**
 * The 201 answers of paying an instalment and of the checkout's confirmation. They are stored
 * with the Idempotency-Key and replayed as stored, so they are not written through a schema; the
 * tests hold each fresh answer to these.
 */
export const PayInstalmentsAnswer = z.object({
  order: ShopperOrderAnswer,
  payment: Payment,
  score: z.object({ score: z.int(), delta: z.int() }),
}) satisfies z.ZodType<PayInstalmentsResult>;

export const ConfirmCheckoutAnswer = z.object({
  order: ShopperOrderAnswer,
  redirectUrl: z.string(),
}) satisfies z.ZodType<ConfirmCheckoutResult>;
