/** The one way the browser talks to /api: JSON, cookies, CSRF header, readable errors. */
import { OFFLINE_HEADER } from '#shared/offline';
import { catalogueSnapshot } from '../i18n/catalogue-store';
import { errorTextFor } from '../i18n/error-text';
import { noteFreshAnswer, noteKeptAnswer } from './offline-data';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole error body, for extra fields such as retryAfterSeconds. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let sessionEndedHandler: (() => void) | null = null;

/**
 * Called when the server answers 401 `unauthorized`: the session ended (expired, signed out
 * elsewhere, password changed). The session store registers here, so the whole app learns it at
 * once instead of each form showing its own failure.
 */
export function onSessionEndedByServer(handler: () => void): void {
  sessionEndedHandler = handler;
}

const NETWORK_MESSAGE = 'Nema veze sa serverom. Provjeri internet i pokušaj ponovo.';

export async function apiFetch<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    /** Extra request headers, e.g. Idempotency-Key on payments. */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-narate-csrf': '1' }),
        // The page's language: the server writes its messages (errors above all) in it.
        'x-narate-locale': catalogueSnapshot().locale,
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', errorTextFor('network_error', NETWORK_MESSAGE));
  }
  // The service worker marks an answer it read from its offline copy; the page says how old it is.
  if (response.headers.get(OFFLINE_HEADER)) noteKeptAnswer(response.headers.get('date'));
  else noteFreshAnswer();
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page: fall through to the generic error below.
  }
  if (!response.ok) {
    const body = (data ?? {}) as {
      error?: string;
      message?: string;
      fields?: Record<string, string>;
    };
    const code = body.error ?? 'http_error';
    if (response.status === 401 && code === 'unauthorized') sessionEndedHandler?.();
    // The message in the page's language: the code's catalogue text, else the server's message
    // (written in the language this request named). Field messages come by key too
    // (`fieldCodes`): forms show them from the catalogue (use-zod-form).
    throw new ApiError(
      response.status,
      code,
      errorTextFor(code, body.message ?? '', body),
      body.fields,
      body,
    );
  }
  return data as T;
}
