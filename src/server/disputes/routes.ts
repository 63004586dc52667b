// Returns and disputes over HTTP (cookie sessions): the shopper reports and follows their own
// (/api/me), the merchant answers its own (/api/merchant); admins decide any after the merchant's
// deadline (/api/admin, admin/disputes/routes.ts). A dispute outside the caller's scope answers 404. A refund runs through
// the one refund path with the client's Idempotency-Key, in the merchant's scope.
import type { FastifyInstance } from 'fastify';
import {
  DisputeRefundSchema,
  OpenDisputeSchema,
  ResumeDisputeSchema,
} from '#shared/validation/dispute-schemas';
import { requireUser } from '../auth/permissions';
import {
  documented,
  errorSchema,
  idempotencyKeyHeader,
  idParam,
  jsonSchemaOf,
} from '../http/openapi';
import { noStore } from '../http/no-store';
import { pathId } from '../http/path-id';
import { parseWith } from '../http/validate';
import { requireMerchant } from '../merchants/area-service';
import { orderDeps } from '../orders/order-deps';
import { orderIdOf } from '../orders/order-id';
import { refundIdempotently } from '../orders/refund-request';
import { serviceDeps } from '../service-deps';
import { errorText } from '../http/errors';
import { disputes } from '#shared/i18n/me/disputes';
import {
  disputeForRefund,
  listDisputes,
  openDispute,
  resumeDispute,
  withdrawDispute,
} from './service';

const security = [{ session: [] }];
export const disputeErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
export const disputeParams = idParam('id', '^[0-9a-fA-F-]{36}$');
export const disputeId = (params: unknown) =>
  pathId(params, 'uuid', errorText('dispute_not_found'));
export const REFUND_REASON = disputes.refundReason;

/** The shopper's reports (under /api). */
export async function shopperDisputeRoutes(app: FastifyInstance): Promise<void> {
  const deps = orderDeps(app);
  const tags = ['shopper plans'];
  app.addHook('onSend', noStore);

  app.get(
    '/me/disputes',
    documented({ tags, security, summary: 'The shopper’s return and problem reports' }),
    async (request) => listDisputes(app.db, { userId: (await requireUser(request)).id }),
  );

  app.post(
    '/me/orders/:id/disputes',
    documented({
      tags,
      security,
      summary: 'Report a return or a problem with an order: the plan pauses',
      description:
        'The plan pauses (no reminders, autopay or late marking) until the merchant refunds or the plan resumes; the merchant gets dispute.opened. 409 dispute_already_open, dispute_not_possible on a closed plan.',
      params: idParam('id', '^ord_[0-9A-Za-z]{24}$'),
      body: jsonSchemaOf(OpenDisputeSchema),
      response: disputeErrors,
    }),
    async (request, reply) => {
      const user = await requireUser(request);
      const orderId = orderIdOf(request.params);
      const input = parseWith(OpenDisputeSchema, request.body);
      const dispute = await openDispute(deps, { userId: user.id, orderId, ...input });
      reply.code(201);
      return dispute;
    },
  );

  app.post(
    '/me/disputes/:id/withdraw',
    documented({
      tags,
      security,
      summary: 'Take an open report back: the plan goes on',
      params: disputeParams,
      response: disputeErrors,
    }),
    async (request) => {
      const user = await requireUser(request);
      return withdrawDispute(deps, disputeId(request.params), user.id);
    },
  );
}

/** The merchant's answers (under /api). */
export async function merchantDisputeRoutes(app: FastifyInstance): Promise<void> {
  const deps = orderDeps(app);
  const services = serviceDeps(app);
  const tags = ['merchant area'];
  app.addHook('onSend', noStore);

  app.get(
    '/merchant/disputes',
    documented({ tags, security, summary: 'Shoppers’ returns and problem reports, newest first' }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      return listDisputes(app.db, { merchantId: merchant.id });
    },
  );

  app.post(
    '/merchant/disputes/:id/resume',
    documented({
      tags,
      security,
      summary: 'Resume the plan with an explanation (until the deadline)',
      description:
        'Unpaid instalments move by the days the plan was paused; dispute.resolved. 409 dispute_past_deadline after the deadline (NaRate decides), dispute_closed.',
      params: disputeParams,
      body: jsonSchemaOf(ResumeDisputeSchema),
      response: disputeErrors,
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const { note } = parseWith(ResumeDisputeSchema, request.body);
      return resumeDispute(
        deps,
        disputeId(request.params),
        { merchantId: merchant.id },
        { by: 'merchant', userId: merchant.userId },
        note,
      );
    },
  );

  app.post(
    '/merchant/disputes/:id/refund',
    documented({
      tags,
      security,
      summary: 'Answer with a refund, full or partial (the refund ends the dispute)',
      params: disputeParams,
      headers: idempotencyKeyHeader,
      body: jsonSchemaOf(DisputeRefundSchema),
      response: disputeErrors,
    }),
    async (request, reply) => {
      const merchant = await requireMerchant(services, request);
      const input = parseWith(DisputeRefundSchema, request.body ?? {});
      const id = disputeId(request.params);
      const row = await disputeForRefund(app.db, id, { merchantId: merchant.id }, 'merchant');
      return refundIdempotently(deps, request, reply, merchant.id, () => ({
        merchantId: merchant.id,
        orderId: row.order_id,
        kind: 'refund',
        ...(input.amountCents === undefined ? {} : { amountCents: input.amountCents }),
        reason: REFUND_REASON,
        answerAs: 'area',
        disputeActor: { by: 'merchant', userId: merchant.userId },
      }));
    },
  );
}
