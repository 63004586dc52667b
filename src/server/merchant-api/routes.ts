// The merchant REST API under /api/v1: bearer secret key, JSON in and out, amounts in
// cents, Idempotency-Key on every POST, errors `{ statusCode, error, message }` with a stable
// `error` code, a rate limit per key. Each route's request and answers are defined once in zod
// (contract.ts): requests are validated and answers written through them, and the OpenAPI
// document at /api/docs is generated from them.
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../http/idempotency';
import { registerZodSchemas } from '../http/zod-routes';
import { registerMerchantKeyAuth } from './auth';
import { checkoutSessionRoutes } from './checkout-session-routes';
import { IdempotencyKeyHeaders } from './contract';
import { orderRoutes } from './order-routes';
import { payoutRoutes } from './payout-routes';

export async function merchantApiRoutes(app: FastifyInstance): Promise<void> {
  registerZodSchemas(app);
  registerMerchantKeyAuth(app);
  // The key is checked before the body (Fastify validates the body before the headers): a
  // request without one learns that first, whatever else is wrong with it.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.headers === IdempotencyKeyHeaders) idempotencyKeyOf(request);
  });
  await app.register(checkoutSessionRoutes);
  await app.register(orderRoutes);
  await app.register(payoutRoutes);
}
