// The merchant area's answers, defined once in zod and held to the shared types its pages read:
// Fastify writes every answer through them, so an answer that does not fit is a logged 500 in the
// tests instead of a shape the page does not expect.
import { z } from 'zod';
import { PRICING_TIER_IDS } from '#shared/pricing-tiers';
import { idempotencyKeyHeader } from '../http/idempotency-key-header';
import { OrderViewBase } from '../orders/shopper-contract';
import type {
  ApiKeyView,
  CreatedApiKeyView,
  MerchantOnboardingView,
  MerchantOrderView,
  MerchantOverviewView,
  PayoutBatchPage,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookSecretView,
} from '#shared/purchase-api';

const cents = z.int();

export const MerchantOrderAnswer = OrderViewBase.extend({
  checkoutSessionId: z.string(),
  buyerName: z.string(),
  feeBasisPoints: z.int(),
  feeCents: cents,
  netPayoutCents: cents,
  cancellable: z.boolean(),
  refundableCents: cents,
  statusNote: z.string().nullable(),
}) satisfies z.ZodType<MerchantOrderView>;

export const OrderPageAnswer = z.object({
  items: z.array(MerchantOrderAnswer),
  nextCursor: z.string().nullable(),
});

export const OnboardingAnswer = z.object({
  secretKey: z.boolean(),
  webhook: z.boolean(),
  testEvent: z.boolean(),
  testCheckout: z.boolean(),
  guide: z.boolean(),
}) satisfies z.ZodType<MerchantOnboardingView>;

export const OverviewAnswer = z.object({
  merchant: z.object({
    id: z.string(),
    name: z.string(),
    pricingTier: z.enum(PRICING_TIER_IDS),
    feeBasisPoints: z.int(),
    status: z.enum(['active', 'suspended']),
  }),
  totals: z.object({
    ordersCount: z.int(),
    grossCents: cents,
    refundedCents: cents,
    feesCents: cents,
    paidOutCents: cents,
    recoveredCents: cents,
    netPaidOutCents: cents,
  }),
  recentOrders: z.array(MerchantOrderAnswer),
  webhookEndpointUrl: z.string().nullable(),
  onboarding: OnboardingAnswer.nullable(),
}) satisfies z.ZodType<MerchantOverviewView>;

export const PayoutBatchPageAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      businessDay: z.string(),
      ordersCount: z.int(),
      grossCents: cents,
      feesCents: cents,
      recoveredCents: cents,
      netCents: cents,
      carriedOverCents: cents,
      createdAt: z.string(),
      state: z.enum(['waiting', 'in_file', 'settled', 'returned']),
      valueDate: z.string().nullable(),
      ibanMasked: z.string().nullable(),
      returnReason: z.string().nullable(),
      lines: z.array(
        z.object({
          kind: z.enum(['order', 'recovery']),
          orderId: z.string(),
          orderReference: z.string(),
          grossCents: cents,
          feeCents: cents,
          amountCents: cents,
        }),
      ),
    }),
  ),
  nextCursor: z.string().nullable(),
  receivableCents: cents,
}) satisfies z.ZodType<PayoutBatchPage>;

export const ApiKeyAnswer = z.object({
  id: z.string(),
  kind: z.enum(['publishable', 'secret']),
  mode: z.enum(['test', 'live']),
  prefix: z.string(),
  last4: z.string(),
  publishableKey: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
}) satisfies z.ZodType<ApiKeyView>;

export const ApiKeyListAnswer = z.object({ items: z.array(ApiKeyAnswer) });

export const CreatedApiKeyAnswer = z.object({
  key: ApiKeyAnswer,
  secret: z.string(),
}) satisfies z.ZodType<CreatedApiKeyView>;

const Endpoint = z.object({
  url: z.string(),
  secretLast4: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<WebhookEndpointView>;

export const EndpointAnswer = z.object({ endpoint: Endpoint.nullable() });

export const SecretAnswer = z.object({ secret: z.string() }) satisfies z.ZodType<WebhookSecretView>;

export const OnboardingStateAnswer = z.object({ onboarding: OnboardingAnswer.nullable() });

export const DeliveryAnswer = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  orderId: z.string().nullable(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.int(),
  nextAttemptAt: z.string().nullable(),
  lastResponseStatus: z.int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  attemptLog: z.array(
    z.object({
      attempt: z.int(),
      url: z.string(),
      responseStatus: z.int().nullable(),
      error: z.string().nullable(),
      durationMs: z.number(),
      createdAt: z.string(),
    }),
  ),
  payload: z.unknown(),
}) satisfies z.ZodType<WebhookDeliveryView>;

export const DeliveryPageAnswer = z.object({
  items: z.array(DeliveryAnswer),
  nextCursor: z.string().nullable(),
});

/** Any id in the path: a malformed one answers 404 like an unknown one (pathId, orderIdOf). */
export const IdParams = z.object({ id: z.string() });

/** The Idempotency-Key refund and cancel require, checked after the merchant (preValidation). */
export const IdempotencyKeyHeader = idempotencyKeyHeader(
  'A unique key per operation, e.g. a UUID. The same key with the same body replays the first answer; with another body the request is refused (409 idempotency_key_reused). Keys live 24 hours.',
);
