// The engine's admin endpoints (under /api/admin, admins only): an order as the merchant sees it,
// writing an order off, and the ledger invariant check.
import type { FastifyInstance } from 'fastify';
import type { LedgerCheckView } from '#shared/admin-api';
import { adminOnly } from '../auth/permissions';
import { notFound } from '../http/errors';
import { documented, errorSchema } from '../http/openapi';
import { runLedgerCheck } from '../ledger/ledger-check';
import { orderDeps } from './order-deps';
import { orderIdOf } from './order-id';
import { loadOrderBundle } from './order-bundles';
import { findOrder } from './order-repository';
import { merchantOrderView } from './order-views';
import { ORDER_NOT_FOUND_MESSAGE } from './payment-service';
import { writeOffOrder } from './write-off-service';
import { noStore } from '../http/no-store';

const tags = ['admin'];
const security = [{ session: [] }];

export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', adminOnly);
  app.addHook('onSend', noStore);

  app.get(
    '/orders/:id',
    documented({
      tags,
      security,
      summary: 'An order with its plan',
      response: { 404: errorSchema },
    }),
    async (request) => {
      const id = orderIdOf(request.params);
      if (!(await findOrder(app.db, id, {}))) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return merchantOrderView(await loadOrderBundle(app.db, id));
    },
  );

  app.post(
    '/orders/:id/write-off',
    documented({
      tags,
      security,
      summary: 'Write off what is still owed on an order with an overdue instalment',
      response: { 404: errorSchema, 409: errorSchema },
    }),
    async (request) =>
      merchantOrderView(await writeOffOrder(orderDeps(app), orderIdOf(request.params))),
  );

  app.get(
    '/ledger/check',
    documented({
      tags,
      security,
      summary:
        'Ledger invariants and reconciliation: balanced transactions, receivables equal what is owed, the provider statement agrees with the books',
    }),
    // The admin screen reads the answer as LedgerCheckView: the type keeps the two in step.
    async (): Promise<LedgerCheckView> => runLedgerCheck(app.db, app.paymentProvider),
  );
}
