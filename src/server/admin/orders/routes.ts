// An order under /api/admin: the order as the merchant sees it, writing it off, and the
// instalment move its shopper made. The admin scope (admin/routes.ts) allows admins only and
// keeps every answer out of caches; the order's own rules stay in orders/.
import type { FastifyInstance } from 'fastify';
import { notFound } from '#server/http/errors';
import { documented, errorSchema, idParam } from '#server/http/openapi';
import { movesByOrder } from '#server/orders/instalment-move-service';
import { orderDeps } from '#server/orders/order-deps';
import { ORDER_NOT_FOUND_MESSAGE, orderIdOf } from '#server/orders/order-id';
import { loadOrderBundle } from '#server/orders/order-bundles';
import { findOrder } from '#server/orders/order-repository';
import { merchantOrderView } from '#server/orders/order-views';
import { writeOffOrder } from '#server/orders/write-off-service';

const tags = ['admin'];
const security = [{ session: [] }];

export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
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
    '/orders/:id/instalment-move',
    documented({
      tags,
      security,
      summary: 'The instalment move a shopper made on this plan (null when none)',
      params: idParam('id', '^ord_[0-9A-Za-z]{24}$'),
      response: { 404: errorSchema },
    }),
    async (request) => {
      const orderId = orderIdOf(request.params);
      if (!(await findOrder(app.db, orderId, {}))) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return { move: (await movesByOrder(app.db, [orderId])).get(orderId) ?? null };
    },
  );
}
