// The shopper's plans on the dashboard (/api/me, cookie session): every order with
// its schedule, paying the next instalment or the whole rest, the score history and the limit.
// A shopper only ever reads their own orders: another's answers 404. The requests and answers
// are defined in zod (http/zod-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CursorPage, ShopperOrderView } from '#shared/purchase-api';
import {
  OrderListQuerySchema,
  PayInstalmentsWithPaymentSchema,
} from '#shared/validation/purchase-schemas';
import { requireUser, signedInFirst } from '../auth/permissions';
import { scoreHistory, spendingStanding } from '../credit/standing';
import { notFound } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { parseWith } from '../http/validate';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
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
import {
  IdempotencyKeyHeader,
  OrderIdParams,
  ScoreHistoryAnswer,
  ShopperOrderAnswer,
  ShopperOrderPageAnswer,
  SpendingAnswer,
} from './shopper-contract';

const tags = ['shopper plans'];
const security = [{ session: [] }];
export const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** A payment's refusals; a declined card (402) is stored with the key and replayed. */
const paymentErrors = {
  400: ErrorAnswer,
  401: ErrorAnswer,
  402: ErrorAnswer,
  404: ErrorAnswer,
  409: ErrorAnswer,
};

export async function shopperOrderRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);
  const services = serviceDeps(app);
  app.addHook('onSend', noStore);

  app.get(
    '/me/orders',
    {
      schema: {
        tags,
        security,
        summary: 'My plans, newest first',
        querystring: OrderListQuerySchema,
        response: { 200: ShopperOrderPageAnswer, 400: ErrorAnswer, 401: ErrorAnswer },
      },
      // The session first: a request without one learns 401 before anything about its query.
      preValidation: signedInFirst,
    },
    async (request): Promise<CursorPage<ShopperOrderView>> => {
      const user = await requireUser(request);
      const page = await listOrderBundles(app.db, { userId: user.id }, request.query);
      return { items: page.bundles.map(shopperOrderView), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/me/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of my plans',
        params: OrderIdParams,
        response: { 200: ShopperOrderAnswer, 401: ErrorAnswer, 404: ErrorAnswer },
      },
    },
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
      schema: {
        tags,
        security,
        summary: 'Pay the next instalment or the whole rest (no fee)',
        description:
          'scope "next" pays the earliest unpaid instalment (send its sequence to guard against a stale page: 409 not_next_instalment); "rest" pays everything still owed. 402 when the card is declined; 409 order_closed / nothing_to_pay. With paymentId (a payment completed in the card fields of the acquirer, opened by POST /payments/card-payments) no card is sent; a payment used once answers 409 card_payment_used.',
        params: OrderIdParams,
        headers: IdempotencyKeyHeader,
        // The body (PayInstalmentsWithPaymentSchema) is read once the key is claimed, and the
        // 201 answer is the key's stored first answer, replayed as it was stored.
        response: paymentErrors,
      },
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      // The session before the Idempotency-Key: 401 comes first, as it always did.
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await idempotent(
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
    {
      schema: {
        tags,
        security,
        summary: 'Why my score changed: the last 100 changes',
        response: { 200: ScoreHistoryAnswer, 401: ErrorAnswer },
      },
    },
    async (request) => scoreHistory(services, (await requireUser(request)).id),
  );

  app.get(
    '/me/spending',
    {
      schema: {
        tags,
        security,
        summary: 'My limit, what I still owe and what is available',
        response: { 200: SpendingAnswer, 401: ErrorAnswer },
      },
    },
    async (request) => spendingStanding(services, (await requireUser(request)).id),
  );
}
