import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers with a strict Content-Security-Policy: only our own scripts ever run. */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Radix positions popovers with style attributes; no inline <style> or script is allowed.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(app.config.appUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when served over HTTPS.
    strictTransportSecurity: app.config.appUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
