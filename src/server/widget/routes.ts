// What the embed script (/widget.js) asks NaRate from a merchant's page: the merchant behind a
// publishable key. Public and credential-free, so any origin may read it (CORS *); the price
// widget computes the instalments itself with the shared plan builder.
import type { FastifyInstance } from 'fastify';
import { INSTALMENT_OPTIONS } from '#shared/calculator';
import { HttpError } from '../http/errors';
import { documented, errorSchema } from '../http/openapi';
import { findKeyOwner } from '../merchants/api-keys';
import { serviceDeps } from '../service-deps';

export async function widgetRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  app.get(
    '/widget/merchant',
    {
      ...documented({
        tags: ['widgets'],
        summary: 'The merchant behind a publishable key (for the embed script)',
        querystring: {
          type: 'object',
          properties: { key: { type: 'string', example: 'pk_test_…' } },
          required: ['key'],
        },
        response: { 404: errorSchema },
      }),
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      // Read from merchants' pages: helmet's same-origin resource policy must not block it.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('cache-control', 'public, max-age=300');
      const key = (request.query as { key?: unknown }).key;
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
        instalmentOptions: INSTALMENT_OPTIONS,
      };
    },
  );
}
