// The shopper's credit rights on the dashboard (/api/me, cookie session): withdrawing from a
// credit within 14 days (a card payment of the remaining principal, with the client's
// Idempotency-Key as for every payment), moving one instalment once per plan, and what each plan
// still allows. Another shopper's plan answers 404. Requests and answers are defined in zod
// (http/zod-routes.ts), held to the views the dashboard reads.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlanRightsView } from '#shared/consumer-rights';
import { MoveInstalmentSchema, WithdrawSchema } from '#shared/validation/consumer-rights-schemas';
import { requireUser, signedInFirst } from '../auth/permissions';
import { idempotent, type IdempotencyClaim } from '../http/idempotency';
import { idempotencyKeyHeader } from '../http/idempotency-key-header';
import { parseWith } from '../http/validate';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { requestLocale } from '../http/request-locale';
import { findSavedCard } from '../saved-cards/repository';
import { noSavedCard } from '../saved-cards/service';
import { cardFieldsPayment } from './card-fields-payment';
import { orderDeps } from './order-deps';
import { moveInstalment } from './instalment-move-service';
import { orderIdOf } from './order-id';
import { OrderIdPathParams } from './order-id-params';
import { planRights } from './plan-rights';
import { recoverAttempt } from './recovery';
import { PAYMENT_RATE_LIMIT } from './shopper-routes';
import { InstalmentMoveViewSchema, OrderIdParams } from './view-schemas';
import { withdrawFromCredit, type WithdrawCommand } from './withdrawal-service';

const tags = ['shopper plans'];
const security = [{ session: [] }];

export const PlanRightsAnswer = z.array(
  z.object({
    orderId: z.string(),
    withdrawalLastDay: z.string(),
    canWithdraw: z.boolean(),
    withdrawalCents: z.int(),
    move: InstalmentMoveViewSchema.nullable(),
    movableSequences: z.array(z.int()),
  }) satisfies z.ZodType<PlanRightsView>,
);

/** The key a withdrawal requires; refused with 400 idempotency_key_required/_invalid. */
const WithdrawalKeyHeader = idempotencyKeyHeader(
  'A unique key per withdrawal, e.g. a UUID: a retry with the same key is carried out once and answered with the first answer.',
);

export async function consumerRightsRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/me/plan-rights',
    {
      schema: {
        tags,
        security,
        summary: 'Per plan: whether it can still be withdrawn from, and its one instalment move',
        response: { 200: PlanRightsAnswer, 401: ErrorAnswer },
      },
    },
    async (request) => planRights(app.db, (await requireUser(request)).id),
  );

  app.post(
    '/me/orders/:id/withdrawal',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw from the credit within 14 days: pay the remaining principal by card',
        description:
          'Paid with a card-fields payment opened with purpose withdrawal (paymentId) or with the saved card (useSavedCard: true). No fee and no interest; the plan ends as withdrawn and the merchant gets order.withdrawn. 409 withdrawal_period_over after the 14th day (Podgorica dates), 409 withdrawal_not_possible for a finished, refunded, cancelled or withdrawn plan; 402 when the card is declined.',
        // Answered with the Idempotency-Key's first answer, stored with the key: the body and
        // the order id are read only once the key is claimed, so their refusals are kept with
        // the key as well (checked in the handler, not by a schema).
        params: OrderIdParams,
        headers: WithdrawalKeyHeader,
        response: {
          400: ErrorAnswer,
          401: ErrorAnswer,
          402: ErrorAnswer,
          404: ErrorAnswer,
          409: ErrorAnswer,
        },
      },
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const command = async (): Promise<WithdrawCommand> => {
        const input = parseWith(WithdrawSchema, request.body);
        const base = { userId: user.id, orderId: orderIdOf(request.params) };
        const locale = requestLocale(request);
        if (input.paymentId) {
          // The card was typed into the acquirer's card fields: only the payment's id came.
          return { ...base, locale, ...(await cardFieldsPayment(deps.provider, input.paymentId)) };
        }
        // One tap: the saved card's token, a merchant-initiated charge at the acquirer.
        const saved = await findSavedCard(app.db, user.id);
        if (!saved) throw noSavedCard();
        return { ...base, locale, card: { token: saved.token } };
      };
      // The body carries no card, only a payment's id or the saved card's choice; a retry
      // resumes the same attempt.
      const options = { resume: (attemptId: string) => recoverAttempt(deps, attemptId) };
      const run = async (claim: IdempotencyClaim) =>
        withdrawFromCredit(deps, await command(), claim);
      await idempotent(app.db, request, reply, `user:${user.id}`, run, options);
    },
  );

  app.post(
    '/me/orders/:id/instalment-move',
    {
      schema: {
        tags,
        security,
        summary: 'Move one unpaid instalment by 1 to 30 days, once per plan, free',
        description:
          '400 move_too_long (or a field message) beyond 30 days; 409 move_already_used for a second move on the plan, instalment_not_payable for a paid instalment, instalment_overdue, move_not_possible on a closed plan.',
        params: OrderIdPathParams,
        body: MoveInstalmentSchema,
        response: {
          201: z.object({ move: InstalmentMoveViewSchema }),
          400: ErrorAnswer,
          401: ErrorAnswer,
          404: ErrorAnswer,
          409: ErrorAnswer,
        },
      },
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const move = await moveInstalment(orderDeps(app), {
        userId: user.id,
        orderId: request.params.id,
        ...request.body,
        locale: requestLocale(request),
      });
      return reply.code(201).send({ move });
    },
  );
}
