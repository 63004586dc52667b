// Disputes under /api/admin: admins see every dispute and decide one after the merchant's
// deadline, for the plan to go on or for a refund in the merchant's place (through the one refund
// path with the client's Idempotency-Key). The admin scope (admin/routes.ts) allows admins only and
// keeps answers out of caches; the dispute rules stay in disputes/.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DisputeRefundSchema, ResumeDisputeSchema } from '#shared/validation/dispute-schemas';
import { requireUser } from '#server/auth/permissions';
import { disputeErrors, disputeId, disputeParams, REFUND_REASON } from '#server/disputes/routes';
import { disputeForRefund, listDisputes, resumeDispute } from '#server/disputes/service';
import { documented, idempotencyKeyHeader, jsonSchemaOf } from '#server/http/openapi';
import { parseWith } from '#server/http/validate';
import { orderDeps } from '#server/orders/order-deps';
import { refundIdempotently } from '#server/orders/refund-request';

const security = [{ session: [] }];
const AdminListQuery = z.object({ status: z.enum(['open', 'all']).default('open') });

/** Admins see every dispute and decide after the merchant's deadline (under /api/admin). */
export async function adminDisputeRoutes(app: FastifyInstance): Promise<void> {
  const deps = orderDeps(app);
  const tags = ['admin'];

  app.get(
    '/disputes',
    documented({ tags, security, summary: 'Disputes: open ones (default) or all, newest first' }),
    async (request) => {
      const { status } = parseWith(AdminListQuery, request.query ?? {});
      return listDisputes(app.db, { admin: true }, { status });
    },
  );

  app.post(
    '/disputes/:id/resume',
    documented({
      tags,
      security,
      summary: 'Decide for the plan to go on (after the merchant’s deadline)',
      description: '409 dispute_deadline_open while the merchant may still answer.',
      params: disputeParams,
      body: jsonSchemaOf(ResumeDisputeSchema),
      response: disputeErrors,
    }),
    async (request) => {
      const user = await requireUser(request);
      const { note } = parseWith(ResumeDisputeSchema, request.body);
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
    documented({
      tags,
      security,
      summary: 'Decide for a refund in the merchant’s place (after its deadline)',
      params: disputeParams,
      headers: idempotencyKeyHeader,
      body: jsonSchemaOf(DisputeRefundSchema),
      response: disputeErrors,
    }),
    async (request, reply) => {
      const user = await requireUser(request);
      const input = parseWith(DisputeRefundSchema, request.body ?? {});
      const id = disputeId(request.params);
      const row = await disputeForRefund(app.db, id, { admin: true }, 'admin');
      return refundIdempotently(deps, request, reply, row.merchant_id, () => ({
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
