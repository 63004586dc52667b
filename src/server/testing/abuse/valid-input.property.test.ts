import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AdminContactsQuerySchema,
  AdminTransactionsQuerySchema,
  AdminUsersQuerySchema,
  ApproveApplicationSchema,
  ContactUpdateSchema,
  DeclineApplicationSchema,
  SpendingLimitUpdateSchema,
} from '#shared/validation/admin-schemas';
import { ContactSchema } from '#shared/validation/contact-schema';
import {
  ApiRefundSchema,
  ConfirmCheckoutSchema,
  CreateApiKeySchema,
  CreateCheckoutSessionSchema,
  CursorQuerySchema,
  MerchantRefundSchema,
  OrderListQuerySchema,
  PayInstalmentsSchema,
  WebhookEndpointSchema,
} from '#shared/validation/purchase-schemas';
import {
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
} from '#shared/validation/login-schema';
import { PartnerApplicationSchema } from '#shared/validation/partner-schema';
import { PayoutAccountChangeSchema } from '#shared/validation/payout-account-schema';
import { ProfileSchema } from '#shared/validation/profile-schema';
import { SignupSchema } from '#shared/validation/signup-schema';
import {
  CodeSchema,
  DeleteAccountSchema,
  ResetTokenSchema,
  SignupResendSchema,
  SignupVerifySchema,
  TransactionsQuerySchema,
} from '#server/accounts/request-schemas';
import { DEMO_ADMIN, DEMO_MERCHANT, DEMO_SHOPPER, seedDemoData } from '../demo-accounts';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../test-app';
import { arbitraryFor } from './schema-arbitraries';

/**
 * Every API route receives input its own zod schemas accept (generated from those schemas), as the
 * role the route is for. Whatever the answer, it is never a 5xx: input that passes validation must
 * be refused with a 4xx or served, never reach a database error.
 */
const REQUEST_SCHEMAS: Record<string, { body?: z.ZodType; query?: z.ZodType }> = {
  'POST /api/auth/login': { body: LoginSchema },
  'POST /api/accounts/signup': { body: SignupSchema },
  'POST /api/accounts/signup/resend': { body: SignupResendSchema },
  'POST /api/accounts/signup/verify': { body: SignupVerifySchema },
  'POST /api/auth/password-reset': { body: ForgotPasswordSchema },
  'POST /api/auth/password-reset/check': { body: ResetTokenSchema },
  'POST /api/auth/password-reset/complete': { body: ResetPasswordSchema },
  'POST /api/me/phone-verification/verify': { body: CodeSchema },
  'POST /api/me/email-verification/verify': { body: CodeSchema },
  'PATCH /api/me/profile': { body: ProfileSchema },
  'GET /api/me/transactions': { query: TransactionsQuerySchema },
  'DELETE /api/me': { body: DeleteAccountSchema },
  'POST /api/contact': { body: ContactSchema },
  'POST /api/partners/applications': { body: PartnerApplicationSchema },
  'GET /api/admin/users': { query: AdminUsersQuerySchema },
  'PUT /api/admin/users/:id/spending-limit': { body: SpendingLimitUpdateSchema },
  'GET /api/admin/contacts': { query: AdminContactsQuerySchema },
  'PATCH /api/admin/contacts/:id': { body: ContactUpdateSchema },
  'POST /api/admin/partner-applications/:id/approve': { body: ApproveApplicationSchema },
  'POST /api/admin/partner-applications/:id/decline': { body: DeclineApplicationSchema },
  'GET /api/admin/transactions': { query: AdminTransactionsQuerySchema },
  'POST /api/v1/checkout/sessions': { body: CreateCheckoutSessionSchema },
  'GET /api/v1/orders': { query: OrderListQuerySchema },
  'GET /api/v1/payouts': { query: CursorQuerySchema },
  'POST /api/v1/orders/:id/refunds': { body: ApiRefundSchema },
  'POST /api/checkout/sessions/:id/confirm': { body: ConfirmCheckoutSchema },
  'GET /api/me/orders': { query: OrderListQuerySchema },
  'POST /api/me/orders/:id/payments': { body: PayInstalmentsSchema },
  'GET /api/merchant/orders': { query: OrderListQuerySchema },
  'POST /api/merchant/orders/:id/refunds': { body: MerchantRefundSchema },
  'GET /api/merchant/payouts': { query: CursorQuerySchema },
  'POST /api/merchant/api-keys': { body: CreateApiKeySchema },
  'PUT /api/merchant/webhook-endpoint': { body: WebhookEndpointSchema },
  'POST /api/merchant/payout-account/change': { body: PayoutAccountChangeSchema },
  'POST /api/merchant/payout-account/change/confirm': { body: CodeSchema },
  'GET /api/merchant/webhook-deliveries': { query: CursorQuerySchema },
};

