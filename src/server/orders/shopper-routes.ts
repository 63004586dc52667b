// The shopper's plans on the dashboard (/api/me, cookie session): every order with
// its schedule, paying the next instalment or the whole rest, the score history and the limit.
// A shopper only ever reads their own orders: another's answers 404.
import type { FastifyInstance } from 'fastify';
import type { CursorPage, ShopperOrderView } from '#shared/purchase-api';
import {
  OrderListQuerySchema,
  PayInstalmentsWithPaymentSchema,
} from '#shared/validation/purchase-schemas';
import { requireUser } from '../auth/permissions';
import { scoreHistory, spendingStanding } from '../credit/standing';
import { notFound } from '../http/errors';
import { idempotent } from '../http/idempotency';
import {
  documented,
  errorSchema,
  idParam,
  idempotencyKeyHeader,
  jsonSchemaOf,
} from '../http/openapi';
import { parseWith } from '../http/validate';
import { withoutCardNumber } from '../payments/card-fingerprint';
import { serviceDeps } from '../service-deps';
import { cardFieldsPayment } from './card-fields-payment';
import { orderDeps } from './order-deps';
import { loadOrderBundle } from './order-bundles';
import { listOrderBundles } from './order-list';
import { findOrder } from './order-repository';
import { shopperOrderView } from './order-views';
import { ORDER_NOT_FOUND_MESSAGE, orderIdOf } from './order-id';
import { payOrderInstalments } from './payment-service';
import { recoverAttempt } from './recovery';
import { noStore } from '../http/no-store';
import { saveCardAfterPayment } from '../saved-cards/service';

const tags = ['shopper plans'];
const security = [{ session: [] }];
const params = idParam('id', '^ord_[0-9A-Za-z]{24}$');
export const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export async function shopperOrderRoutes(app: FastifyInstance): Promise<void> {
  const deps = orderDeps(app);
  const services = serviceDeps(app);
  app.addHook('onSend', noStore);

  app.get(
    '/me/orders',
    documented({
      tags,
      security,
      summary: 'My plans, newest first',
      querystring: jsonSchemaOf(OrderListQuerySchema),
    }),
    async (request): Promise<CursorPage<ShopperOrderView>> => {
      const user = await requireUser(request);
      const query = parseWith(OrderListQuerySchema, request.query);
      const page = await listOrderBundles(app.db, { userId: user.id }, query);
      return { items: page.bundles.map(shopperOrderView), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/me/orders/:id',
    documented({
      tags,
      security,
      summary: 'One of my plans',
      params,
      response: { 404: errorSchema },
    }),
    async (request) => {
      const user = await requireUser(request);
      const id = orderIdOf(request.params);
      if (!(await findOrder(app.db, id, { userId: user.id })))
        throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return shopperOrderView(await loadOrderBundle(app.db, id));
    },
  );

  app.post(
    '/me/orders/:id/payments',
    {
      ...documented({
        tags,
        security,
        summary: 'Pay the next instalment or the whole rest (no fee)',
        description:
          'scope "next" pays the earliest unpaid instalment (send its sequence to guard against a stale page: 409 not_next_instalment); "rest" pays everything still owed. 402 when the card is declined; 409 order_closed / nothing_to_pay. With paymentId (a payment completed in the card fields of the acquirer, opened by POST /payments/card-payments) no card is sent; a payment used once answers 409 card_payment_used.',
        params,
        headers: idempotencyKeyHeader,
        body: jsonSchemaOf(PayInstalmentsWithPaymentSchema),
        response: { 400: errorSchema, 402: errorSchema, 404: errorSchema, 409: errorSchema },
      }),
      config: { rateLimit: PAYMENT_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return idempotent(
        app.db,
        request,
        reply,
        `user:${user.id}`,
        async (claim) => {
          const orderId = orderIdOf(request.params);
          // The card was typed into the acquirer's card fields: only the payment's id comes.
          const input = parseWith(PayInstalmentsWithPaymentSchema, request.body);
          const paid = await cardFieldsPayment(deps.provider, input.paymentId);
          const answer = await payOrderInstalments(
            deps,
            { userId: user.id, orderId, scope: input.scope, sequence: input.sequence, ...paid },
            claim,
          );
          if (input.saveCard && answer.statusCode === 201) {
            await saveCardAfterPayment(deps, user.id, paid.card);
          }
          return answer;
        },
        {
          fingerprintBody: withoutCardNumber(request.body),
          resume: (attemptId) => recoverAttempt(deps, attemptId),
        },
      );
    },
  );

  app.get(
    '/me/score-history',
    documented({ tags, security, summary: 'Why my score changed: the last 100 changes' }),
    async (request) => scoreHistory(services, (await requireUser(request)).id),
  );

  app.get(
    '/me/spending',
    documented({ tags, security, summary: 'My limit, what I still owe and what is available' }),
    async (request) => spendingStanding(services, (await requireUser(request)).id),
  );
}
