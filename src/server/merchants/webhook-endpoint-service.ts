// The merchant's webhook endpoint and its signing secret. One endpoint per
// merchant; the secret is created with it, shown on request in the merchant area, and replaced
// by a rotation (the old one stops working at once).
import type { WebhookEndpointView } from '#shared/purchase-api';
import { randomBase62 } from '../db/ids';
import { badRequest, errorMessage, notFound, render } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import { isLoopbackUrl, webhookUrlProblem } from '../webhooks/target-safety';
import {
  replaceSigningSecret,
  upsertEndpointUrl,
  type EndpointRow,
} from './webhook-endpoint-repository';

export const ENDPOINT_NOT_FOUND_MESSAGE = errorMessage('webhook_endpoint_not_found');
export const INTERNAL_URL_MESSAGE = errorMessage('webhook_url_private');

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

/** Creates the endpoint (with a new secret) or changes its URL (keeping the secret). */
export async function setEndpointUrl(
  deps: ServiceDeps,
  merchantId: string,
  url: string,
): Promise<EndpointRow> {
  const allowed =
    deps.config.webhookAllowPrivateTargets ||
    (!deps.config.isProduction && isLoopbackUrl(url)) ||
    webhookUrlProblem(url) === null;
  if (!allowed) {
    throw badRequest(INTERNAL_URL_MESSAGE, (locale) => ({
      fields: { url: render(INTERNAL_URL_MESSAGE, locale) },
    }));
  }
  return upsertEndpointUrl(deps.db, merchantId, url, newSigningSecret());
}

export async function rotateSigningSecret(
  deps: ServiceDeps,
  merchantId: string,
): Promise<EndpointRow> {
  const row = await replaceSigningSecret(deps.db, merchantId, newSigningSecret());
  if (!row) throw notFound(ENDPOINT_NOT_FOUND_MESSAGE);
  return row;
}
