import type { FastifyInstance } from 'fastify';
import { runReconciliation } from '../../ledger/reconciliation';

/**
 * GET /api/admin/reconciliation: the payment provider's statement against the books, per order,
 * checked now (and kept, so the dashboard's count is the latest).
 */
export async function adminReconciliationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/reconciliation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reconcile the provider statement with the books',
        description:
          'Answers { checkedAt, discrepancies: [{ orderId, kind, books, provider }] } (cents); an empty list means the provider and the books agree.',
      },
    },
    async () => runReconciliation({ db: app.db, provider: app.paymentProvider }),
  );
}
