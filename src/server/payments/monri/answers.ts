// How Monri's answers are read, by the client and by the statement's worker thread alike. Every
// call has a time limit: an answer that does not arrive in time, or a server error, is a lost
// answer (ProviderUnavailableError; only an order-status lookup can tell what happened), and a
// request Monri refused outright is a MonriRequestError.
import { request } from 'undici';
import { ProviderUnavailableError } from '../provider';

export type Json = Record<string, unknown>;

/** Monri's answer to a request it refused outright (bad signature, bad field). */
export class MonriRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MonriRequestError';
  }
}

export function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export interface MonriRequest {
  method: 'GET' | 'POST';
  body?: string;
  headers: Record<string, string>;
}

/**
 * One call to Monri through undici's `request` (kept-alive connections of the process's one pool
 * per origin): two of them make every card checkout, and fetch's web streams and header objects
 * cost several times its CPU for the same bytes. It follows no redirect (fetch did); Monri's
 * API answers without them. Its time limit is a timer cleared once the answer is read, not
 * AbortSignal.timeout, whose timer stays set after the answer and, when it fires, makes an
 * exception and an abort event for a call long over (about 1 % of the app's CPU at checkout).
 */
export async function sendToMonri(
  url: string,
  init: MonriRequest,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(new MonriTimeout()), timeoutMs);
  try {
    const response = await request(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: limit.signal,
    });
    const body = await response.body.text();
    // A server error may have carried the request out: only a lookup can tell.
    if (response.statusCode >= 500) {
      throw new ProviderUnavailableError(`Monri answered ${response.statusCode}`);
    }
    return { status: response.statusCode, body };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw error;
    throw new ProviderUnavailableError(`Monri did not answer: ${(error as Error).name}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Why a call to Monri was given up: its time limit passed without an answer. */
class MonriTimeout extends Error {
  override name = 'TimeoutError';
}

/** A JSON answer of the v2 API; a 4xx, or anything but JSON, is a refusal. */
export function jsonAnswer(answer: { status: number; body: string }): Json {
  let parsed: Json;
  try {
    parsed = JSON.parse(answer.body) as Json;
  } catch {
    throw new MonriRequestError(answer.status, 'Monri answered with something other than JSON');
  }
  if (answer.status >= 400) {
    throw new MonriRequestError(answer.status, text(parsed.message ?? parsed.error));
  }
  return parsed;
}
