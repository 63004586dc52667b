// How Monri's answers are read, by the client and by the statement's worker thread alike. Every
// call has a time limit: an answer that does not arrive in time, or a server error, is a lost
// answer (ProviderUnavailableError; only an order-status lookup can tell what happened), and a
// request Monri refused outright is a MonriRequestError.
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

export async function sendToMonri(
  url: string,
  init: MonriRequest,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    // A server error may have carried the request out: only a lookup can tell.
    if (response.status >= 500) {
      throw new ProviderUnavailableError(`Monri answered ${response.status}`);
    }
    return { status: response.status, body };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw error;
    throw new ProviderUnavailableError(`Monri did not answer: ${(error as Error).name}`);
  }
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
