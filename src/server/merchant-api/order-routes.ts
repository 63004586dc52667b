import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../http/errors';
import { orderDeps } from '../orders/order-deps';
import { loadOrderBundle } from '../orders/order-bundles';
import { listOrderBundles } from '../orders/order-list';
import { findOrder } from '../orders/order-repository';
import { ORDER_NOT_FOUND_MESSAGE, orderIdOf } from '../orders/order-id';
import { refundIdempotently } from '../orders/refund-request';
import { toApiOrder } from './api-views';
import { apiMerchant } from './auth';
import {
  CARD_NETWORK_FAILED,
  CONFLICT,
  IdempotencyKeyHeaders,
  NOT_FOUND,
  Order,
  OrderList,
  OrderListQuery,
  OrderParams,
  RefundBody,
  RefundResult,
} from './contract';
import { apiRoute } from './route-options';

export async function orderRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);

  app.get(
    '/orders',
    apiRoute({
      summary: 'List orders, newest first',
      querystring: OrderListQuery,
      response: { 200: OrderList },
    }),
    async (request) => {
      const merchant = apiMerchant(request);
      const page = await listOrderBundles(
        app.db,
        { merchantId: merchant.merchantId },
        request.query,
      );
      return {
        object: 'list' as const,
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
      params: OrderParams,
      response: { 200: Order, 404: NOT_FOUND },
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
      params: OrderParams,
      headers: IdempotencyKeyHeaders,
      response: { 200: Order, 404: NOT_FOUND, 409: CONFLICT, 502: CARD_NETWORK_FAILED },
    }),
    async (request, reply) => {
      const merchant = apiMerchant(request);
      await refundIdempotently(deps, request, reply, merchant.merchantId, () => ({
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
      params: OrderParams,
      headers: IdempotencyKeyHeaders,
      body: RefundBody,
      response: { 201: RefundResult, 404: NOT_FOUND, 409: CONFLICT, 502: CARD_NETWORK_FAILED },
    }),
    async (request, reply) => {
      const merchant = apiMerchant(request);
      await refundIdempotently(deps, request, reply, merchant.merchantId, () => {
        const input = request.body;
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
