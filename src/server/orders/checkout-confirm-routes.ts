// Confirming a hosted checkout (/api/checkout/sessions/:id/confirm, cookie session): the
// decision, the plan and the first instalment, through the orders module's confirm service.
// Defined in zod (http/zod-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConfirmCheckoutWithPaymentSchema } from '#shared/validation/purchase-schemas';
import { requireUser, signedInFirst } from '../auth/permissions';
import { SESSION_NOT_FOUND_MESSAGE } from '../checkout/session-service';
import { isResourceId } from '../db/ids';
import { notFound } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { parseWith } from '../http/validate';
import { ErrorAnswer, refusedAs, registerZodSchemas } from '../http/zod-routes';
import { requestLocale } from '../http/request-locale';
import { withoutCardNumber } from '../payments/card-fingerprint';
import { cardFieldsPayment } from './card-fields-payment';
import { confirmCheckout } from './confirm-service';
import { decisionGate } from '../checkout/decision-gate';
import { orderDeps } from './order-deps';
import { recoverAttempt } from './recovery';
import { IdempotencyKeyHeader } from './shopper-contract';
import { findSavedCard } from '../saved-cards/repository';
import { noSavedCard } from '../saved-cards/service';

const tags = ['hosted checkout'];
/** The checkout's `:id`: a malformed one answers 404 as an unknown one, after the session. */
const SessionParams = refusedAs(
  z.object({
    id: z
      .string()
      .refine((id) => isResourceId('cs', id))
      .meta({ pattern: '^cs_[0-9A-Za-z]{24}$', description: 'The checkout session id.' }),
  }),
  () => notFound(SESSION_NOT_FOUND_MESSAGE),
);
/** Card forms are what card-testing fraud aims at: a tight limit per client address. */
export const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The shopper's saved card as a charge names it; 409 no_saved_card without one. */
async function savedCardSource(app: FastifyInstance, userId: string) {
  const saved = await findSavedCard(app.db, userId);
  if (!saved) throw noSavedCard();
  return { card: { token: saved.token } };
}

export async function checkoutConfirmRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);
  const gate = decisionGate(app.config.decisionConcurrency);

  app.post(
    '/checkout/sessions/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the purchase: decision, plan and first instalment',
        description:
          'Signed-in shopper. Approves when the account is verified and not blocked, nothing is overdue and the amount fits the available limit; charges the first instalment. 422 with the decline code (not_verified, blocked, overdue, over_limit, own_shop: the shopper is a user of the selling merchant) and its Montenegrin reason; 402 when the card is declined (card_declined, insufficient_funds, expired_card, invalid_number); with paymentId (a payment completed in the card fields of the acquirer, opened by POST /payments/card-payments) no card is sent, and a payment used once answers 409 card_payment_used; with useSavedCard: true the saved card is charged after the decision approves (409 no_saved_card without one); 409 when the session is no longer open.',
        security: [{ session: [] }],
        params: SessionParams,
        headers: IdempotencyKeyHeader,
        // The body (ConfirmCheckoutWithPaymentSchema) is read once the key is claimed, and the
        // 201 answer is the key's stored first answer, replayed as it was stored.
        response: {
          400: ErrorAnswer,
          401: ErrorAnswer,
          402: ErrorAnswer,
          404: ErrorAnswer,
          409: ErrorAnswer,
          422: ErrorAnswer,
        },
      },
      config: { rateLimit: CONFIRM_RATE_LIMIT },
      // The session, then the checkout's id, then the Idempotency-Key: the order it always had.
      preValidation: signedInFirst,
      onRequest: gate.onRequest,
      onResponse: gate.onResponse,
      onRequestAbort: gate.onRequestAbort,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const sessionId = request.params.id;
      await idempotent(
        app.db,
        request,
        reply,
        `user:${user.id}`,
        async (claim) => {
          const acceptance = { ip: request.ip, locale: requestLocale(request) };
          // The card was typed into the acquirer's card fields (only the payment's id comes),
          // or it is the shopper's saved card, charged by its token once the decision approves.
          const input = parseWith(ConfirmCheckoutWithPaymentSchema, request.body);
          const paid = input.paymentId
            ? await cardFieldsPayment(deps.provider, input.paymentId)
            : await savedCardSource(app, user.id);
          return confirmCheckout(
            deps,
            { sessionId, userId: user.id, instalments: input.instalments, acceptance, ...paid },
            claim,
          );
        },
        {
          fingerprintBody: withoutCardNumber(request.body),
          resume: (attemptId) => recoverAttempt(deps, attemptId),
          // The key is claimed with the pending attempt, before the card is charged.
          workFirst: true,
        },
      );
    },
  );
}
