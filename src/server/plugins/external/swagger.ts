import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { sessionCookieName } from '../../auth/session-cookie';

/** The public API merchants integrate with; the only part production documents. */
const PUBLIC_API_PREFIX = '/api/v1/';

/**
 * The document marks Idempotency-Key as required wherever a route takes it: the handler refuses a
 * request without one (400 idempotency_key_required, with its own message), so the validation
 * schema leaves it optional and only the published document says "required".
 */
function withRequiredIdempotencyKey(schema: FastifySchema): FastifySchema {
  if (!schema) return schema;
  const headers = schema.headers as
    { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (!headers?.properties || !('idempotency-key' in headers.properties)) return schema;
  const required = [...new Set([...(headers.required ?? []), 'idempotency-key'])];
  return { ...schema, headers: { ...headers, required } };
}

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
          : withRequiredIdempotencyKey(schema),
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
