import type { FastifyInstance } from 'fastify';
import { CreateCheckoutSessionSchema } from '../../shared/validation/engine-schemas';
import {
  SESSION_NOT_FOUND_MESSAGE,
  cancelCheckoutSession,
  createCheckoutSession,
  findMerchantSession,
} from '../checkout/session-service';
import { pathId } from '../http/path-id';
import { idempotent, storeResponse } from '../http/idempotency';
import { idParam, idempotencyKeyHeader, jsonSchemaOf } from '../http/openapi';
import { parseWith } from '../http/validate';
import { serviceDeps } from '../service-deps';
import { toApiSession } from './api-views';
import { apiMerchant } from './auth';
import { checkoutSessionSchema, WEBHOOKS_DESCRIPTION } from './openapi-schemas';
import { apiRoute } from './route-options';

const sessionParams = idParam('id', '^cs_[0-9A-Za-z]{24}$');

const sessionIdOf = (params: unknown) => pathId(params, 'cs', SESSION_NOT_FOUND_MESSAGE);

export async function checkoutSessionRoutes(app: FastifyInstance): Promise<void> {
  const appUrl = app.config.appUrl;
  const deps = serviceDeps(app);

  app.post(
    '/checkout/sessions',
    apiRoute({
      summary: 'Create a checkout session',
      description: `Creates the offer to pay \`amount_cents\` (EUR) in 3, 6 or 12 interest-free instalments. Redirect the shopper to the returned \`url\`; after approval they return to \`success_url\` with \`?order=<order id>\`. Line items, when given, must add up to the amount. ${WEBHOOKS_DESCRIPTION}`,
      headers: idempotencyKeyHeader,
      body: jsonSchemaOf(CreateCheckoutSessionSchema),
      response: { 201: checkoutSessionSchema },
    }),
    async (request, reply) => {
      const merchant = apiMerchant(request);
      return idempotent(app.db, request, reply, `merchant:${merchant.merchantId}`, (claim) => {
        const input = parseWith(CreateCheckoutSessionSchema, request.body);
        const now = new Date();
        return app.db.transaction().execute(async (trx) => {
          const row = await createCheckoutSession(trx, merchant, input, now);
          const result = { statusCode: 201, body: toApiSession(row, appUrl, now) };
          await storeResponse(trx, claim, result, now);
          return result;
        });
      });
    },
  );

  app.get(
    '/checkout/sessions/:id',
    apiRoute({
      summary: 'Read a checkout session',
      params: sessionParams,
      response: { 200: checkoutSessionSchema },
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
      params: sessionParams,
      headers: idempotencyKeyHeader,
      response: { 200: checkoutSessionSchema },
    }),
    async (request, reply) => {
      const merchant = apiMerchant(request);
      return idempotent(app.db, request, reply, `merchant:${merchant.merchantId}`, (claim) => {
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
