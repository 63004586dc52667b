// Confirming a hosted checkout (/api/checkout/sessions/:id/confirm, cookie session): the
// decision, the plan and the first instalment, through the orders module's confirm service.
import type { FastifyInstance } from 'fastify';
import { ConfirmCheckoutWithPaymentSchema } from '#shared/validation/purchase-schemas';
import { requireUser } from '../auth/permissions';
import { SESSION_NOT_FOUND_MESSAGE } from '../checkout/session-service';
import { isResourceId } from '../db/ids';
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
import { requestLocale } from '../http/request-locale';
import { withoutCardNumber } from '../payments/card-fingerprint';
import { cardFieldsPayment } from './card-fields-payment';
import { confirmCheckout } from './confirm-service';
import { decisionGate } from '../checkout/decision-gate';
import { orderDeps } from './order-deps';
import { recoverAttempt } from './recovery';
import { findSavedCard } from '../saved-cards/repository';
import { noSavedCard } from '../saved-cards/service';

const tags = ['hosted checkout'];
const params = idParam('id', '^cs_[0-9A-Za-z]{24}$');
/** Card forms are what card-testing fraud aims at: a tight limit per client address. */
export const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The shopper's saved card as a charge names it; 409 no_saved_card without one. */
async function savedCardSource(app: FastifyInstance, userId: string) {
  const saved = await findSavedCard(app.db, userId);
  if (!saved) throw noSavedCard();
  return { card: { token: saved.token } };
}

function sessionIdOf(value: unknown): string {
  const id = (value as { id?: unknown }).id;
  if (!isResourceId('cs', id)) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  return id;
}

export async function checkoutConfirmRoutes(app: FastifyInstance): Promise<void> {
  const deps = orderDeps(app);
  const gate = decisionGate(app.config.decisionConcurrency);

  app.post(
    '/checkout/sessions/:id/confirm',
    {
      ...documented({
        tags,
        summary: 'Confirm the purchase: decision, plan and first instalment',
        description:
          'Signed-in shopper. Approves when the account is verified and not blocked, nothing is overdue and the amount fits the available limit; charges the first instalment. 422 with the decline code (not_verified, blocked, overdue, over_limit, own_shop: the shopper is a user of the selling merchant) and its Montenegrin reason; 402 when the card is declined (card_declined, insufficient_funds, expired_card, invalid_number); with paymentId (a payment completed in the card fields of the acquirer, opened by POST /payments/card-payments) no card is sent, and a payment used once answers 409 card_payment_used; with useSavedCard: true the saved card is charged after the decision approves (409 no_saved_card without one); 409 when the session is no longer open.',
        security: [{ session: [] }],
        params,
        headers: idempotencyKeyHeader,
        body: jsonSchemaOf(ConfirmCheckoutWithPaymentSchema),
        response: {
          400: errorSchema,
          401: errorSchema,
          402: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      }),
      config: { rateLimit: CONFIRM_RATE_LIMIT },
      onRequest: gate.onRequest,
      onResponse: gate.onResponse,
      onRequestAbort: gate.onRequestAbort,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const sessionId = sessionIdOf(request.params);
      return idempotent(
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
        },
      );
    },
  );
}
