import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { sessionCookieName } from '../../auth/session-cookie';

/** The public API merchants integrate with; the only part production documents. */
const PUBLIC_API_PREFIX = '/api/v1/';

/**
 * OpenAPI document browsable at /api/docs: every route with a schema outside production, only the
 * merchant API (/api/v1) in production, where a map of the admin and account APIs helps nobody but
 * an attacker.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  const productionOnlyPublic = app.config.isProduction;
  await app.register(swagger, {
    transform: ({ schema, url }) => ({
      schema:
        productionOnlyPublic && !url.startsWith(PUBLIC_API_PREFIX)
          ? { ...schema, hide: true }
          : schema,
      url,
    }),
    openapi: {
      info: {
        title: 'NaRate API',
        description: 'Kupi odmah, plati NaRate. Amounts are integer cents (EUR).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(app.config) },
          secretKey: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });
  // The UI ships its own scripts; staticCSP gives its pages a CSP with their hashes, not ours.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
