// Review by a person of a declined purchase. The shopper asks from the hosted checkout
// (/api/checkout/sessions/{id}/review-request, cookie session: the shopper and the decline are
// the server's, the browser only names the checkout). Admins work the queue under
// /api/admin/reviews (admin/reviews/routes.ts). The answers are defined in zod
// (http/zod-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShopperReviewView } from '#shared/consumer-rights';
import { requireUser } from '../auth/permissions';
import { SESSION_NOT_FOUND_MESSAGE } from '../http/not-found-messages';
import { pathId } from '../http/path-id';
import { requestLocale } from '../http/request-locale';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { serviceDeps } from '../service-deps';
import { requestReview } from './review-service';

export const ShopperReviewViewSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'answered']),
  note: z.string().nullable(),
  createdAt: z.string(),
  approvedUntil: z.string().nullable(),
  used: z.boolean(),
}) satisfies z.ZodType<ShopperReviewView>;

/** The checkout's `:id`: anything but a session id answers 404 in the handler (after the 401). */
const SessionParams = z.object({
  id: z.string().meta({ pattern: '^cs_[0-9A-Za-z]{24}$', description: 'The checkout session id.' }),
});

export async function reviewRequestRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/checkout/sessions/:id/review-request',
    {
      schema: {
        tags: ['hosted checkout'],
        security: [{ session: [] }],
        summary: 'Ask a person to review the declined purchase',
        description:
          'Stores one review request per checkout and shopper with the decline the server finds now. 201 with the confirmation; 409 review_already_requested for a second request, not_declined when the purchase would be approved, review_not_available for a decline no review can change, session_closed.',
        params: SessionParams,
        response: {
          201: z.object({ review: ShopperReviewViewSchema, message: z.string() }),
          401: ErrorAnswer,
          404: ErrorAnswer,
          409: ErrorAnswer,
        },
      },
    },
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
