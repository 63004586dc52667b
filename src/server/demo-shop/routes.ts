// The demo shop's server side (/api/demo-shop, never in production): it plays the merchant's
// server for /demo-shop, creating checkout sessions for the seeded demo merchant through the same
// service the merchant API uses. Requests and answers are defined in zod (http/zod-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DemoProduct } from '#shared/purchase-api';
import { createCheckoutSession } from '../checkout/session-service';
import { DEMO_MERCHANT } from '../demo-data/seed';
import { errorMessage, HttpError, notFound } from '../http/errors';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { validation as V } from '#shared/i18n/me/validation';
import { checkoutUrl } from '../merchant-api/api-views';
import { DEMO_PRODUCTS } from './products';
import { findMerchantByPib } from './repository';

const tags = ['demo shop (development only)'];
const NO_DEMO_MERCHANT = errorMessage('demo_not_seeded');
const CreateDemoSessionSchema = z.object({
  productId: z.string({ error: V.productRequired }),
});

const DemoShopAnswer = z.object({
  merchantName: z.string(),
  publishableKey: z.string(),
  products: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        priceCents: z.int(),
      }) satisfies z.ZodType<DemoProduct>,
    )
    .readonly(),
});

const StartedCheckoutAnswer = z.object({ id: z.string(), url: z.string() });

export async function demoShopRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const demoMerchant = async () => {
    const merchant = await findMerchantByPib(app.db, DEMO_MERCHANT.pib);
    if (!merchant) throw new HttpError(404, 'demo_not_seeded', NO_DEMO_MERCHANT);
    return merchant;
  };

  app.get(
    '/demo-shop/products',
    {
      schema: {
        tags,
        summary: 'The demo shop and its products',
        response: { 200: DemoShopAnswer, 404: ErrorAnswer },
      },
    },
    async () => ({
      merchantName: (await demoMerchant()).name,
      publishableKey: DEMO_MERCHANT.publishableKey,
      products: DEMO_PRODUCTS,
    }),
  );

  app.post(
    '/demo-shop/checkout-sessions',
    {
      schema: {
        tags,
        summary: 'Start the hosted checkout for a demo product',
        body: CreateDemoSessionSchema,
        response: { 201: StartedCheckoutAnswer, 400: ErrorAnswer, 404: ErrorAnswer },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { productId } = request.body;
      const product = DEMO_PRODUCTS.find((p) => p.id === productId);
      if (!product) throw notFound(errorMessage('product_not_found'));
      const merchant = await demoMerchant();
      const base = `${app.config.appUrl}/demo-shop`;
      // The shop's own order number, shown on its return page, in the checkout and on the
      // shopper's plans alike (NaRate's order id stays the merchant's key for the API).
      const reference = `DEMO-${Date.now().toString(36).toUpperCase()}`;
      const session = await createCheckoutSession(
        app.db,
        { merchantId: merchant.id, mode: 'test' },
        {
          amount_cents: product.priceCents,
          currency: 'EUR',
          order_reference: reference,
          line_items: [{ name: product.name, quantity: 1, unit_amount_cents: product.priceCents }],
          success_url: `${base}?status=success&reference=${reference}`,
          cancel_url: `${base}?status=cancelled`,
          expires_in_minutes: 60,
        },
      );
      return reply
        .status(201)
        .send({ id: session.id, url: checkoutUrl(app.config.appUrl, session.id) });
    },
  );
}
