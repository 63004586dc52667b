// A typed client of the merchant REST API (/api/v1), generated from its OpenAPI document: paths,
// request bodies, headers and answers are checked by TypeScript against merchant-api.d.ts.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './merchant-api';

export type { paths } from './merchant-api';

export type MerchantApiClient = Client<paths>;

export interface MerchantApiClientOptions {
  /** NaRate's address, e.g. https://narate.me (without /api/v1). */
  baseUrl: string;
  /** The secret key (sk_live_… or sk_test_…); never send it from a browser. */
  secretKey: string;
  /** Another fetch (a test's, or one with a proxy); the global one otherwise. */
  fetch?: typeof globalThis.fetch;
  /** The language of error messages: 'me' (Montenegrin, the default) or 'en'. */
  locale?: 'me' | 'en';
}

export function createMerchantApiClient(options: MerchantApiClientOptions): MerchantApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: {
      authorization: `Bearer ${options.secretKey}`,
      ...(options.locale ? { 'x-narate-locale': options.locale } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
