// The merchant's webhook endpoint and its signing secret. One endpoint per
// merchant; the secret is created with it, shown on request in the merchant area, and replaced
// by a rotation (the old one stops working at once).
import type { Kysely, Selectable } from 'kysely';
import type { WebhookEndpointView } from '../../shared/engine-api';
import { randomBase62 } from '../db/ids';
import type { Database, MerchantWebhookEndpointsTable } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { webhookUrlProblem } from '../webhooks/target-safety';

export const ENDPOINT_NOT_FOUND_MESSAGE = 'Webhook adresa nije podešena.';
export const INTERNAL_URL_MESSAGE =
  'Webhook adresa mora biti javno dostupna (lokalne i privatne adrese nisu dozvoljene).';

type EndpointRow = Selectable<MerchantWebhookEndpointsTable>;

export function newSigningSecret(): string {
  return `whsec_${randomBase62(32)}`;
}

export function endpointView(row: EndpointRow): WebhookEndpointView {
  return {
    url: row.url,
    secretLast4: row.signing_secret.slice(-4),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findEndpoint(
  db: Kysely<Database>,
  merchantId: string,
): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('merchant_webhook_endpoints')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Creates the endpoint (with a new secret) or changes its URL (keeping the secret). */
export async function setEndpointUrl(
  db: Kysely<Database>,
  merchantId: string,
  url: string,
  options: { allowPrivateTargets: boolean },
): Promise<EndpointRow> {
  if (!options.allowPrivateTargets && webhookUrlProblem(url) !== null) {
    throw badRequest(INTERNAL_URL_MESSAGE, { fields: { url: INTERNAL_URL_MESSAGE } });
  }
  const now = new Date();
  return db
    .insertInto('merchant_webhook_endpoints')
    .values({ merchant_id: merchantId, url, signing_secret: newSigningSecret(), updated_at: now })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ url, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function rotateSigningSecret(
  db: Kysely<Database>,
  merchantId: string,
): Promise<EndpointRow> {
  const row = await db
    .updateTable('merchant_webhook_endpoints')
    .set({ signing_secret: newSigningSecret(), updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(ENDPOINT_NOT_FOUND_MESSAGE);
  return row;
}

export async function deleteEndpoint(db: Kysely<Database>, merchantId: string): Promise<void> {
  await db.deleteFrom('merchant_webhook_endpoints').where('merchant_id', '=', merchantId).execute();
}
