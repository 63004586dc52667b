import type { FastifyInstance } from 'fastify';
import type { LedgerCheckView } from '#shared/admin-api';
import { requireUser } from '#server/auth/permissions';
import { documented } from '#server/http/openapi';
import { pathId } from '#server/http/path-id';
import { runLedgerCheck } from '#server/ledger/ledger-check';
import { runReconciliation } from '#server/ledger/reconciliation';
import { orderDeps } from '#server/orders/order-deps';
import { ATTEMPT_NOT_FOUND_MESSAGE, returnUnbookedCharge } from './unbooked-charge-service';

/**
 * GET /api/admin/reconciliation: the payment provider's statement against the books, per order,
 * checked now (and kept, so the dashboard's count is the latest). GET /api/admin/ledger/check: the
 * ledger's invariants with the same reconciliation, the verdict `npm run ledger:check` gives.
 */
export async function adminReconciliationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/reconciliation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reconcile the provider statement with the books',
        description:
          'Answers { checkedAt, discrepancies: [{ orderId, kind, books, provider }] } (cents); an empty list means the provider and the books agree. A difference that comes from one payment attempt also names it: attemptId, attemptCreatedAt and canReturnCharge (true when POST /payment-attempts/{attemptId}/return-charge may give the charge back).',
      },
    },
    async () => runReconciliation({ db: app.db, provider: app.paymentProvider }),
  );

  app.get(
    '/ledger/check',
    documented({
      tags: ['admin'],
      security: [{ session: [] }],
      summary:
        'Ledger invariants and reconciliation: balanced transactions, receivables equal what is owed, the provider statement agrees with the books',
    }),
    // The admin screen reads the answer as LedgerCheckView: the type keeps the two in step.
    async (): Promise<LedgerCheckView> => runLedgerCheck(app.db, app.paymentProvider),
  );

  app.post(
    '/payment-attempts/:id/return-charge',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give back a checkout charge that was never booked',
        description:
          'For a pending checkout attempt older than the recovery window (an unbooked_charge / stuck_attempt in reconciliation): the charge is refunded in full at the provider and the attempt ends as refunded; audited. Answers { attemptId, status, amountCents }: status "refunded" (given back), "failed" (nothing had been charged) or "pending" (the provider did not answer; ask again). 409 when the attempt is already settled or still young.',
      },
    },
    async (request) => {
      const attemptId = pathId(request.params, 'uuid', ATTEMPT_NOT_FOUND_MESSAGE);
      const actor = await requireUser(request);
      return returnUnbookedCharge(orderDeps(app), actor.id, attemptId);
    },
  );
}
