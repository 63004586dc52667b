// The hosted checkout's API (/api/checkout, cookie session; issue §3-§5). Signing in or up uses
// the accounts endpoints; this API reads a session for the page and confirms the purchase.
import type { FastifyInstance } from 'fastify';
import { ConfirmCheckoutSchema } from '../../shared/validation/engine-schemas';
import { requireUser } from '../auth/permissions';
import { isResourceId } from '../db/ids';
import { notFound } from '../http/errors';
import { idempotent, idempotencyKeyOf } from '../http/idempotency';
import {
  documented,
  errorSchema,
  idParam,
  idempotencyKeyHeader,
  jsonSchemaOf,
} from '../http/openapi';
import { parseWith } from '../http/validate';
import { engineDeps } from '../orders/engine-deps';
import { withoutCardNumber } from '../payments/card-fingerprint';
import { requestLocale } from '../lending/request-locale';
import { confirmCheckout } from './confirm-service';
import { checkoutPublicView } from './public-view';
import { SESSION_NOT_FOUND_MESSAGE } from './session-service';

const tags = ['hosted checkout'];
const params = idParam('id', '^cs_[0-9A-Za-z]{24}$');
/** Card forms are what card-testing fraud aims at: a tight limit per client address. */
export const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

function sessionIdOf(value: unknown): string {
  const id = (value as { id?: unknown }).id;
  if (!isResourceId('cs', id)) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  return id;
}

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const deps = engineDeps(app);

  app.get(
    '/checkout/sessions/:id',
    documented({
      tags,
      summary: 'The hosted checkout page of a session',
      description:
        'Public (the session id is the secret). Order summary, the 3/6/12 plans with their schedules, the pre-contract numbers; for a signed-in shopper whether it fits their limit, and after completion their order and redirect URL.',
      params,
      response: { 404: errorSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await request.getSessionUser();
      return checkoutPublicView(app.db, sessionIdOf(request.params), user?.id ?? null);
    },
  );

  app.post(
    '/checkout/sessions/:id/confirm',
    {
      ...documented({
        tags,
        summary: 'Confirm the purchase: decision, plan and first instalment',
        description:
          'Signed-in shopper. Approves when the account is verified and not blocked, nothing is overdue and the amount fits the available limit; charges the first instalment. 422 with the decline code (not_verified, blocked, overdue, over_limit) and its Montenegrin reason; 402 when the card is declined (card_declined, insufficient_funds, expired_card, invalid_number); 409 when the session is no longer open.',
        security: [{ session: [] }],
        params,
        headers: idempotencyKeyHeader,
        body: jsonSchemaOf(ConfirmCheckoutSchema),
        response: {
          400: errorSchema,
          401: errorSchema,
          402: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      }),
      config: { rateLimit: CONFIRM_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const sessionId = sessionIdOf(request.params);
      return idempotent(
        app.db,
        request,
        reply,
        `user:${user.id}`,
        async () => {
          const input = parseWith(ConfirmCheckoutSchema, request.body);
          const result = await confirmCheckout(deps, {
            sessionId,
            userId: user.id,
            instalments: input.instalments,
            card: input.card,
            idempotencyKey: idempotencyKeyOf(request),
            acceptance: { ip: request.ip, locale: requestLocale(request) },
          });
          return { statusCode: 201, body: result };
        },
        { fingerprintBody: withoutCardNumber(request.body) },
      );
    },
  );
}
