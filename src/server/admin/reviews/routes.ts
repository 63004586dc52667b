// The review queue under /api/admin/reviews: admins list the review requests of declined
// purchases, then approve the purchase once or answer with a note (the shopper is emailed). The
// admin scope (admin/routes.ts) allows admins only; the review rules stay in reviews/. Requests
// and answers are defined in zod (http/zod-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminReviewView } from '#shared/consumer-rights';
import {
  ReviewDecisionSchema,
  ReviewQueueQuerySchema,
} from '#shared/validation/consumer-rights-schemas';
import { requireUser } from '#server/auth/permissions';
import { pathId } from '#server/http/path-id';
import { requestLocale } from '#server/http/request-locale';
import { ErrorAnswer, refusedAs, registerZodSchemas } from '#server/http/zod-routes';
import { listReviews } from '#server/reviews/review-repository';
import { REVIEW_NOT_FOUND_MESSAGE, decideReview } from '#server/reviews/review-service';
import { serviceDeps } from '#server/service-deps';

const REVIEW_STATUSES = ['pending', 'approved', 'answered'] as const;

const AdminReviewViewSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  shopper: z.object({
    id: z.string().nullable(),
    email: z.string().nullable(),
    name: z.string().nullable(),
  }),
  merchantName: z.string(),
  checkoutSessionId: z.string(),
  amountCents: z.int(),
  declineCode: z.string(),
  declineReason: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  approvedUntil: z.string().nullable(),
  usedAt: z.string().nullable(),
  usedOrderId: z.string().nullable(),
  affordability: z
    .object({
      monthlyIncomeCents: z.int().nullable(),
      monthlyObligationsCents: z.int().nullable(),
      capCents: z.int(),
      owedCents: z.int(),
      owedAfterCents: z.int(),
      withinCap: z.boolean(),
    })
    .nullable(),
  capOverrideReason: z.string().nullable(),
}) satisfies z.ZodType<AdminReviewView>;

/** A review's `:id` is a UUID; anything else names no review and answers 404, not 400. */
const ReviewParams = refusedAs(z.object({ id: z.uuid() }), (params) => {
  pathId(params, 'uuid', REVIEW_NOT_FOUND_MESSAGE);
  throw new Error('A review id the schema refused passed the server check');
});

export async function adminReviewRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Review requests of declined purchases (default: pending)',
        querystring: ReviewQueueQuerySchema,
        response: { 200: z.object({ items: z.array(AdminReviewViewSchema) }), 400: ErrorAnswer },
      },
    },
    async (request) => ({
      items: await listReviews(app.db, request.query.status, requestLocale(request)),
    }),
  );

  app.post(
    '/reviews/:id/decision',
    {
      schema: {
        tags,
        summary: 'Approve the purchase once, or answer with a note; the shopper is emailed',
        params: ReviewParams,
        body: ReviewDecisionSchema,
        response: {
          200: z.object({ id: z.string(), status: z.enum(['approved', 'answered']) }),
          400: ErrorAnswer,
          404: ErrorAnswer,
          409: ErrorAnswer,
        },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const input = request.body;
      return decideReview(serviceDeps(app), {
        reviewId: request.params.id,
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
