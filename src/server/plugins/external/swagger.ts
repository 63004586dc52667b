import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionCookieName } from '#server/auth/session-cookie';
import { isZodSchema } from '#server/http/zod-routes';

/** The public API merchants integrate with; the only part production documents. */
const PUBLIC_API_PREFIX = '/api/v1/';

/** Routes defined in zod are documented from their zod schemas (the same ones that validate). */
const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * The document marks Idempotency-Key as required wherever a route takes it: the handler refuses a
 * request without one (400 idempotency_key_required, with its own message). Routes defined in zod
 * say so in their schema; the older JSON-schema routes leave it optional for validation.
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
    transform: (document) => {
      const { schema, url } = document;
      if (productionOnlyPublic && !url.startsWith(PUBLIC_API_PREFIX)) {
        return { schema: { ...schema, hide: true }, url };
      }
      if (isZodSchema(schema)) return zodTransform(document);
      return { schema: withRequiredIdempotencyKey(schema), url };
    },
    openapi: {
      // 3.1: its schemas are JSON Schema (null is a type), which the zod schemas translate to.
      openapi: '3.1.0',
      info: {
        title: 'NaRate API',
        description:
          'Kupi odmah, plati NaRate. Amounts are integer cents (EUR); every POST needs an Idempotency-Key header. Start with the [merchant guide](/vodic-za-trgovce): keys, a test checkout, webhooks and going live, with curl and Node.js examples.',
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
