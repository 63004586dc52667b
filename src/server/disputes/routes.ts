// Returns and disputes over HTTP (cookie sessions): the shopper reports and follows their own
// (/api/me), the merchant answers its own (/api/merchant); admins decide any after the merchant's
// deadline (/api/admin, admin/disputes/routes.ts). A dispute outside the caller's scope answers 404. A refund runs through
// the one refund path with the client's Idempotency-Key, in the merchant's scope. Requests and
// answers are defined in zod (http/zod-routes.ts) and held to the dispute view the pages read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DisputeRefundSchema,
  OpenDisputeSchema,
  ResumeDisputeSchema,
} from '#shared/validation/dispute-schemas';
import { requireUser, signedInFirst } from '../auth/permissions';
import { noStore } from '../http/no-store';
import { pathId } from '../http/path-id';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { requireMerchant } from '../merchants/area-service';
import { IdempotencyKeyHeader } from '../merchants/contract';
import { orderDeps } from '../orders/order-deps';
import { OrderIdPathParams } from '../orders/order-id-params';
import { refundIdempotently } from '../orders/refund-request';
import { MerchantOrderViewSchema } from '../orders/view-schemas';
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
import { DisputeIdParams, DisputeViewSchema } from './view-schemas';

const security = [{ session: [] }];
const ERRORS = {
  400: ErrorAnswer,
  401: ErrorAnswer,
  403: ErrorAnswer,
  404: ErrorAnswer,
  409: ErrorAnswer,
};
const DisputeList = z.array(DisputeViewSchema);
export const disputeId = (params: unknown) =>
  pathId(params, 'uuid', errorText('dispute_not_found'));
export const REFUND_REASON = disputes.refundReason;

/** The shopper's reports (under /api). */
export async function shopperDisputeRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);
  const tags = ['shopper plans'];
  app.addHook('onSend', noStore);

  app.get(
    '/me/disputes',
    {
      schema: {
        tags,
        security,
        summary: 'The shopper’s return and problem reports',
        response: { 200: DisputeList, 401: ErrorAnswer },
      },
    },
    async (request) => listDisputes(app.db, { userId: (await requireUser(request)).id }),
  );

  // Who asks is checked first (401), then the order id (404), then the report (400).
  app.post(
    '/me/orders/:id/disputes',
    {
      schema: {
        tags,
        security,
        summary: 'Report a return or a problem with an order: the plan pauses',
        description:
          'The plan pauses (no reminders, autopay or late marking) until the merchant refunds or the plan resumes; the merchant gets dispute.opened. 409 dispute_already_open, dispute_not_possible on a closed plan.',
        params: OrderIdPathParams,
        body: OpenDisputeSchema,
        response: { 201: DisputeViewSchema, ...ERRORS },
      },
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const orderId = request.params.id;
      const dispute = await openDispute(deps, { userId: user.id, orderId, ...request.body });
      return reply.code(201).send(dispute);
    },
  );

  app.post(
    '/me/disputes/:id/withdraw',
    {
      schema: {
        tags,
        security,
        summary: 'Take an open report back: the plan goes on',
        params: DisputeIdParams,
        response: { 200: DisputeViewSchema, ...ERRORS },
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const user = await requireUser(request);
      return withdrawDispute(deps, disputeId(request.params), user.id);
    },
  );
}

/** The merchant's answers (under /api). */
export async function merchantDisputeRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);
  const services = serviceDeps(app);
  const tags = ['merchant area'];
  app.addHook('onSend', noStore);
  // A request that is not the merchant's learns 401/403 before anything about its input; the
  // body's 400 comes before the dispute id's 404, as the handler checks the id.
  const merchantFirst = async (request: FastifyRequest) => {
    await requireMerchant(services, request);
  };

  app.get(
    '/merchant/disputes',
    {
      schema: {
        tags,
        security,
        summary: 'Shoppers’ returns and problem reports, newest first',
        response: { 200: DisputeList, 401: ErrorAnswer, 403: ErrorAnswer },
      },
    },
    async (request) => {
      const merchant = await requireMerchant(services, request);
      return listDisputes(app.db, { merchantId: merchant.id });
    },
  );

  app.post(
    '/merchant/disputes/:id/resume',
    {
      schema: {
        tags,
        security,
        summary: 'Resume the plan with an explanation (until the deadline)',
        description:
          'Unpaid instalments move by the days the plan was paused; dispute.resolved. 409 dispute_past_deadline after the deadline (NaRate decides), dispute_closed.',
        params: DisputeIdParams,
        body: ResumeDisputeSchema,
        response: { 200: DisputeViewSchema, ...ERRORS },
      },
      preValidation: merchantFirst,
    },
    async (request) => {
      const merchant = await requireMerchant(services, request);
      return resumeDispute(
        deps,
        disputeId(request.params),
        { merchantId: merchant.id },
        { by: 'merchant', userId: merchant.userId },
        request.body.note,
      );
    },
  );

  app.post(
    '/merchant/disputes/:id/refund',
    {
      schema: {
        tags,
        security,
        summary: 'Answer with a refund, full or partial (the refund ends the dispute)',
        params: DisputeIdParams,
        headers: IdempotencyKeyHeader,
        body: DisputeRefundSchema,
        response: { 201: MerchantOrderViewSchema, ...ERRORS, 502: ErrorAnswer },
      },
      preValidation: merchantFirst,
    },
    async (request, reply) => {
      const merchant = await requireMerchant(services, request);
      const input = request.body;
      const id = disputeId(request.params);
      const row = await disputeForRefund(app.db, id, { merchantId: merchant.id }, 'merchant');
      await refundIdempotently(deps, request, reply, merchant.id, () => ({
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
