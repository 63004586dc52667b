// The review queue under /api/admin/reviews: admins list the review requests of declined
// purchases, then approve the purchase once or answer with a note (the shopper is emailed). The
// admin scope (admin/routes.ts) allows admins only; the review rules stay in reviews/.
import type { FastifyInstance } from 'fastify';
import {
  ReviewDecisionSchema,
  ReviewQueueQuerySchema,
} from '#shared/validation/consumer-rights-schemas';
import { requireUser } from '#server/auth/permissions';
import { documented, errorSchema } from '#server/http/openapi';
import { pathId } from '#server/http/path-id';
import { requestLocale } from '#server/http/request-locale';
import { parseWith } from '#server/http/validate';
import { listReviews } from '#server/reviews/review-repository';
import { REVIEW_NOT_FOUND_MESSAGE, decideReview } from '#server/reviews/review-service';
import { serviceDeps } from '#server/service-deps';

export async function adminReviewRoutes(app: FastifyInstance): Promise<void> {
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
