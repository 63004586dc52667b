import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { chooseLocale, LOCALE_COOKIE, LOCALE_QUERY_PARAM } from '#shared/i18n/locale-choice';
import { isKnownPagePath, ROUTES } from '#shared/routes';
import { errorMessage, notFound } from '#server/http/errors';
import { pickEncoding, PrerenderedPages } from './prerendered-pages';

/**
 * Serves the built React app: hashed assets cached forever; the public pages as the HTML the
 * build prerendered in the visitor's language (`?lang=`, else the language cookie, else
 * Montenegrin); index.html for every other page path (history fallback); a real 404 status, with
 * the prerendered 404 page, for paths no page claims, and JSON for unknown /api/*.
 */
export async function registerSpa(app: FastifyInstance): Promise<void> {
  const root = app.config.clientDir;
  const indexPath = path.join(root, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  // Dot-folder: the static file server never serves it as it is (its links need the origin).
  const prerendered = new PrerenderedPages(path.join(root, '.prerendered'), app.config.appUrl);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // scripts/precompress.mjs writes .br/.gz beside each asset at build time.
      preCompressed: true,
      // Cache headers come from setHeaders below (hashed assets are immutable).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // Pre-compressed copies (sw.js.br) get the headers of the file they stand for.
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        // The service worker and the manifests are checked on every visit, so a new release
        // reaches installed apps at once instead of after an hour.
        const revalidate = name === 'sw.js' || name.endsWith('.webmanifest');
        res.setHeader(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : revalidate
              ? 'no-cache'
              : 'public, max-age=3600',
        );
        if (name.endsWith('.webmanifest'))
          res.setHeader('content-type', 'application/manifest+json');
      },
    });
  }
  // The merchant embed script (/widget.js) is loaded by other sites' pages: helmet's
  // Cross-Origin-Resource-Policy default (same-origin) would block it there.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Compared without splitting the URL: this runs on every answer, pages and API alike.
    const { url } = request;
    if (url.startsWith('/widget.js') && (url.length === 10 || url[10] === '?')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('access-control-allow-origin', '*');
    }
    done(null, payload);
  });
  // The dev mailbox page is no page in production: its address answers 404 like any unknown one.
  const isPage = (pathname: string) =>
    isKnownPagePath(pathname) && !(app.config.isProduction && pathname === ROUTES.devMailbox);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/'))
      throw notFound(errorMessage('unknown_api_path'));
    if (request.method === 'POST' && isPage(pathname)) {
      // A page's form sent before its script had loaded: the page's own code sends forms to the
      // API, so nothing here reads the body; the visitor is sent back to the page to try again.
      return reply.redirect(request.url, 303);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') throw notFound();
    if (!hasClient) {
      return reply.status(503).type('text/plain').send('Client not built: run `npm run build`.');
    }
    const known = isPage(pathname);
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const locale = chooseLocale(query.get(LOCALE_QUERY_PARAM), request.cookies[LOCALE_COOKIE]);
    const page = prerendered.find(
      pathname,
      locale,
      !known,
      pickEncoding(request.headers['accept-encoding']),
    );
    reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    if (page) {
      // The same address answers in either language (by cookie), and compressed or not.
      reply
        .header('vary', 'accept-encoding, cookie')
        .header('content-language', page.contentLanguage);
      if (page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }
    return reply.send(await fs.promises.readFile(indexPath));
  });
}
