// The merchant REST API under /api/v1: bearer secret key, JSON in and out, amounts in
// cents, Idempotency-Key on every POST, errors `{ statusCode, error, message }` with a stable
// `error` code, a rate limit per key. Documented in OpenAPI at /api/docs.
import type { FastifyInstance } from 'fastify';
import { registerMerchantKeyAuth } from './auth';
import { checkoutSessionRoutes } from './checkout-session-routes';
import { orderRoutes } from './order-routes';
import { payoutRoutes } from './payout-routes';

export async function merchantApiRoutes(app: FastifyInstance): Promise<void> {
  registerMerchantKeyAuth(app);
  await app.register(checkoutSessionRoutes);
  await app.register(orderRoutes);
  await app.register(payoutRoutes);
}
