// What the embed script (/widget.js) asks NaRate from a merchant's page: the merchant behind a
// publishable key. Public and credential-free, so any origin may read it (CORS *); the price
// widget computes the instalments itself with the shared plan builder.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSTALMENT_OPTIONS } from '#shared/calculator';
import { HttpError } from '../http/errors';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { findKeyOwner } from '../merchants/api-keys';
import { serviceDeps } from '../service-deps';

/**
 * Any query passes the schema: a missing or malformed key answers 404 unknown_publishable_key
 * like an unknown one (below), as the embed script expects.
 */
const WidgetQuery = z.looseObject({
  key: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({ description: 'A publishable key.', example: 'pk_test_…' }),
});

const WidgetMerchantAnswer = z.object({
  merchantName: z.string(),
  livemode: z.boolean(),
  instalmentOptions: z.array(z.int()),
});

export async function widgetRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  app.get(
    '/widget/merchant',
    {
      schema: {
        tags: ['widgets'],
        summary: 'The merchant behind a publishable key (for the embed script)',
        querystring: WidgetQuery,
        response: { 200: WidgetMerchantAnswer, 404: ErrorAnswer },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      // Read from merchants' pages: helmet's same-origin resource policy must not block it.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('cache-control', 'public, max-age=300');
      const { key } = request.query;
      const owner =
        typeof key === 'string' && key.startsWith('pk_')
          ? await findKeyOwner(deps, key, 'publishable')
          : null;
      if (!owner || owner.merchantStatus !== 'active') {
        throw new HttpError(404, 'unknown_publishable_key');
      }
      return {
        merchantName: owner.merchantName,
        livemode: owner.mode === 'live',
        instalmentOptions: [...INSTALMENT_OPTIONS],
      };
    },
  );
}
