// The hosted checkout's API (/api/checkout, cookie session). Signing in or up uses the accounts
// endpoints; this API reads a session for the page. Confirming the purchase is the orders
// module's (orders/checkout-confirm-routes.ts). Requests and answers are defined in zod
// (http/zod-routes.ts), held to the view the checkout page reads.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSTALMENT_OPTIONS } from '#shared/calculator';
import type { CheckoutSessionPublicView } from '#shared/purchase-api';
import { pathId } from '../http/path-id';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { serviceDeps } from '../service-deps';
import { ShopperReviewViewSchema } from '../reviews/routes';
import { SavedCardViewSchema } from '../saved-cards/routes';
import { checkoutPublicView } from './public-view';
import { bindCheckoutSession } from './session-repository';
import { SESSION_NOT_FOUND_MESSAGE } from './session-service';
import { readerLocale } from '../http/request-locale';

const tags = ['hosted checkout'];

/** The session's `:id`: anything but a session id answers 404 in the handler, never 400. */
const SessionParams = z.object({
  id: z.string().meta({ pattern: '^cs_[0-9A-Za-z]{24}$', description: 'The checkout session id.' }),
});

const sessionIdOf = (params: unknown) => pathId(params, 'cs', SESSION_NOT_FOUND_MESSAGE);

export const CheckoutSessionAnswer = z.object({
  id: z.string(),
  status: z.enum(['open', 'completed', 'expired', 'cancelled']),
  merchantName: z.string(),
  amountCents: z.int(),
  currency: z.literal('EUR'),
  orderReference: z.string(),
  lineItems: z.array(z.object({ name: z.string(), quantity: z.int(), unitAmountCents: z.int() })),
  expiresAt: z.string(),
  cancelUrl: z.string(),
  plans: z.array(
    z.object({
      instalmentCount: z.union(INSTALMENT_OPTIONS.map((n) => z.literal(n))),
      instalments: z.array(
        z.object({ sequence: z.int(), dueDate: z.string(), amountCents: z.int() }),
      ),
      totalCents: z.int(),
      interestRatePercent: z.literal(0),
      feesCents: z.literal(0),
    }),
  ),
  precontract: z.object({
    lenderName: z.string(),
    merchantName: z.string(),
    totalCents: z.int(),
    interestRatePercent: z.literal(0),
    annualPercentageRate: z.literal(0),
    feesCents: z.literal(0),
    lateFeeCents: z.literal(0),
    withdrawalDays: z.int(),
    earlyRepaymentFree: z.literal(true),
  }),
  shopper: z
    .object({
      approvable: z.boolean(),
      declineCode: z.string().nullable(),
      declineReason: z.string().nullable(),
      spendingLimitCents: z.int(),
      outstandingCents: z.int(),
      availableCents: z.int(),
      declineNextStep: z.string().nullable(),
      reviewable: z.boolean(),
      review: ShopperReviewViewSchema.nullable(),
      approvedByReview: z.boolean(),
      savedCard: SavedCardViewSchema.nullable(),
    })
    .nullable(),
  order: z.object({ id: z.string(), redirectUrl: z.string() }).nullable(),
}) satisfies z.ZodType<CheckoutSessionPublicView>;

export async function checkoutRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  app.get(
    '/checkout/sessions/:id',
    {
      schema: {
        tags,
        summary: 'The hosted checkout page of a session',
        description:
          'Public (the session id is the secret). Order summary, the 3/6/12 plans with their schedules, the pre-contract numbers; for a signed-in shopper whether it fits their limit, and after completion their order and redirect URL.',
        params: SessionParams,
        response: { 200: CheckoutSessionAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = sessionIdOf(request.params);
      const user = await request.getSessionUser();
      // Opened by a signed-in shopper, an open session becomes theirs (its pre-contract too).
      if (user) await bindCheckoutSession(deps.db, id, user.id);
      return checkoutPublicView(deps, id, user?.id ?? null, new Date(), readerLocale(request));
    },
  );
}
