// The card acquirer's callbacks (Monri, or the local acquirer). A callback is believed only when
// its `Authorization: WP3-callback <digest>` is the merchant key's signature of the exact body;
// anything else is refused with 401 and changes nothing. A repeat of a callback already stored
// is answered 200 and changes nothing either. A callback only hastens what the payment engine
// would find anyway: the charge it names is looked up at once instead of at the next recovery run.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, unauthorized } from '#server/http/errors';
import { ErrorAnswer, refusedAs, registerZodSchemas } from '#server/http/zod-routes';
import { isValidCallback } from './signing';

export const CARD_CALLBACK_PATH = '/payments/card-callback';

/**
 * Every kind of transaction the acquirer reports: a checkout through the card fields is an
 * authorisation that its own request captures. Only a purchase hastens recovery; an
 * authorisation is captured by its request or, if that request is gone, released by recovery.
 */
const ACQUIRER_TRANSACTION_TYPES = ['purchase', 'authorize', 'capture', 'refund', 'void'] as const;

const CallbackBody = z.object({
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(100)),
  order_number: z.string().min(1).max(100),
  transaction_type: z.enum(ACQUIRER_TRANSACTION_TYPES).default('purchase'),
  status: z.string().min(1).max(40),
  response_code: z.string().max(10).optional(),
  amount: z.number().int().nonnegative().optional(),
});

function parsedJson(raw: unknown): { json: unknown } | null {
  try {
    return { json: JSON.parse(typeof raw === 'string' ? raw : '') };
  } catch {
    return null;
  }
}

/**
 * The body arrives as the text that was signed (checked before validation) and is read as
 * JSON only then: not JSON answers 400 "not JSON", JSON that names no transaction 400 "names no
 * transaction", as before the schema.
 */
const SignedCallbackBody = refusedAs(
  z
    .string()
    .refine((raw) => parsedJson(raw) !== null, 'The callback body is not JSON.')
    .transform((raw) => parsedJson(raw)?.json)
    .pipe(CallbackBody),
  (raw) =>
    parsedJson(raw)
      ? badRequest('The callback names no transaction.')
      : badRequest('The callback body is not JSON.'),
);

const ATTEMPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function cardCallbackRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The digest covers the body as sent: keep it as text and parse it only once it is verified.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    CARD_CALLBACK_PATH,
    {
      schema: {
        tags: ['callbacks'],
        summary: "The card acquirer's transaction callback (signed body)",
        body: SignedCallbackBody,
        response: {
          200: z.object({ received: z.literal(true) }),
          400: ErrorAnswer,
          401: ErrorAnswer,
        },
      },
      // Before the body is read: an unsigned callback learns nothing about how it would be refused.
      preValidation: async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const { merchantKey } = app.config.card;
        if (!isValidCallback(merchantKey, raw, request.headers.authorization)) {
          throw unauthorized('The callback signature does not match.');
        }
      },
    },
    async (request, reply) => {
      const callback = request.body;
      const stored = await app.db
        .insertInto('card_acquirer_callbacks')
        .values({
          transaction_id: callback.id,
          order_number: callback.order_number,
          transaction_type: callback.transaction_type,
          status: callback.status,
          response_code: callback.response_code ?? null,
          amount_cents: callback.amount ?? null,
        })
        .onConflict((oc) => oc.column('transaction_id').doNothing())
        .returning('transaction_id')
        .executeTakeFirst();
      if (
        stored &&
        callback.transaction_type === 'purchase' &&
        ATTEMPT_ID.test(callback.order_number)
      ) {
        const pending = await app.db
          .selectFrom('payment_attempts')
          .select('id')
          .where('id', '=', callback.order_number)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (pending) app.recoverAttemptSoon(pending.id);
      }
      return reply.send({ received: true as const });
    },
  );
}