/** Path ids in the format each route's resource has, so requests get past the id checks. */
function idFor(url: string): fc.Arbitrary<string> {
  if (/\/orders\/:id/.test(url)) return fc.stringMatching(/^ord_[0-9A-Za-z]{24}$/);
  if (/\/checkout\/sessions\/:id/.test(url)) return fc.stringMatching(/^cs_[0-9A-Za-z]{24}$/);
  return fc.uuid();
}

function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    if (field !== undefined && field !== null) params.set(key, String(field));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

const routes: { method: string; url: string }[] = [];
let t: TestApp;
const cookies: Record<'admin' | 'shopper' | 'merchant', string> = {
  admin: '',
  shopper: '',
  merchant: '',
};

beforeAll(async () => {
  // Per-address limits would stop the generated traffic itself; they have tests of their own.
  t = await createTestApp({ rateLimitEnabled: false }, (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      routes.push({ method, url: route.url });
    }
  });
  await seedDemoData(t.database.db, { demoMerchant: true });
}, 120_000);
afterAll(() => t.close());

async function signInEveryone(): Promise<void> {
  // Generated logins with the demo emails and wrong passwords lock the accounts; lift that.
  await t.app.db.deleteFrom('login_throttles').execute();
  cookies.admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  cookies.shopper = await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  cookies.merchant = await loginAs(t.app, DEMO_MERCHANT.email, DEMO_MERCHANT.password);
}

function credentialsFor(url: string): { cookie?: string; headers: Record<string, string> } {
  if (url.startsWith('/api/v1/')) {
    return { headers: { authorization: `Bearer ${DEMO_MERCHANT.secretKey}` } };
  }
  if (url.startsWith('/api/admin/')) return { cookie: cookies.admin, headers: {} };
  if (url.startsWith('/api/merchant/')) return { cookie: cookies.merchant, headers: {} };
  return { cookie: cookies.shopper, headers: {} };
}

describe('property: schema-valid input to every route never answers 5xx', () => {
  it('has a request schema for every route that parses a body or query', () => {
    const known = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const key of Object.keys(REQUEST_SCHEMAS)) expect(known, key).toContain(key);
  });

  it('answers every generated valid request with less than 500', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // Sign-out, deletion and role changes are among the routes: a fresh session for each.
      await signInEveryone();
      const key = `${route.method} ${route.url}`;
      const schemas = REQUEST_SCHEMAS[key] ?? {};
      const body = schemas.body ? arbitraryFor(schemas.body) : fc.constant({});
      const query = schemas.query ? arbitraryFor(schemas.query) : fc.constant({});
      await fc.assert(
        fc.asyncProperty(body, query, idFor(route.url), async (payload, search, id) => {
          const url = route.url.replace(/:(\w+)/g, () => encodeURIComponent(id)) + toQuery(search);
          const { cookie, headers } = credentialsFor(route.url);
          const response = await apiRequest(t.app, {
            method: route.method as 'GET',
            url,
            cookie,
            headers: {
              ...headers,
              'idempotency-key': `valid-${Math.random().toString(36).slice(2)}`,
            },
            ...(route.method === 'GET' ? {} : { payload: payload as object }),
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${route.method} ${url} ${JSON.stringify(payload).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }),
        { numRuns: schemas.body || schemas.query ? 25 : 3 },
      );
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
