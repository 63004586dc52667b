import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app';
import { isZodSchema } from './zod-routes';

/**
 * Every API route is defined in zod: each must have zod schemas and an answer schema for its
 * success status, so the serializer holds each answer to its contract (an answer that does not
 * fit answers 500 and fails that route's own tests). Files (PDF, CSV, XML) are
 * written as they are and document only their errors.
 */
/** Every API route: the cookie APIs, the merchant API, the callbacks and the tools. */
const ZOD_AREAS = [/^\/api\//];
/** Not JSON APIs: the metrics scrape (Prometheus text) and the API document's own pages. */
const NOT_JSON = [/^\/api\/metrics$/, /^\/api\/docs(\/|$)/];
/** Answers that are files, not JSON: no answer schema for their success status. */
const FILES = [
  'GET /api/merchant/payouts/:id/remittance.csv',
  'GET /api/merchant/payouts/:id/remittance.pdf',
  'GET /api/me/statements/:file',
  'GET /api/me/payments/:id/receipt.pdf',
  'GET /api/checkout/sessions/:id/precontract.pdf',
  'GET /api/me/orders/:id/contract.pdf',
  // The data export as a document to read; its JSON twin is answered through its own schema.
  'GET /api/me/export.pdf',
  'GET /api/admin/payout-files/:id/xml',
];
/** Answered with the Idempotency-Key's stored first answer, as it was stored. */
const STORED_ANSWERS = [
  'POST /api/merchant/orders/:id/refunds',
  'POST /api/merchant/orders/:id/cancel',
  'POST /api/me/orders/:id/payments',
  'POST /api/me/orders/:id/payments/saved-card',
  'POST /api/checkout/sessions/:id/confirm',
  'POST /api/me/orders/:id/withdrawal',
];

const routes: { name: string; schema: RouteOptions['schema'] }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!ZOD_AREAS.some((area) => area.test(route.url))) continue;
      if (NOT_JSON.some((path) => path.test(route.url))) continue;
      routes.push({ name: `${method} ${route.url}`, schema: route.schema });
    }
  });
}, 120_000);
afterAll(() => t.close());

describe('API areas defined in zod', () => {
  it('finds the routes of every area', () => {
    expect(routes.length).toBeGreaterThan(48);
  });

  it('defines every route there in zod, with an answer schema for its success', () => {
    const missing = routes.flatMap(({ name, schema }) => {
      if (!isZodSchema(schema)) return [`${name}: not defined in zod`];
      if (FILES.includes(name) || STORED_ANSWERS.includes(name)) return [];
      const response = (schema?.response ?? {}) as Record<string, unknown>;
      const success = Object.entries(response).filter(([status]) => status.startsWith('2'));
      if (success.length === 0) return [`${name}: no answer schema for its success`];
      return success.every(([, answer]) => answer instanceof z.ZodType)
        ? []
        : [`${name}: an answer schema is not zod`];
    });
    expect(missing).toEqual([]);
  });
});
