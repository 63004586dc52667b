import type { RouteShorthandOptions } from 'fastify';
import { documented, errorSchema, type RouteDocs } from '../http/openapi';
import { rateLimitKey } from './auth';

/** Per secret key: generous for a server integration, a brake on a runaway loop. */
export const API_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

const errors = {
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

/** Route options of a /api/v1 route: its docs, the secret-key security and the per-key limit. */
export function apiRoute(docs: Omit<RouteDocs, 'tags' | 'security'>): RouteShorthandOptions {
  return {
    ...documented({
      ...docs,
      tags: ['merchant API (v1)'],
      security: [{ secretKey: [] }],
      response: { ...errors, ...docs.response },
    }),
    config: { rateLimit: { ...API_RATE_LIMIT, keyGenerator: rateLimitKey } },
  };
}
