// The merchant area's API (/api/merchant, cookie session of a user with the merchant role; one
// merchant's own data only): overview, orders with refunds and cancellation, payouts and fees, API
// keys (a secret key is shown once), the webhook endpoint and its signing secret, webhook
// deliveries.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  CursorPage,
  MerchantOrderView,
  MerchantOverviewView,
  PayoutBatchPage,
} from '#shared/purchase-api';
import {
  CreateApiKeySchema,
  CursorQuerySchema,
  MerchantRefundSchema,
  OrderListQuerySchema,
  WebhookEndpointSchema,
} from '#shared/validation/purchase-schemas';
import { notFound } from '../http/errors';
import { pathId } from '../http/path-id';
import { parseWith } from '../http/validate';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { serviceDeps } from '../service-deps';
import { orderIdOf } from '../orders/order-id';
import { orderDeps } from '../orders/order-deps';
import { loadOrderBundle } from '../orders/order-bundles';
import { listOrderBundles } from '../orders/order-list';
import { findOrder } from '../orders/order-repository';
import { merchantOrderView } from '../orders/order-views';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/payment-service';
import { refundIdempotently } from '../orders/refund-request';
import {
  API_KEY_NOT_FOUND_MESSAGE,
  apiKeyView,
  createApiKey,
  merchantApiKeys,
  revokeApiKey,
} from './api-keys';
import { payoutBatchPage, payoutBatchView } from '../payouts/payout-list';
import { listPayoutBatches, openReceivableCents } from '../payouts/payout-repository';
import { remittanceCsv, remittanceDocument } from '../payouts/remittance-advice';
import { sendPdf } from '../lending/document-routes';
import { renderPdfOffThread } from '../lending/pdf-pool';
import { PDF_RATE_LIMIT } from '../lending/pdf-rate-limit';
import { requestLocale } from '../http/request-locale';
import { merchantTotals, requireMerchant } from './area-service';
import {
  DELIVERY_NOT_FOUND_MESSAGE,
  listWebhookDeliveries,
  retryWebhookDelivery,
} from './webhook-deliveries';
import { deleteEndpoint, findEndpoint } from './webhook-endpoint-repository';
import {
  ENDPOINT_NOT_FOUND_MESSAGE,
  endpointView,
  rotateSigningSecret,
  setEndpointUrl,
} from './webhook-endpoint-service';
import { noStore } from '../http/no-store';
import { sendTestEvent } from './webhook-test-event';
import { dismissOnboarding, markGuideOpened, merchantOnboarding } from './onboarding';
import {
  ApiKeyAnswer,
  ApiKeyListAnswer,
  CreatedApiKeyAnswer,
  DeliveryAnswer,
  DeliveryPageAnswer,
  EndpointAnswer,
  IdempotencyKeyHeader,
  IdParams,
  MerchantOrderAnswer,
  OnboardingStateAnswer,
  OrderPageAnswer,
  OverviewAnswer,
  PayoutBatchPageAnswer,
  SecretAnswer,
} from './contract';

const tags = ['merchant area'];
const security = [{ session: [] }];
const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

const PAYOUT_NOT_FOUND_MESSAGE = 'Isplata ne postoji.';

