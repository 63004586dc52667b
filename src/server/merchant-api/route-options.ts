import type { z } from 'zod';
import { rateLimitKey } from './auth';
import { COMMON_ERRORS } from './contract';

/**
 * Per secret key: a brake on a runaway loop that still lets one shop's sales day through (a
 * hundred requests a second; each checkout is one session created, and a few reads). At 300 a
 * minute a shop selling more than five checkouts a second was refused.
 */
export const API_RATE_LIMIT = { max: 6_000, timeWindow: '1 minute' } as const;

/** A /api/v1 route's contract: its docs, request parts and answers by status, in zod. */
export interface ApiRouteSchema {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
}

/**
 * Route options of a /api/v1 route: its contract with the errors every route answers, the
 * secret-key security and the per-key limit (routes.ts validates and serializes with zod).
 */
export function apiRoute<S extends ApiRouteSchema>(schema: S) {
  return {
    schema: {
      ...schema,
      tags: ['merchant API (v1)'],
      security: [{ secretKey: [] }],
      response: { ...COMMON_ERRORS, ...schema.response },
    },
    config: { rateLimit: { ...API_RATE_LIMIT, keyGenerator: rateLimitKey } },
  };
}
