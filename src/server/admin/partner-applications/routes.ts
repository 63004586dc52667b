// Partner applications under /api/admin/partner-applications: one application with the merchant
// it became, and the decision on it (approve with a pricing tier, or decline with a reason).
// Requests and answers are defined in zod (http/zod-routes.ts) and held to the shared type the
// admin pages read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MerchantView, PartnerApplicationView } from '#shared/admin-api';
import { PRICING_TIER_IDS } from '#shared/pricing-tiers';
import { BUSINESS_TYPES, MONTHLY_REVENUE_RANGES } from '#shared/validation/partner-schema';
import {
  ApproveApplicationSchema,
  DeclineApplicationSchema,
} from '#shared/validation/admin-schemas';
import { requireUser } from '#server/auth/permissions';
import { notFound } from '#server/http/errors';
import { pathId } from '#server/http/path-id';
import { ErrorAnswer, refusedAs, registerZodSchemas } from '#server/http/zod-routes';
import { PayoutAccountAnswer } from '#server/payout-accounts/contract';
import { serviceDeps } from '#server/service-deps';
import { findPartnerApplication } from './repository';
import { APPLICATION_NOT_FOUND_MESSAGE, approveApplication, declineApplication } from './service';

const MerchantAnswer = z.object({
  id: z.string(),
  name: z.string(),
  pricingTier: z.enum(PRICING_TIER_IDS),
  feeBasisPoints: z.int(),
  status: z.enum(['active', 'suspended']),
  createdAt: z.string(),
  payoutAccount: PayoutAccountAnswer.nullable(),
  payoutsHeldUntil: z.string().nullable(),
}) satisfies z.ZodType<MerchantView>;

const ApplicationAnswer = z.object({
  id: z.string(),
  contactSubmissionId: z.string(),
  companyName: z.string(),
  pib: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  website: z.string().nullable(),
  monthlyRevenue: z.enum(MONTHLY_REVENUE_RANGES),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  message: z.string().nullable(),
  payoutAccount: PayoutAccountAnswer.nullable(),
  status: z.enum(['pending', 'approved', 'declined']),
  declineReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  merchant: MerchantAnswer.nullable(),
}) satisfies z.ZodType<PartnerApplicationView>;

/** An application's `:id` is a UUID; anything else names none and answers 404, not 400. */
const ApplicationParams = refusedAs(z.object({ id: z.uuid() }), (params) => {
  pathId(params, 'uuid', APPLICATION_NOT_FOUND_MESSAGE);
  throw new Error('An application id the schema refused passed the server check');
});

const tags = ['admin'];
const security = [{ session: [] }];
const decided = { 200: ApplicationAnswer, 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer };

export async function adminPartnerApplicationRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);

  app.get(
    '/partner-applications/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A partner application with the merchant it became',
        params: ApplicationParams,
        response: { 200: ApplicationAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const application = await findPartnerApplication(app.db, request.params.id);
      if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
      return application;
    },
  );

  app.post(
    '/partner-applications/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve an application into a merchant with a pricing tier',
        params: ApplicationParams,
        body: ApproveApplicationSchema,
        response: decided,
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      return approveApplication(deps, actor.id, request.params.id, request.body);
    },
  );

  app.post(
    '/partner-applications/:id/decline',
    {
      schema: {
        tags,
        security,
        summary: 'Decline an application with a reason emailed to the applicant',
        params: ApplicationParams,
        body: DeclineApplicationSchema,
        response: decided,
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      return declineApplication(deps, actor.id, request.params.id, request.body.reason);
    },
  );
}
