// The card acquirer's callbacks (Monri, or the local acquirer). A callback is believed only when
// its `Authorization: WP3-callback <digest>` is the merchant key's signature of the exact body;
// anything else is refused with 401 and changes nothing. A repeat of a callback already stored
// is answered 200 and changes nothing either. A callback only hastens what the payment engine
// would find anyway: the charge it names is looked up at once instead of at the next recovery run.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, unauthorized } from '#server/http/errors';
import { isValidCallback } from './signing';

export const CARD_CALLBACK_PATH = '/payments/card-callback';

const CallbackBody = z.object({
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(100)),
  order_number: z.string().min(1).max(100),
  transaction_type: z.enum(['purchase', 'refund']).default('purchase'),
  status: z.string().min(1).max(40),
  response_code: z.string().max(10).optional(),
  amount: z.number().int().nonnegative().optional(),
});

const ATTEMPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function cardCallbackRoutes(app: FastifyInstance): Promise<void> {
  // The digest covers the body as sent: keep it as text and parse it only once it is verified.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(CARD_CALLBACK_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const { merchantKey } = app.config.card;
    if (!isValidCallback(merchantKey, raw, request.headers.authorization)) {
      throw unauthorized('The callback signature does not match.');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw badRequest('The callback body is not JSON.');
    }
    const parsed = CallbackBody.safeParse(json);
    if (!parsed.success) throw badRequest('The callback names no transaction.');
    const callback = parsed.data;
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
    return reply.send({ received: true });
  });
}