export async function merchantAreaRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = orderDeps(app);
  const services = serviceDeps(app);
  const db = app.db;
  // Routes with a query or a body check the merchant first: a request that is not the
  // merchant's learns 401/403 before anything about its input.
  const merchantFirst = async (request: FastifyRequest) => {
    await requireMerchant(services, request);
  };
  /** A route's docs, request parts and answers, defined in zod. */
  const docs = <S extends object>(summary: string, schema: S) => ({
    schema: { tags, security, summary, ...schema },
  });
  const checked = <S extends object>(summary: string, schema: S) => ({
    ...docs(summary, schema),
    preValidation: merchantFirst,
  });
  app.addHook('onSend', noStore);

  app.get(
    '/merchant/overview',
    docs('Merchant, totals and recent orders', { response: { 200: OverviewAnswer, ...errors } }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const totals = await merchantTotals(services, merchant.id);
      const recent = await listOrderBundles(db, { merchantId: merchant.id }, { limit: 5 });
      const endpoint = await findEndpoint(db, merchant.id);
      const { userId: _userId, ...profile } = merchant;
      return {
        merchant: profile,
        totals,
        recentOrders: recent.bundles.map((bundle) =>
          merchantOrderView(bundle, requestLocale(request)),
        ),
        webhookEndpointUrl: endpoint?.url ?? null,
        onboarding: await merchantOnboarding(services, merchant.id),
      } satisfies MerchantOverviewView;
    },
  );

  app.get(
    '/merchant/orders',
    checked('Orders, newest first', {
      querystring: OrderListQuerySchema,
      response: { 200: OrderPageAnswer, ...errors },
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const query = request.query;
      const page = await listOrderBundles(db, { merchantId: merchant.id }, query);
      return {
        items: page.bundles.map((bundle) => merchantOrderView(bundle, requestLocale(request))),
        nextCursor: page.nextCursor,
      } satisfies CursorPage<MerchantOrderView>;
    },
  );

  app.get(
    '/merchant/orders/:id',
    docs('One order with its plan and refunds', {
      params: IdParams,
      response: { 200: MerchantOrderAnswer, ...errors },
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const id = orderIdOf(request.params);
      if (!(await findOrder(db, id, { merchantId: merchant.id }))) {
        throw notFound(ORDER_NOT_FOUND_MESSAGE);
      }
      return merchantOrderView(await loadOrderBundle(db, id), requestLocale(request));
    },
  );

  // Refund and cancel answer with the Idempotency-Key's first answer, stored with the key (a
  // replay sends it as it was). The body is read only once the key is claimed, so a refused
  // body is kept with the key as well: it is parsed in the handler, not by a schema.

  app.post(
    '/merchant/orders/:id/refunds',
    checked('Refund an order fully or partly', {
      params: IdParams,
      headers: IdempotencyKeyHeader,
      response: errors,
    }),
    async (request, reply) => {
      const merchant = await requireMerchant(services, request);
      const orderId = orderIdOf(request.params);
      await refundIdempotently(deps, request, reply, merchant.id, () => {
        const input = parseWith(MerchantRefundSchema, request.body);
        return {
          merchantId: merchant.id,
          orderId,
          kind: 'refund',
          amountCents: input.amountCents,
          reason: input.reason,
          answerAs: 'area',
        };
      });
    },
  );

  app.post(
    '/merchant/orders/:id/cancel',
    checked('Cancel an order', {
      params: IdParams,
      headers: IdempotencyKeyHeader,
      response: errors,
    }),
    async (request, reply) => {
      const merchant = await requireMerchant(services, request);
      await refundIdempotently(deps, request, reply, merchant.id, () => ({
        merchantId: merchant.id,
        orderId: orderIdOf(request.params),
        kind: 'cancellation',
        answerAs: 'area',
      }));
    },
  );

  app.get(
    '/merchant/payouts',
    checked('Payout batches, newest business day first, with their lines', {
      querystring: CursorQuerySchema,
      response: { 200: PayoutBatchPageAnswer, ...errors },
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const query = request.query;
      const page = await payoutBatchPage(db, merchant.id, query);
      return {
        items: page.rows.map(payoutBatchView),
        nextCursor: page.nextCursor,
        receivableCents: await openReceivableCents(db, merchant.id),
      } satisfies PayoutBatchPage;
    },
  );

  /** One of the merchant's own batches (404 for another merchant's). */
  async function ownBatch(merchantId: string, params: unknown) {
    const id = pathId(params, 'uuid', PAYOUT_NOT_FOUND_MESSAGE);
    const [row] = await listPayoutBatches(db, merchantId, { limit: 1, onlyId: id });
    if (!row) throw notFound(PAYOUT_NOT_FOUND_MESSAGE);
    return row;
  }

  // Not through the typed provider: the answer is text of its own type, not JSON.
  instance.get(
    '/merchant/payouts/:id/remittance.csv',
    // CSV and PDF answers are files with their own type: only their errors have a schema.
    docs('Remittance advice of a payout batch as CSV (one row per line, cents)', {
      params: IdParams,
      response: errors,
    }),
    async (request, reply) => {
      const merchant = await requireMerchant(services, request);
      const row = await ownBatch(merchant.id, request.params);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="narate-isplata-${row.business_day}.csv"`,
        )
        .send(remittanceCsv(row, requestLocale(request)));
    },
  );

  instance.get(
    '/merchant/payouts/:id/remittance.pdf',
    {
      ...docs('Remittance advice of a payout batch as PDF', { params: IdParams, response: errors }),
      config: { rateLimit: PDF_RATE_LIMIT },
    },
    async (request, reply) => {
      const merchant = await requireMerchant(services, request);
      const row = await ownBatch(merchant.id, request.params);
      const pdf = await renderPdfOffThread(
        remittanceDocument(row, merchant.name, requestLocale(request)),
        row.created_at,
      );
      return sendPdf(reply, pdf, `narate-isplata-${row.business_day}.pdf`);
    },
  );

  app.get(
    '/merchant/api-keys',
    docs('API keys', { response: { 200: ApiKeyListAnswer, ...errors } }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      return { items: (await merchantApiKeys(services, merchant.id)).map(apiKeyView) };
    },
  );

  app.post(
    '/merchant/api-keys',
    checked('Create an API key', {
      description: 'The answer holds the whole key; a secret key is never shown again.',
      body: CreateApiKeySchema,
      response: { 201: CreatedApiKeyAnswer, ...errors },
    }),
    async (request, reply) => {
      const merchant = await requireMerchant(services, request);
      const { kind } = request.body;
      const created = await createApiKey(services, merchant.id, kind);
      return reply.status(201).send({ key: apiKeyView(created.row), secret: created.secret });
    },
  );

  app.post(
    '/merchant/api-keys/:id/revoke',
    docs('Revoke an API key', { params: IdParams, response: { 200: ApiKeyAnswer, ...errors } }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const keyId = pathId(request.params, 'uuid', API_KEY_NOT_FOUND_MESSAGE);
      return apiKeyView(await revokeApiKey(services, merchant.id, keyId));
    },
  );

  app.get(
    '/merchant/webhook-endpoint',
    docs('The webhook endpoint', { response: { 200: EndpointAnswer, ...errors } }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const endpoint = await findEndpoint(db, merchant.id);
      return { endpoint: endpoint ? endpointView(endpoint) : null };
    },
  );

  app.put(
    '/merchant/webhook-endpoint',
    checked('Set the webhook endpoint URL (a signing secret is created with it)', {
      body: WebhookEndpointSchema,
      response: { 200: EndpointAnswer, ...errors },
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const { url } = request.body;
      const row = await setEndpointUrl(services, merchant.id, url);
      return { endpoint: endpointView(row) };
    },
  );

  app.delete(
    '/merchant/webhook-endpoint',
    docs('Remove the webhook endpoint', { response: { 200: EndpointAnswer, ...errors } }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      await deleteEndpoint(db, merchant.id);
      return { endpoint: null };
    },
  );

  app.post(
    '/merchant/webhook-endpoint/secret',
    docs('Show the signing secret', { response: { 200: SecretAnswer, ...errors } }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const endpoint = await findEndpoint(db, merchant.id);
      if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND_MESSAGE);
      return { secret: endpoint.signing_secret };
    },
  );

  app.post(
    '/merchant/webhook-endpoint/secret/rotate',
    docs('Replace the signing secret (the old one stops working at once)', {
      response: { 200: SecretAnswer, ...errors },
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      return { secret: (await rotateSigningSecret(services, merchant.id)).signing_secret };
    },
  );

  app.post(
    '/merchant/onboarding/guide-opened',
    docs('Mark the guide as opened from the onboarding checklist', {
      response: { 200: OnboardingStateAnswer, ...errors },
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      await markGuideOpened(services, merchant.id, new Date());
      return { onboarding: await merchantOnboarding(services, merchant.id) };
    },
  );

  app.post(
    '/merchant/onboarding/dismiss',
    docs('Hide the onboarding checklist', { response: { 200: OnboardingStateAnswer, ...errors } }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      await dismissOnboarding(services, merchant.id, new Date());
      return { onboarding: null };
    },
  );

  app.post(
    '/merchant/webhook-endpoint/test',
    docs('Send a signed test.ping event to the webhook endpoint now', {
      description:
        'Recorded and sent like any event (signature, delivery log); the answer is the delivery with its attempt.',
      response: { 200: DeliveryAnswer, ...errors },
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      return sendTestEvent(services, merchant.id);
    },
  );

  app.get(
    '/merchant/webhook-deliveries',
    checked('Webhook deliveries with their attempts, newest first', {
      querystring: CursorQuerySchema,
      response: { 200: DeliveryPageAnswer, ...errors },
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      return listWebhookDeliveries(services, merchant.id, request.query);
    },
  );

  app.post(
    '/merchant/webhook-deliveries/:id/retry',
    docs('Send a webhook again now', {
      params: IdParams,
      response: { 200: DeliveryAnswer, ...errors },
    }),
    async (request) => {
      const merchant = await requireMerchant(services, request);
      const id = pathId(request.params, 'uuid', DELIVERY_NOT_FOUND_MESSAGE);
      return retryWebhookDelivery(services, merchant.id, id);
    },
  );
}
