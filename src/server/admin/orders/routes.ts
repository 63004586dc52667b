// An order under /api/admin: the order as the merchant sees it, writing it off, and the
// instalment move its shopper made. The admin scope (admin/routes.ts) allows admins only and
// keeps every answer out of caches; the order's own rules stay in orders/. Requests and answers
// are defined in zod (http/zod-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/http/errors';
import { ErrorAnswer, registerZodSchemas } from '#server/http/zod-routes';
import { movesByOrder } from '#server/orders/instalment-move-service';
import { orderDeps } from '#server/orders/order-deps';
import { ORDER_NOT_FOUND_MESSAGE, orderIdOf } from '#server/orders/order-id';
import { loadOrderBundle } from '#server/orders/order-bundles';
import { findOrder } from '#server/orders/order-repository';
import { merchantOrderView } from '#server/orders/order-views';
import {
  InstalmentMoveViewSchema,
  MerchantOrderViewSchema,
  OrderIdParams,
} from '#server/orders/view-schemas';
import { writeOffOrder } from '#server/orders/write-off-service';

const tags = ['admin'];
const security = [{ session: [] }];

export async function adminOrderRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'An order with its plan',
        params: OrderIdParams,
        response: { 200: MerchantOrderViewSchema, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const id = orderIdOf(request.params);
      if (!(await findOrder(app.db, id, {}))) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return merchantOrderView(await loadOrderBundle(app.db, id));
    },
  );

  app.post(
    '/orders/:id/write-off',
    {
      schema: {
        tags,
        security,
        summary: 'Write off what is still owed on an order with an overdue instalment',
        params: OrderIdParams,
        response: { 200: MerchantOrderViewSchema, 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request) =>
      merchantOrderView(await writeOffOrder(orderDeps(app), orderIdOf(request.params))),
  );

  app.get(
    '/orders/:id/instalment-move',
    {
      schema: {
        tags,
        security,
        summary: 'The instalment move a shopper made on this plan (null when none)',
        params: OrderIdParams,
        response: {
          200: z.object({ move: InstalmentMoveViewSchema.nullable() }),
          404: ErrorAnswer,
        },
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params);
      if (!(await findOrder(app.db, orderId, {}))) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return { move: (await movesByOrder(app.db, [orderId])).get(orderId) ?? null };
    },
  );
}
