import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI document of every route with a schema, browsable at /api/docs. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NaRate API',
        description: 'Kupi odmah, plati NaRate. Amounts are integer cents (EUR).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'narate_session' },
          secretKey: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });
  // The UI ships its own scripts; staticCSP gives its pages a CSP with their hashes, not ours.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
