// Review by a person of a declined purchase. The shopper asks from the hosted checkout
// (/api/checkout/sessions/{id}/review-request, cookie session: the shopper and the decline are
// the server's, the browser only names the checkout). Admins work the queue under
// /api/admin/reviews: list, then approve the purchase once or answer with a note.
import type { FastifyInstance } from 'fastify';
import {
  ReviewDecisionSchema,
  ReviewQueueQuerySchema,
} from '#shared/validation/consumer-rights-schemas';
import { adminOnly, requireUser } from '../auth/permissions';
import { SESSION_NOT_FOUND_MESSAGE } from '../http/not-found-messages';
import { documented, errorSchema, idParam } from '../http/openapi';
import { pathId } from '../http/path-id';
import { parseWith } from '../http/validate';
import { requestLocale } from '../http/request-locale';
import { serviceDeps } from '../service-deps';
import { listReviews } from './review-repository';
import { REVIEW_NOT_FOUND_MESSAGE, decideReview, requestReview } from './review-service';

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

export async function adminReviewRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', adminOnly);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['admin'];

  app.get(
    '/reviews',
    documented({ tags, summary: 'Review requests of declined purchases (default: pending)' }),
    async (request) => {
      const query = parseWith(ReviewQueueQuerySchema, request.query);
      return { items: await listReviews(app.db, query.status, requestLocale(request)) };
    },
  );

  app.post(
    '/reviews/:id/decision',
    documented({
      tags,
      summary: 'Approve the purchase once, or answer with a note; the shopper is emailed',
      response: { 400: errorSchema, 404: errorSchema, 409: errorSchema },
    }),
    async (request) => {
      const actor = await requireUser(request);
      const reviewId = pathId(request.params, 'uuid', REVIEW_NOT_FOUND_MESSAGE);
      const input = parseWith(ReviewDecisionSchema, request.body);
      return decideReview(serviceDeps(app), {
        reviewId,
        actorId: actor.id,
        decision: input.decision,
        note: input.note,
        ...(input.decision === 'approve' && input.overrideReason
          ? { overrideReason: input.overrideReason }
          : {}),
      });
    },
  );
}
