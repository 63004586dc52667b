// Paying an instalment with the shopper's saved card: the same payment as with a typed card,
// with the provider's token of the saved card instead of the card itself. Defined in zod
// (http/zod-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PaySavedCardSchema } from '#shared/validation/purchase-schemas';
import { requireUser, signedInFirst } from '../auth/permissions';
import { idempotent, type IdempotencyClaim } from '../http/idempotency';
import { noStore } from '../http/no-store';
import { parseWith } from '../http/validate';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { findSavedCard } from '../saved-cards/repository';
import { noSavedCard } from '../saved-cards/service';
import { orderDeps } from './order-deps';
import { orderIdOf } from './order-id';
import { payOrderInstalments } from './payment-service';
import { recoverAttempt } from './recovery';
import { IdempotencyKeyHeader, OrderIdParams } from './shopper-contract';
import { PAYMENT_RATE_LIMIT } from './shopper-routes';

const tags = ['saved card and autopay'];
const security = [{ session: [] }];

export async function savedCardPaymentRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);
  app.addHook('onSend', noStore);

  app.post(
    '/me/orders/:id/payments/saved-card',
    {
      schema: {
        tags,
        security,
        summary: 'Pay the next instalment or the whole rest with my saved card',
        description:
          'As POST /me/orders/{id}/payments, with the saved card instead of a card in the body. 409 no_saved_card without one.',
        params: OrderIdParams,
        headers: IdempotencyKeyHeader,
        // The body (PaySavedCardSchema) is read once the key is claimed, and the 201 answer is
        // the key's stored first answer, replayed as it was stored.
        response: {
          400: ErrorAnswer,
          401: ErrorAnswer,
          402: ErrorAnswer,
          404: ErrorAnswer,
          409: ErrorAnswer,
        },
      },
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      // The session before the Idempotency-Key: 401 comes first, as it always did.
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // The card is the saved one's token: the request carries no card, so there is nothing to
      // leave out of the key's fingerprint.
      const payWithSavedCard = async (claim: IdempotencyClaim) => {
        const input = parseWith(PaySavedCardSchema, request.body);
        const saved = await findSavedCard(app.db, user.id);
        if (!saved) throw noSavedCard();
        const orderId = orderIdOf(request.params);
        const card = { token: saved.token };
        return payOrderInstalments(deps, { ...input, userId: user.id, orderId, card }, claim);
      };
      await idempotent(app.db, request, reply, `user:${user.id}`, payWithSavedCard, {
        resume: (attemptId) => recoverAttempt(deps, attemptId),
      });
    },
  );
}
