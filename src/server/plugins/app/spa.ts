import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isKnownPagePath } from '../../../shared/routes';
import { notFound } from '../../http/errors';

/**
 * Serves the built React app: hashed assets cached forever, index.html for every page path
 * (history fallback), with a real 404 status for paths no page claims and for unknown /api/*.
 */
export async function registerSpa(app: FastifyInstance): Promise<void> {
  const root = app.config.clientDir;
  const indexPath = path.join(root, 'index.html');
  const hasClient = fs.existsSync(indexPath);
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
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  // The merchant embed script (/widget.js) is loaded by other sites' pages: helmet's
  // Cross-Origin-Resource-Policy default (same-origin) would block it there.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.split('?')[0] === '/widget.js') {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('access-control-allow-origin', '*');
    }
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/'))
      throw notFound('Nepoznata API adresa.');
    if (request.method !== 'GET' && request.method !== 'HEAD') throw notFound();
    if (!hasClient) {
      return reply.status(503).type('text/plain').send('Client not built: run `npm run build`.');
    }
    const html = await fs.promises.readFile(indexPath);
    return reply
      .status(isKnownPagePath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
