import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SESSION_NOT_FOUND_MESSAGE,
  cancelCheckoutSession,
  findMerchantSession,
  newCheckoutSession,
} from '../checkout/session-service';
import { writeTogether } from '../db/one-statement';
import { pathId } from '../http/path-id';
import { idempotent, responseInsert, storeResponse } from '../http/idempotency';
import { serviceDeps } from '../service-deps';
import { toApiSession } from './api-views';
import { apiMerchant } from './auth';
import {
  CheckoutSession,
  CheckoutSessionBody,
  CONFLICT,
  IdempotencyKeyHeaders,
  NOT_FOUND,
  SessionParams,
  WEBHOOKS_DESCRIPTION,
} from './contract';
import { apiRoute } from './route-options';

const sessionIdOf = (params: unknown) => pathId(params, 'cs', SESSION_NOT_FOUND_MESSAGE);

export async function checkoutSessionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const appUrl = app.config.appUrl;
  const deps = serviceDeps(app);

  app.post(
    '/checkout/sessions',
    apiRoute({
      summary: 'Create a checkout session',
      description: `Creates the offer to pay \`amount_cents\` (EUR) in 3, 6 or 12 interest-free instalments. Redirect the shopper to the returned \`url\`; after approval they return to \`success_url\` with \`?order=<order id>\`. Line items, when given, must add up to the amount. ${WEBHOOKS_DESCRIPTION}`,
      headers: IdempotencyKeyHeaders,
      body: CheckoutSessionBody,
      response: { 201: CheckoutSession, 409: CONFLICT },
    }),
    async (request, reply) => {
      const merchant = apiMerchant(request);
      await idempotent(
        app.db,
        request,
        reply,
        `merchant:${merchant.merchantId}`,
        async (claim) => {
          const input = request.body;
          const now = new Date();
          // The session and the key's answer: one statement, so both or neither are stored.
          const { row, write } = newCheckoutSession(merchant, input, now);
          const result = { statusCode: 201, body: toApiSession(row, appUrl, now) };
          await writeTogether(app.db, [write, responseInsert(claim, result, now)]);
          claim.written = true;
          return result;
        },
        { workFirst: true },
      );
    },
  );

  app.get(
    '/checkout/sessions/:id',
    apiRoute({
      summary: 'Read a checkout session',
      params: SessionParams,
      response: { 200: CheckoutSession, 404: NOT_FOUND },
    }),
    async (request) => {
      const merchant = apiMerchant(request);
      const row = await findMerchantSession(deps, merchant.merchantId, sessionIdOf(request.params));
      return toApiSession(row, appUrl, new Date());
    },
  );

  app.post(
    '/checkout/sessions/:id/cancel',
    apiRoute({
      summary: 'Cancel an open checkout session',
      description:
        'The hosted checkout then tells the shopper the session was cancelled. A completed, expired or cancelled session answers 409 (session_completed, session_expired, session_cancelled).',
      params: SessionParams,
      headers: IdempotencyKeyHeaders,
      response: { 200: CheckoutSession, 404: NOT_FOUND, 409: CONFLICT },
    }),
    async (request, reply) => {
      const merchant = apiMerchant(request);
      await idempotent(app.db, request, reply, `merchant:${merchant.merchantId}`, (claim) => {
        const now = new Date();
        return app.db.transaction().execute(async (trx) => {
          const row = await cancelCheckoutSession(
            trx,
            merchant.merchantId,
            sessionIdOf(request.params),
            now,
          );
          const result = { statusCode: 200, body: toApiSession(row, appUrl, now) };
          await storeResponse(trx, claim, result, now);
          return result;
        });
      });
    },
  );
}
