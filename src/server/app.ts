import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createNotifier } from './notifications/notifier';
import { SandboxPaymentProvider, type NamedPaymentProvider } from './payments/provider';
import { registerCsrfProtection } from './plugins/app/csrf';
import { registerErrorHandling } from './plugins/app/errors';
import { registerMetrics } from './plugins/app/metrics';
import { registerSessionLookup } from './plugins/app/session';
import { registerSpa } from './plugins/app/spa';
import { registerCookie } from './plugins/external/cookie';
import { registerHelmet } from './plugins/external/helmet';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSwagger } from './plugins/external/swagger';
import { backfillIdentity } from './accounts/identity';
import { apiRoutes } from './routes';
import { createEncryption, resolveEncryptionKey } from './security/encryption';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Close the database with the app (true for the real server, false when tests share one). */
  ownsDatabase?: boolean;
  /** Told of every route as it is registered (the abuse tests walk all of them). */
  onRoute?: (route: RouteOptions) => void;
  /** Charges cards; the built-in sandbox unless a real provider is given. */
  paymentProvider?: NamedPaymentProvider;
}

/** Builds the whole HTTP app without listening: main.ts listens, tests use app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: config.trustProxy,
    // JSON bodies of this app are small; anything larger is refused with 413.
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('notifier', createNotifier(config));
  app.decorate('paymentProvider', options.paymentProvider ?? new SandboxPaymentProvider());
  // Resolved before listening, so production without ENCRYPTION_KEY refuses to start.
  app.decorate('encryption', createEncryption(resolveEncryptionKey(config)));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.ownsDatabase) app.addHook('onClose', async () => database.close());
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Rows written before the JMBG was hashed and phones were kept in E.164 get both at start-up.
  app.addHook('onReady', async () => {
    await backfillIdentity(app.db, app.encryption);
  });
  registerErrorHandling(app);
  await registerHelmet(app);
  await registerCookie(app);
  await registerRateLimit(app);
  registerCsrfProtection(app);
  registerSessionLookup(app);
  registerMetrics(app);
  await registerSwagger(app);
  await app.register(apiRoutes, { prefix: '/api' });
  await registerSpa(app);
  return app;
}
