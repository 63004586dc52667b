// Disputes under /api/admin: admins see every dispute and decide one after the merchant's
// deadline, for the plan to go on or for a refund in the merchant's place (through the one refund
// path with the client's Idempotency-Key). The admin scope (admin/routes.ts) allows admins only and
// keeps answers out of caches; the dispute rules stay in disputes/. Requests and answers are
// defined in zod (http/zod-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DisputeRefundSchema, ResumeDisputeSchema } from '#shared/validation/dispute-schemas';
import { requireUser } from '#server/auth/permissions';
// The key a refund requires, refused as the merchant area refuses it (400 idempotency_key_required
// or idempotency_key_invalid): an admin's refund is the same operation in the merchant's place.
import { IdempotencyKeyHeader } from '#server/merchants/contract';
import { disputeId, REFUND_REASON } from '#server/disputes/routes';
import { disputeForRefund, listDisputes, resumeDispute } from '#server/disputes/service';
import { DisputeIdParams, DisputeViewSchema } from '#server/disputes/view-schemas';
import { ErrorAnswer, registerZodSchemas } from '#server/http/zod-routes';
import { MerchantOrderViewSchema } from '#server/orders/view-schemas';
import { orderDeps } from '#server/orders/order-deps';
import { refundIdempotently } from '#server/orders/refund-request';

const security = [{ session: [] }];
const AdminListQuery = z.object({ status: z.enum(['open', 'all']).default('open') });
const ERRORS = {
  400: ErrorAnswer,
  401: ErrorAnswer,
  403: ErrorAnswer,
  404: ErrorAnswer,
  409: ErrorAnswer,
};
/** Admins see every dispute and decide after the merchant's deadline (under /api/admin). */
export async function adminDisputeRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);
  const tags = ['admin'];

  app.get(
    '/disputes',
    {
      schema: {
        tags,
        security,
        summary: 'Disputes: open ones (default) or all, newest first',
        querystring: AdminListQuery,
        response: { 200: z.array(DisputeViewSchema), 400: ErrorAnswer },
      },
    },
    async (request) => listDisputes(app.db, { admin: true }, { status: request.query.status }),
  );

  app.post(
    '/disputes/:id/resume',
    {
      schema: {
        tags,
        security,
        summary: 'Decide for the plan to go on (after the merchant’s deadline)',
        description: '409 dispute_deadline_open while the merchant may still answer.',
        params: DisputeIdParams,
        body: ResumeDisputeSchema,
        response: { 200: DisputeViewSchema, ...ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { note } = request.body;
      return resumeDispute(
        deps,
        disputeId(request.params),
        { admin: true },
        { by: 'admin', userId: user.id },
        note,
      );
    },
  );

  app.post(
    '/disputes/:id/refund',
    {
      schema: {
        tags,
        security,
        summary: 'Decide for a refund in the merchant’s place (after its deadline)',
        params: DisputeIdParams,
        headers: IdempotencyKeyHeader,
        body: DisputeRefundSchema,
        response: { 201: MerchantOrderViewSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = request.body;
      const id = disputeId(request.params);
      const row = await disputeForRefund(app.db, id, { admin: true }, 'admin');
      await refundIdempotently(deps, request, reply, row.merchant_id, () => ({
        merchantId: row.merchant_id,
        orderId: row.order_id,
        kind: 'refund',
        ...(input.amountCents === undefined ? {} : { amountCents: input.amountCents }),
        reason: REFUND_REASON,
        answerAs: 'area',
        disputeActor: { by: 'admin', userId: user.id },
      }));
    },
  );
}
