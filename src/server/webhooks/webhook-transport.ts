// The HTTP client webhooks are sent with: undici's fetch over an Agent whose connections resolve
// names through pinnedLookup (target-safety.ts), so a socket only ever opens to an address that
// was checked. One Agent per mode for the whole process keeps connections reusable.
import { Agent, fetch, type Response } from 'undici';
import { createPinnedLookup } from './target-safety';

let publicOnly: Agent | undefined;
let anyTarget: Agent | undefined;

export function webhookAgent(allowPrivateTargets: boolean): Agent {
  if (allowPrivateTargets) return (anyTarget ??= new Agent());
  return (publicOnly ??= new Agent({ connect: { lookup: createPinnedLookup() } }));
}

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array;
  timeoutMs: number;
  allowPrivateTargets: boolean;
}

/** POSTs one webhook; redirects are not followed (a redirect could point anywhere). */
export async function postWebhook(post: WebhookPost): Promise<Response> {
  return fetch(post.url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(post.timeoutMs),
    headers: post.headers,
    body: post.body,
    dispatcher: webhookAgent(post.allowPrivateTargets),
  });
}
