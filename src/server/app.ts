import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createNotifier } from './notifications/notifier';
import { refundAnswer } from './merchant-api/refund-answer';
import { orderDeps, type PaymentFaults } from './orders/order-deps';
import { recoverAttempt } from './orders/recovery';
import type { PaymentProvider } from './payments/provider';
import { defaultPaymentProvider } from './payments/default-provider';
import { withProviderTimeout } from './payments/timeout-provider';
import { registerCsrfProtection } from './plugins/app/csrf';
import { registerErrorHandling } from './plugins/app/errors';
import { registerJsonDepthLimit } from './plugins/app/json-depth';
import { registerTextInputCheck } from './plugins/app/text-input';
import { registerCardDataCheck } from './plugins/app/card-data';
import { registerMetrics } from './plugins/app/metrics';
import { registerSessionLookup } from './plugins/app/session';
import { registerSpa } from './plugins/app/spa';
import { registerCookie } from './plugins/external/cookie';
import { registerHelmet } from './plugins/external/helmet';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSwagger } from './plugins/external/swagger';
import { batchedStdout } from './http/log-stream';
import { requestLineWriter, type RequestLine } from './http/request-line';
import { registerCheckoutPriority } from './checkout-priority/priority';
import { backfillIdentity } from './accounts/identity';
import { serviceDeps } from './service-deps';
import { apiRoutes } from './routes';
import { createEncryption, resolveEncryptionKey } from './security/encryption';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Close the database with the app (true for the real server, false when tests share one). */
  ownsDatabase?: boolean;
  /** Told of every route as it is registered (the abuse tests walk all of them). */
  onRoute?: (route: RouteOptions) => void;
  /** Charges cards; the Monri provider over the configured acquirer unless a test gives one. */
  paymentProvider?: PaymentProvider;
  /** Breaks payments on purpose between the provider call and its commit (tests only). */
  paymentFaults?: PaymentFaults;
  /** The limit of one provider call (PROVIDER_TIMEOUT_MS unless a test shortens it). */
  paymentProviderTimeoutMs?: number;
}

/** The crash test's pause between the provider's answer and its commit (never in production). */
function faultsFromEnvironment(config: AppConfig): PaymentFaults | undefined {
  const pause = config.testPauseAfterProviderMs;
  if (config.isProduction || pause <= 0) return undefined;
  return { afterProviderCall: () => new Promise((resolve) => setTimeout(resolve, pause)) };
}

/**
 * One log line per request (when it completes, with method, URL, status and time) instead of
 * Fastify's two with the full request and response: on a 1 ms route the logging would otherwise
 * cost more than the work. The line is written by `requestLineWriter`; errors keep Fastify's own
 * lines.
 */
class OneLinePerRequest extends LogController {
  constructor(private readonly writeLine: (line: RequestLine, level: string) => void) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    this.writeLine(
      {
        reqId: request.id,
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      reply.log.level,
    );
  }
}

/** A hop count becomes "trust the first n hops"; an address list is proxy-addr's own form. */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Builds the whole HTTP app without listening: main.ts listens, tests use app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const logSink = batchedStdout();
  const requestLog = new OneLinePerRequest(requestLineWriter(logSink));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      stream: logSink,
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    // JSON bodies of this app are small; anything larger is refused with 413.
    bodyLimit: 256 * 1024,
    // A client must send its whole request in bounded time and may not keep an idle socket for
    // long: otherwise slow or stalled requests (slowloris) hold connections until none are left.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 2 * config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 15_000),
      // Node checks for late requests at this interval (30 s by default, longer than the limit).
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, config.requestTimeoutMs / 4)),
    },
    return503OnClosing: true,
    logController: requestLog,
  });

  // Beyond this many open sockets new ones are closed at once, so descriptors stay for the
  // database and for the requests already being served.
  app.server.maxConnections = config.maxConnections;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('notifier', createNotifier(config));
  // Each provider call has a hard time limit: a late answer is a lost one (timeout-provider.ts).
  app.decorate(
    'paymentProvider',
    withProviderTimeout(
      options.paymentProvider ?? defaultPaymentProvider(config),
      options.paymentProviderTimeoutMs,
    ),
  );
  app.decorate('refundAnswer', refundAnswer);
  app.decorate('paymentFaults', options.paymentFaults ?? faultsFromEnvironment(config));
  // After a lost provider answer, recovery runs at once (and the minute job catches the rest).
  const recoveries = new Set<Promise<unknown>>();
  app.decorate('recoverAttemptSoon', (attemptId: string) => {
    const run = recoverAttempt(orderDeps(app), attemptId)
      .catch((error: unknown) => app.log.warn({ err: error, attemptId }, 'recovery failed'))
      .finally(() => recoveries.delete(run));
    recoveries.add(run);
  });
  app.addHook('preClose', async () => {
    await Promise.allSettled([...recoveries]);
  });
  // Resolved before listening, so production without ENCRYPTION_KEY refuses to start.
  app.decorate('encryption', createEncryption(resolveEncryptionKey(config)));
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  if (options.ownsDatabase) app.addHook('onClose', async () => database.close());
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Rows written before the JMBG was hashed and phones were kept in E.164 get both at start-up.
  app.addHook('onReady', async () => {
    await backfillIdentity(serviceDeps(app));
  });
  registerErrorHandling(app);
  registerJsonDepthLimit(app);
  registerTextInputCheck(app);
  registerCardDataCheck(app);
  await registerHelmet(app);
  await registerCookie(app);
  await registerRateLimit(app);
  registerCsrfProtection(app);
  registerSessionLookup(app);
  registerMetrics(app);
  registerCheckoutPriority(app);
  await registerSwagger(app);
  await app.register(apiRoutes, { prefix: '/api' });
  await registerSpa(app);
  return app;
}
