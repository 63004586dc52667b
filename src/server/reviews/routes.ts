// Review by a person of a declined purchase. The shopper asks from the hosted checkout
// (/api/checkout/sessions/{id}/review-request, cookie session: the shopper and the decline are
// the server's, the browser only names the checkout). Admins work the queue under
// /api/admin/reviews (admin/reviews/routes.ts).
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/permissions';
import { SESSION_NOT_FOUND_MESSAGE } from '../http/not-found-messages';
import { documented, errorSchema, idParam } from '../http/openapi';
import { pathId } from '../http/path-id';
import { requestLocale } from '../http/request-locale';
import { serviceDeps } from '../service-deps';
import { requestReview } from './review-service';

export async function reviewRequestRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/checkout/sessions/:id/review-request',
    documented({
      tags: ['hosted checkout'],
      security: [{ session: [] }],
      summary: 'Ask a person to review the declined purchase',
      description:
        'Stores one review request per checkout and shopper with the decline the server finds now. 201 with the confirmation; 409 review_already_requested for a second request, not_declined when the purchase would be approved, review_not_available for a decline no review can change, session_closed.',
      params: idParam('id', '^cs_[0-9A-Za-z]{24}$'),
      response: { 401: errorSchema, 404: errorSchema, 409: errorSchema },
    }),
    async (request, reply) => {
      const user = await requireUser(request);
      const sessionId = pathId(request.params, 'cs', SESSION_NOT_FOUND_MESSAGE);
      reply.header('cache-control', 'no-store');
      const answer = await requestReview(serviceDeps(app), {
        sessionId,
        userId: user.id,
        locale: requestLocale(request),
      });
      reply.code(201);
      return answer;
    },
  );
}
