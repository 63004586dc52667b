// Reconciliation under /api/admin: the payment provider's statement against the books, the
// ledger's invariants with it, and giving back a charge that was never booked. Requests and
// answers are defined in zod (http/zod-routes.ts) and held to the shared types the admin pages
// read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  Discrepancy,
  DiscrepancyKind,
  LedgerCheckView,
  ReconciliationReport,
  ReturnedCharge,
} from '#shared/admin-api';
import { requireUser } from '#server/auth/permissions';
import { pathId } from '#server/http/path-id';
import { ErrorAnswer, refusedAs, registerZodSchemas } from '#server/http/zod-routes';
import { runLedgerCheck } from '#server/ledger/ledger-check';
import { runReconciliation } from '#server/ledger/reconciliation';
import { orderDeps } from '#server/orders/order-deps';
import { LEDGER_ACCOUNTS } from '#server/rules/ledger-postings';
import { ATTEMPT_NOT_FOUND_MESSAGE, returnUnbookedCharge } from './unbooked-charge-service';

const DISCREPANCY_KINDS = [
  'charged_mismatch',
  'refunded_mismatch',
  'unbooked_charge',
  'unbooked_refund',
  'stuck_attempt',
  'ledger_charged_mismatch',
  'ledger_refunded_mismatch',
  'payout_failed',
  'payout_returned',
  'payout_unmatched',
  'payout_clearing_mismatch',
  'payout_file_mismatch',
] as const satisfies readonly DiscrepancyKind[];

const DiscrepancyAnswer = z.object({
  orderId: z.string().nullable(),
  kind: z.enum(DISCREPANCY_KINDS),
  books: z.int(),
  provider: z.int(),
  merchantId: z.string().optional(),
  businessDay: z.string().optional(),
  attemptId: z.string().optional(),
  attemptCreatedAt: z.string().optional(),
  canReturnCharge: z.boolean().optional(),
}) satisfies z.ZodType<Discrepancy>;

const ReconciliationAnswer = z.object({
  checkedAt: z.string(),
  discrepancies: z.array(DiscrepancyAnswer),
}) satisfies z.ZodType<ReconciliationReport>;

/** The whole check `npm run ledger:check` prints; the admin screen reads part of it. */
const LedgerCheckAnswer = z.object({
  transactions: z.int(),
  postings: z.int(),
  orders: z.int(),
  balances: z.record(z.enum(LEDGER_ACCOUNTS), z.int()),
  owedCents: z.int(),
  negativeOwed: z.array(z.string()),
  violations: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('unbalanced_transaction'), index: z.int(), detail: z.string() }),
      z.object({ kind: z.literal('ledger_not_zero'), detail: z.string() }),
      z.object({
        kind: z.literal('receivable_mismatch'),
        orderId: z.string(),
        detail: z.string(),
      }),
    ]),
  ),
  discrepancies: z.array(DiscrepancyAnswer),
  ok: z.boolean(),
}) satisfies z.ZodType<LedgerCheckView>;

const ReturnedChargeAnswer = z.object({
  attemptId: z.string(),
  status: z.enum(['refunded', 'failed', 'pending', 'succeeded']),
  amountCents: z.int(),
}) satisfies z.ZodType<ReturnedCharge>;

/** An attempt's `:id` is a UUID; anything else names no attempt and answers 404, not 400. */
const AttemptParams = refusedAs(z.object({ id: z.uuid() }), (params) => {
  pathId(params, 'uuid', ATTEMPT_NOT_FOUND_MESSAGE);
  throw new Error('An attempt id the schema refused passed the server check');
});

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * GET /api/admin/reconciliation: the payment provider's statement against the books, per order,
 * checked now (and kept, so the dashboard's count is the latest). GET /api/admin/ledger/check: the
 * ledger's invariants with the same reconciliation, the verdict `npm run ledger:check` gives.
 */
export async function adminReconciliationRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/reconciliation',
    {
      schema: {
        tags,
        security,
        summary: 'Reconcile the provider statement with the books',
        description:
          'Answers { checkedAt, discrepancies: [{ orderId, kind, books, provider }] } (cents); an empty list means the provider and the books agree. A difference that comes from one payment attempt also names it: attemptId, attemptCreatedAt and canReturnCharge (true when POST /payment-attempts/{attemptId}/return-charge may give the charge back).',
        response: { 200: ReconciliationAnswer },
      },
    },
    async () => runReconciliation({ db: app.db, provider: app.paymentProvider }),
  );

  app.get(
    '/ledger/check',
    {
      schema: {
        tags,
        security,
        summary:
          'Ledger invariants and reconciliation: balanced transactions, receivables equal what is owed, the provider statement agrees with the books',
        response: { 200: LedgerCheckAnswer },
      },
    },
    async () => runLedgerCheck(app.db, app.paymentProvider),
  );

  app.post(
    '/payment-attempts/:id/return-charge',
    {
      schema: {
        tags,
        security,
        summary: 'Give back a checkout charge that was never booked',
        description:
          'For a pending checkout attempt older than the recovery window (an unbooked_charge / stuck_attempt in reconciliation): the charge is refunded in full at the provider and the attempt ends as refunded; audited. Answers { attemptId, status, amountCents }: status "refunded" (given back), "failed" (nothing had been charged) or "pending" (the provider did not answer; ask again). 409 when the attempt is already settled or still young.',
        params: AttemptParams,
        response: { 200: ReturnedChargeAnswer, 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      return returnUnbookedCharge(orderDeps(app), actor.id, request.params.id);
    },
  );
}
