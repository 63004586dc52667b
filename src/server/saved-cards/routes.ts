// The shopper's saved card and autopay (/api/me/card, cookie session), and paying an instalment
// with the saved card. Every route reads and changes only the signed-in shopper's own card.
import type { FastifyInstance } from 'fastify';
import { AutopaySchema, SaveCardSchema, type SavedCardAnswer } from '../../shared/saved-card';
import { PaySavedCardSchema } from '../../shared/validation/engine-schemas';
import { requireUser } from '../auth/permissions';
import { idempotent, type IdempotencyClaim } from '../http/idempotency';
import {
  documented,
  errorSchema,
  idParam,
  idempotencyKeyHeader,
  jsonSchemaOf,
} from '../http/openapi';
import { parseWith } from '../http/validate';
import { engineDeps } from '../orders/engine-deps';
import { orderIdOf } from '../orders/order-id';
import { payOrderInstalments } from '../orders/payment-service';
import { recoverAttempt } from '../orders/recovery';
import { PAYMENT_RATE_LIMIT } from '../orders/shopper-routes';
import { findSavedCard } from './repository';
import { noSavedCard, removeCard, savedCardOf, saveCard, setAutopay } from './service';

const tags = ['saved card and autopay'];
const security = [{ session: [] }];
/** Saving a card asks the card network: few a minute, so the form cannot test card numbers. */
const SAVE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export async function savedCardRoutes(app: FastifyInstance): Promise<void> {
  const deps = engineDeps(app);
  const cards = { db: app.db, provider: app.paymentProvider };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/me/card',
    documented({ tags, security, summary: 'My saved card (brand, last four, expiry) and autopay' }),
    async (request): Promise<SavedCardAnswer> => {
      const user = await requireUser(request);
      return { card: await savedCardOf(app.db, user.id) };
    },
  );

  app.put(
    '/me/card',
    {
      ...documented({
        tags,
        security,
        summary: 'Save a card (replaces the saved one)',
        description:
          'The card goes to the payment provider, which keeps it and answers with a token; NaRate stores only the token, brand, last four digits and expiry. 422 invalid_number / expired_card.',
        body: jsonSchemaOf(SaveCardSchema),
        response: { 400: errorSchema, 422: errorSchema },
      }),
      config: { rateLimit: SAVE_RATE_LIMIT },
    },
    async (request): Promise<SavedCardAnswer> => {
      const user = await requireUser(request);
      const input = parseWith(SaveCardSchema, request.body);
      return { card: await saveCard(cards, user.id, input.card) };
    },
  );

  app.delete(
    '/me/card',
    documented({ tags, security, summary: 'Remove my saved card (autopay turns off)' }),
    async (request, reply) => {
      const user = await requireUser(request);
      await removeCard(cards, user.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/me/card/autopay',
    documented({
      tags,
      security,
      summary: 'Turn autopay on or off',
      description:
        'With autopay on, each instalment is charged to the saved card on its due date (Podgorica time). 409 no_saved_card without a saved card.',
      body: jsonSchemaOf(AutopaySchema),
      response: { 400: errorSchema, 409: errorSchema },
    }),
    async (request): Promise<SavedCardAnswer> => {
      const user = await requireUser(request);
      const input = parseWith(AutopaySchema, request.body);
      return { card: await setAutopay(cards, user.id, input.enabled) };
    },
  );

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
