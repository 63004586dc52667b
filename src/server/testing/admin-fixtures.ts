// Data builders for the admin and partner API tests: real rows through real code paths.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import type { Database } from '../db/schema';
import { apiRequest } from './test-app';

export const VALID_APPLICATION = {
  companyName: '"Mont-Trade" d.o.o.',
  pib: '02655284',
  businessType: 'retail',
  website: 'https://mont-trade.me',
  monthlyRevenue: '10k-50k',
  contactFirstName: 'Marko',
  contactLastName: 'Ivanović',
  contactEmail: 'marko@mont-trade.me',
  contactPhone: '+382 20 123 456',
  message: 'Zanima nas saradnja.',
  accountHolder: 'Mont-Trade d.o.o.',
  iban: 'ME25 5050 0001 2345 6789 51',
  bic: '',
  agreeToTerms: true,
} as const;

let addressCounter = 0;
/** A fresh client address per call, so the public form's rate limit does not mix tests. */
export function nextRemoteAddress(): string {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Posts a partner application as a visitor; returns the response. */
export function postApplication(app: FastifyInstance, patch: Record<string, unknown> = {}) {
  return apiRequest(app, {
    method: 'POST',
    url: '/api/partners/applications',
    payload: { ...VALID_APPLICATION, ...patch },
    remoteAddress: nextRemoteAddress(),
  });
}

/** Submits a valid application and returns its ids. */
export async function createApplication(
  app: FastifyInstance,
  patch: Record<string, unknown> = {},
): Promise<{ applicationId: string; contactId: string }> {
  const response = await postApplication(app, patch);
  if (response.statusCode !== 201) throw new Error(`application failed: ${response.body}`);
  const applicationId = response.json().id as string;
  const row = await app.db
    .selectFrom('partner_applications')
    .select('contact_submission_id')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { applicationId, contactId: row.contact_submission_id };
}

export interface TestUserOptions {
  email: string;
  password?: string;
  displayName?: string;
  /** null leaves the user without a score row (the list then shows the defaults). */
  score?: number | null;
  spendingLimitCents?: number;
}

/** A user with profile and (unless score is null) a score row. */
export async function createTestUser(
  db: Kysely<Database>,
  options: TestUserOptions,
): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({
      email: options.email,
      password_hash: await hashPassword(options.password ?? 'Test-Lozinka-2026!'),
      email_confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({ id: user.id, display_name: options.displayName ?? null })
    .execute();
  if (options.score !== null) {
    await db
      .insertInto('user_credit_scores')
      .values({
        user_id: user.id,
        score: options.score ?? 500,
        spending_limit: options.spendingLimitCents ?? 10_000,
      })
      .execute();
  }
  return user.id;
}

export async function userIdByEmail(db: Kysely<Database>, email: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function auditRows(db: Kysely<Database>, entityId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_id', '=', entityId)
    .orderBy('created_at')
    .execute();
}
