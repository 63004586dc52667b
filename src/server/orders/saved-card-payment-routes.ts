// Paying an instalment with the shopper's saved card: the same payment as with a typed card,
// with the provider's token of the saved card instead of the card itself.
import type { FastifyInstance } from 'fastify';
import { PaySavedCardSchema } from '#shared/validation/purchase-schemas';
import { requireUser } from '../auth/permissions';
import { idempotent, type IdempotencyClaim } from '../http/idempotency';
import {
  documented,
  errorSchema,
  idParam,
  idempotencyKeyHeader,
  jsonSchemaOf,
} from '../http/openapi';
import { noStore } from '../http/no-store';
import { parseWith } from '../http/validate';
import { findSavedCard } from '../saved-cards/repository';
import { noSavedCard } from '../saved-cards/service';
import { orderDeps } from './order-deps';
import { orderIdOf } from './order-id';
import { payOrderInstalments } from './payment-service';
import { recoverAttempt } from './recovery';
import { PAYMENT_RATE_LIMIT } from './shopper-routes';

const tags = ['saved card and autopay'];
const security = [{ session: [] }];

export async function savedCardPaymentRoutes(app: FastifyInstance): Promise<void> {
  const deps = orderDeps(app);
  app.addHook('onSend', noStore);

  app.post(
    '/me/orders/:id/payments/saved-card',
    {
      ...documented({
        tags,
        security,
        summary: 'Pay the next instalment or the whole rest with my saved card',
        description:
          'As POST /me/orders/{id}/payments, with the saved card instead of a card in the body. 409 no_saved_card without one.',
        params: idParam('id', '^ord_[0-9A-Za-z]{24}$'),
        headers: idempotencyKeyHeader,
        body: jsonSchemaOf(PaySavedCardSchema),
        response: { 400: errorSchema, 402: errorSchema, 404: errorSchema, 409: errorSchema },
      }),
      config: { rateLimit: PAYMENT_RATE_LIMIT },
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
      return idempotent(app.db, request, reply, `user:${user.id}`, payWithSavedCard, {
        resume: (attemptId) => recoverAttempt(deps, attemptId),
      });
    },
  );
}
