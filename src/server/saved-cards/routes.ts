// The shopper's saved card and autopay (/api/me/card, cookie session). Paying an instalment
// with it is an orders route. Every route reads and changes only the signed-in shopper's own card.
// Requests and answers are defined in zod (http/zod-routes.ts), held to the answer the pages read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AutopaySchema,
  SaveCardSchema,
  type SavedCardAnswer as SavedCardAnswerView,
  type SavedCardView,
} from '#shared/saved-card';
import { requireUser, signedInFirst } from '../auth/permissions';
import { noStore } from '../http/no-store';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { removeCard, savedCardOf, saveCard, setAutopay } from './service';

const tags = ['saved card and autopay'];
const security = [{ session: [] }];
/** Saving a card asks the card network: few a minute, so the form cannot test card numbers. */
const SAVE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** The saved card (never the card itself: its brand, last four and expiry), or null. */
export const SavedCardViewSchema = z.object({
  brand: z.enum(['visa', 'mastercard', 'amex', 'maestro', 'unknown']),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  autopay: z.boolean(),
}) satisfies z.ZodType<SavedCardView>;

export const SavedCardAnswer = z.object({
  card: SavedCardViewSchema.nullable(),
}) satisfies z.ZodType<SavedCardAnswerView>;

export async function savedCardRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const cards = {
    db: app.db,
    provider: app.paymentProvider,
    notifier: app.notifier,
    appUrl: app.config.appUrl,
  };
  app.addHook('onSend', noStore);

  app.get(
    '/me/card',
    {
      schema: {
        tags,
        security,
        summary: 'My saved card (brand, last four, expiry) and autopay',
        response: { 200: SavedCardAnswer, 401: ErrorAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { card: await savedCardOf(cards, user.id) };
    },
  );

  app.put(
    '/me/card',
    {
      schema: {
        tags,
        security,
        summary: 'Save a card (replaces the saved one)',
        description:
          "The card is typed into the acquirer's card fields for a payment opened with purpose save_card (a verification, nothing charged); this request names that payment. The acquirer keeps the card and answers with a token; NaRate stores only the token, brand, last four digits and expiry. 422 when the acquirer did not keep the card (declined, 3-D Secure denied).",
        body: SaveCardSchema,
        response: { 200: SavedCardAnswer, 400: ErrorAnswer, 401: ErrorAnswer, 422: ErrorAnswer },
      },
      config: { rateLimit: SAVE_RATE_LIMIT },
      preValidation: signedInFirst,
    },
    async (request) => {
      const user = await requireUser(request);
      return { card: await saveCard(cards, user.id, { paymentId: request.body.paymentId }) };
    },
  );

  app.delete(
    '/me/card',
    {
      schema: {
        tags,
        security,
        summary: 'Remove my saved card (autopay turns off)',
        response: { 204: z.void(), 401: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await removeCard(cards, user.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/me/card/autopay',
    {
      schema: {
        tags,
        security,
        summary: 'Turn autopay on or off',
        description:
          'With autopay on, each instalment is charged to the saved card on its due date (Podgorica time). Turning it on or off is confirmed to the shopper by email. 409 no_saved_card without a saved card.',
        body: AutopaySchema,
        response: { 200: SavedCardAnswer, 400: ErrorAnswer, 401: ErrorAnswer, 409: ErrorAnswer },
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const user = await requireUser(request);
      return { card: await setAutopay(cards, user.id, request.body.enabled) };
    },
  );
}
