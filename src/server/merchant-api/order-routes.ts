import type { FastifyInstance } from 'fastify';
import { ApiRefundSchema, OrderListQuerySchema } from '../../shared/validation/engine-schemas';
import { notFound } from '../http/errors';
import { idParam, idempotencyKeyHeader, jsonSchemaOf } from '../http/openapi';
import { parseWith } from '../http/validate';
import { engineDeps } from '../orders/engine-deps';
import { loadOrderBundle } from '../orders/order-bundles';
import { listOrderBundles } from '../orders/order-list';
import { findOrder } from '../orders/order-repository';
import { ORDER_NOT_FOUND_MESSAGE, orderIdOf } from '../orders/order-id';
import { refundIdempotently } from '../orders/refund-request';
import { toApiOrder } from './api-views';
import { apiMerchant } from './auth';
import { orderListSchema, orderSchema, refundResultSchema } from './openapi-schemas';
import { apiRoute } from './route-options';

const orderParams = idParam('id', '^ord_[0-9A-Za-z]{24}$');

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const deps = engineDeps(app);

  app.get(
    '/orders',
    apiRoute({
      summary: 'List orders, newest first',
      querystring: jsonSchemaOf(OrderListQuerySchema),
      response: { 200: orderListSchema },
    }),
    async (request) => {
      const merchant = apiMerchant(request);
      const query = parseWith(OrderListQuerySchema, request.query);
      const page = await listOrderBundles(app.db, { merchantId: merchant.merchantId }, query);
      return {
        object: 'list',
        data: page.bundles.map(toApiOrder),
        has_more: page.nextCursor !== null,
        next_cursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/orders/:id',
    apiRoute({
      summary: 'Read an order with its plan and refunds',
      params: orderParams,
      response: { 200: orderSchema },
    }),
    async (request) => {
      const merchant = apiMerchant(request);
      const id = orderIdOf(request.params);
      const found = await findOrder(app.db, id, { merchantId: merchant.merchantId });
      if (!found) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return toApiOrder(await loadOrderBundle(app.db, id));
    },
  );

  app.post(
    '/orders/:id/cancel',
    apiRoute({
      summary: 'Cancel an order',
      description:
        'Allowed until an instalment beyond the first is paid (then refund instead: 409 cancel_too_late). The shopper owes nothing more and gets the first instalment back; your payout is taken back and no fee is charged.',
      params: orderParams,
      headers: idempotencyKeyHeader,
      response: { 200: orderSchema },
    }),
    async (request, reply) => {
      const merchant = apiMerchant(request);
      return refundIdempotently(deps, request, reply, merchant.merchantId, () => ({
        merchantId: merchant.merchantId,
        orderId: orderIdOf(request.params),
        kind: 'cancellation',
        answerAs: 'api',
      }));
    },
  );

  app.post(
    '/orders/:id/refunds',
    apiRoute({
      summary: 'Refund an order fully or partly',
      description:
        'Without amount_cents everything still refundable is refunded. The refund lowers what the shopper still owes, newest instalments first; anything beyond that goes back to their card. You repay the refunded amount less the fee on it. Refunds never exceed the order total (400 exceeds_refundable).',
      params: orderParams,
      headers: idempotencyKeyHeader,
      body: jsonSchemaOf(ApiRefundSchema),
      response: { 201: refundResultSchema },
    }),
    async (request, reply) => {
      const merchant = apiMerchant(request);
      return refundIdempotently(deps, request, reply, merchant.merchantId, () => {
        const input = parseWith(ApiRefundSchema, request.body);
        return {
          merchantId: merchant.merchantId,
          orderId: orderIdOf(request.params),
          kind: 'refund',
          amountCents: input.amount_cents,
          reason: input.reason,
          answerAs: 'api',
        };
      });
    },
  );
}
