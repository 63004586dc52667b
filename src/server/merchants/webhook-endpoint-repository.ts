import type { Kysely, Selectable } from 'kysely';
import type { Database, MerchantWebhookEndpointsTable } from '../db/schema';

export type EndpointRow = Selectable<MerchantWebhookEndpointsTable>;

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

/** Creates the endpoint with `newSecret`, or changes the URL of the existing one (keeping its secret). */
export async function upsertEndpointUrl(
  db: Kysely<Database>,
  merchantId: string,
  url: string,
  newSecret: string,
): Promise<EndpointRow> {
  const now = new Date();
  return db
    .insertInto('merchant_webhook_endpoints')
    .values({ merchant_id: merchantId, url, signing_secret: newSecret, updated_at: now })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ url, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The endpoint with its new secret, or undefined when the merchant has none. */
export async function replaceSigningSecret(
  db: Kysely<Database>,
  merchantId: string,
  secret: string,
): Promise<EndpointRow | undefined> {
  return db
    .updateTable('merchant_webhook_endpoints')
    .set({ signing_secret: secret, updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEndpoint(db: Kysely<Database>, merchantId: string): Promise<void> {
  await db.deleteFrom('merchant_webhook_endpoints').where('merchant_id', '=', merchantId).execute();
}
