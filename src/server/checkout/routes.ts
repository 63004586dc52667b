// The hosted checkout's API (/api/checkout, cookie session). Signing in or up uses the accounts
// endpoints; this API reads a session for the page. Confirming the purchase is the orders
// module's (orders/checkout-confirm-routes.ts).
import type { FastifyInstance } from 'fastify';
import { pathId } from '../http/path-id';
import { serviceDeps } from '../service-deps';
import { documented, errorSchema, idParam } from '../http/openapi';
import { checkoutPublicView } from './public-view';
import { bindCheckoutSession } from './session-repository';
import { SESSION_NOT_FOUND_MESSAGE } from './session-service';
import { readerLocale } from '../http/request-locale';

const tags = ['hosted checkout'];
const params = idParam('id', '^cs_[0-9A-Za-z]{24}$');

const sessionIdOf = (params: unknown) => pathId(params, 'cs', SESSION_NOT_FOUND_MESSAGE);

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
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
      const id = sessionIdOf(request.params);
      const user = await request.getSessionUser();
      // Opened by a signed-in shopper, an open session becomes theirs (its pre-contract too).
      if (user) await bindCheckoutSession(deps.db, id, user.id);
      return checkoutPublicView(deps, id, user?.id ?? null, new Date(), readerLocale(request));
    },
  );
}
