// The typed merchant API client (src/shared/api) for browser tests. It sends through Playwright's
// request context, so calls go to the test server (the context's base URL) and show in its traces.
import type { APIRequestContext } from '@playwright/test';
import { createMerchantApiClient, type MerchantApiClient } from '#shared/api/merchant-api-client';

/** The client builds whole URLs on this placeholder; only their path goes to the context. */
const PLACEHOLDER_ORIGIN = 'http://narate.test';

function throughPlaywright(request: APIRequestContext): typeof fetch {
  return async (input, init) => {
    const sent = input instanceof Request ? input : new Request(input, init);
    const url = new URL(sent.url);
    const body = sent.body ? Buffer.from(await sent.arrayBuffer()) : undefined;
    const answer = await request.fetch(url.pathname + url.search, {
      method: sent.method,
      headers: Object.fromEntries(sent.headers),
      ...(body ? { data: body } : {}),
    });
    const status = answer.status();
    return new Response(status === 204 ? null : new Uint8Array(await answer.body()), {
      status,
      headers: answer.headers(),
    });
  };
}

export function merchantApi(request: APIRequestContext, secretKey: string): MerchantApiClient {
  return createMerchantApiClient({
    baseUrl: PLACEHOLDER_ORIGIN,
    secretKey,
    fetch: throughPlaywright(request),
  });
}
