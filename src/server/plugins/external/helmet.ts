import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '#server/config';

/** Hashes of the inline stylesheets the build wrote into the prerendered pages (none without). */
export function inlineStyleHashes(clientDir: string): string[] {
  try {
    const file = path.join(clientDir, '.prerendered', 'inline-styles.json');
    const { hashes } = JSON.parse(fs.readFileSync(file, 'utf8')) as { hashes?: unknown };
    return Array.isArray(hashes)
      ? hashes.filter((h): h is string => typeof h === 'string' && /^sha256-[\w+/=]+$/.test(h))
      : [];
  } catch {
    return [];
  }
}

/** The card acquirer's origin, as a CSP source list (empty when it has none). */
function acquirerOrigin(config: AppConfig): string[] {
  try {
    return [new URL(config.card.baseUrl).origin];
  } catch {
    return [];
  }
}

/** Security headers with a strict Content-Security-Policy: only our own scripts ever run. */
function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  const https = config.appUrl.startsWith('https://');
  // The card acquirer's origin: its components script, its card-field and 3-D Secure frames.
  const acquirer = acquirerOrigin(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...acquirer],
        // The prerendered pages carry the stylesheet inline, allowed by its hash only.
        styleSrc: ["'self'", ...inlineStyleHashes(config.clientDir).map((hash) => `'${hash}'`)],
        // Radix positions popovers with style attributes; no other inline <style> or script.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...acquirer],
        frameSrc: [...acquirer],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when served over HTTPS.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

const NOT_SECURITY_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * Powerful browser features NaRate never uses are switched off for its pages and anything they
 * embed, so an injected script or frame cannot ask for them; card payments stay with our origin.
 */
// Only features every browser knows: Chromium logs a console error for an unknown name.
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';

/**
 * The headers helmet sets, worked out once: they are the same on every response, while the
 * Fastify plugin builds the whole helmet middleware again for each request (parsing the policy
 * every time), which cost more than a 1 ms route's own work. One answer of a throwaway instance
 * with the plugin yields the exact set.
 */
export async function securityHeaders(config: AppConfig): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(config));
  probe.get('/', async () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  return {
    ...Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name]) => !NOT_SECURITY_HEADERS.has(name))
        .map(([name, value]) => [name, String(value)]),
    ),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** The CSP of an answer never rendered as a page: nothing may load or frame it. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const KEPT_FOR_JSON = [
  'cross-origin-resource-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
];

/**
 * What a JSON answer needs of the page's headers: it is never rendered as a page, so only the
 * headers that stop a browser from treating it as something else stay. Nothing may load or frame
 * it (the CSP above, X-Frame-Options), it is never sniffed into HTML or a script (nosniff), other
 * sites cannot read it through a no-cors request (the resource policy), and HTTPS stays enforced.
 * The rest (the page's CSP sources, Permissions-Policy, referrer, opener and prefetch policies)
 * only governs documents; each of them was a header more to write on every API answer.
 */
function jsonAnswerHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
  };
  for (const name of KEPT_FOR_JSON) {
    const value = pageHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

const isJson = (contentType: unknown): boolean =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

export async function registerHelmet(app: FastifyInstance): Promise<void> {
  const pageHeaders = await securityHeaders(app.config);
  const jsonHeaders = jsonAnswerHeaders(pageHeaders);
  // Chosen when the answer is ready, by what it is: JSON gets the short set, everything else
  // (pages, scripts, the service worker, PDFs, files) the whole one. A header a route set itself
  // (the merchant widget's cross-origin resource policy) is kept.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const headers = isJson(reply.getHeader('content-type')) ? jsonHeaders : pageHeaders;
    for (const name in headers) {
      if (!reply.hasHeader(name)) reply.header(name, headers[name] as string);
    }
    done(null, payload);
  });
}
