// The shopper's credit rights on the dashboard (/api/me, cookie session): withdrawing from a
// credit within 14 days (a card payment of the remaining principal, with the client's
// Idempotency-Key as for every payment), moving one instalment once per plan, and what each plan
// still allows. Another shopper's plan answers 404.
import type { FastifyInstance } from 'fastify';
import { MoveInstalmentSchema, WithdrawSchema } from '#shared/validation/consumer-rights-schemas';
import { requireUser } from '../auth/permissions';
import { idempotent, type IdempotencyClaim } from '../http/idempotency';
import { documented, errorSchema, idParam, jsonSchemaOf } from '../http/openapi';
import { idempotencyKeyHeader } from '../http/openapi';
import { parseWith } from '../http/validate';
import { requestLocale } from '../http/request-locale';
import { findSavedCard } from '../saved-cards/repository';
import { noSavedCard } from '../saved-cards/service';
import { cardFieldsPayment } from './card-fields-payment';
import { orderDeps } from './order-deps';
import { moveInstalment } from './instalment-move-service';
import { orderIdOf } from './order-id';
import { planRights } from './plan-rights';
import { recoverAttempt } from './recovery';
import { PAYMENT_RATE_LIMIT } from './shopper-routes';
import { withdrawFromCredit, type WithdrawCommand } from './withdrawal-service';

const tags = ['shopper plans'];
const security = [{ session: [] }];
const params = idParam('id', '^ord_[0-9A-Za-z]{24}$');

export async function consumerRightsRoutes(app: FastifyInstance): Promise<void> {
  const deps = orderDeps(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/me/plan-rights',
    documented({
      tags,
      security,
      summary: 'Per plan: whether it can still be withdrawn from, and its one instalment move',
    }),
    async (request) => planRights(app.db, (await requireUser(request)).id),
  );

  app.post(
    '/me/orders/:id/withdrawal',
    {
      ...documented({
        tags,
        security,
        summary: 'Withdraw from the credit within 14 days: pay the remaining principal by card',
        description:
          'Paid with a card-fields payment opened with purpose withdrawal (paymentId) or with the saved card (useSavedCard: true). No fee and no interest; the plan ends as withdrawn and the merchant gets order.withdrawn. 409 withdrawal_period_over after the 14th day (Podgorica dates), 409 withdrawal_not_possible for a finished, refunded, cancelled or withdrawn plan; 402 when the card is declined.',
        params,
        headers: idempotencyKeyHeader,
        body: jsonSchemaOf(WithdrawSchema),
        response: { 400: errorSchema, 402: errorSchema, 404: errorSchema, 409: errorSchema },
      }),
      config: { rateLimit: PAYMENT_RATE_LIMIT },
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
      return idempotent(app.db, request, reply, `user:${user.id}`, run, options);
    },
  );

  app.post(
    '/me/orders/:id/instalment-move',
    documented({
      tags,
      security,
      summary: 'Move one unpaid instalment by 1 to 30 days, once per plan, free',
      description:
        '400 move_too_long (or a field message) beyond 30 days; 409 move_already_used for a second move on the plan, instalment_not_payable for a paid instalment, instalment_overdue, move_not_possible on a closed plan.',
      params,
      body: jsonSchemaOf(MoveInstalmentSchema),
      response: { 400: errorSchema, 404: errorSchema, 409: errorSchema },
    }),
    async (request, reply) => {
      const user = await requireUser(request);
      const orderId = orderIdOf(request.params);
      const input = parseWith(MoveInstalmentSchema, request.body);
      const move = await moveInstalment(orderDeps(app), {
        userId: user.id,
        orderId,
        ...input,
        locale: requestLocale(request),
      });
      reply.code(201);
      return { move };
    },
  );
}
