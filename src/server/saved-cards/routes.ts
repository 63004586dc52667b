// The shopper's saved card and autopay (/api/me/card, cookie session). Paying an instalment
// with it is an orders route. Every route reads and changes only the signed-in shopper's own card.
import type { FastifyInstance } from 'fastify';
import { AutopaySchema, SaveCardSchema, type SavedCardAnswer } from '#shared/saved-card';
import { requireUser } from '../auth/permissions';
import { noStore } from '../http/no-store';
import { documented, errorSchema, jsonSchemaOf } from '../http/openapi';
import { parseWith } from '../http/validate';
import { removeCard, savedCardOf, saveCard, setAutopay } from './service';

const tags = ['saved card and autopay'];
const security = [{ session: [] }];
/** Saving a card asks the card network: few a minute, so the form cannot test card numbers. */
const SAVE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export async function savedCardRoutes(app: FastifyInstance): Promise<void> {
  const cards = {
    db: app.db,
    provider: app.paymentProvider,
    notifier: app.notifier,
    appUrl: app.config.appUrl,
  };
  app.addHook('onSend', noStore);

  app.get(
    '/me/card',
    documented({ tags, security, summary: 'My saved card (brand, last four, expiry) and autopay' }),
    async (request): Promise<SavedCardAnswer> => {
      const user = await requireUser(request);
      return { card: await savedCardOf(cards, user.id) };
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
          "The card is typed into the acquirer's card fields for a payment opened with purpose save_card (a verification, nothing charged); this request names that payment. The acquirer keeps the card and answers with a token; NaRate stores only the token, brand, last four digits and expiry. 422 when the acquirer did not keep the card (declined, 3-D Secure denied).",
        body: jsonSchemaOf(SaveCardSchema),
        response: { 400: errorSchema, 422: errorSchema },
      }),
      config: { rateLimit: SAVE_RATE_LIMIT },
    },
    async (request): Promise<SavedCardAnswer> => {
      const user = await requireUser(request);
      const input = parseWith(SaveCardSchema, request.body);
      return { card: await saveCard(cards, user.id, { paymentId: input.paymentId }) };
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
        'With autopay on, each instalment is charged to the saved card on its due date (Podgorica time). Turning it on or off is confirmed to the shopper by email. 409 no_saved_card without a saved card.',
      body: jsonSchemaOf(AutopaySchema),
      response: { 400: errorSchema, 409: errorSchema },
    }),
    async (request): Promise<SavedCardAnswer> => {
      const user = await requireUser(request);
      const input = parseWith(AutopaySchema, request.body);
      return { card: await setAutopay(cards, user.id, input.enabled) };
    },
  );
}
