import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Notifier } from '../notifications/notifier';
import type { NamedPaymentProvider } from '../payments/provider';

/** What the engine's services need from the app; tests and jobs build it from an app. */
export interface EngineDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  provider: NamedPaymentProvider;
  appUrl: string;
  log?: FastifyBaseLogger;
}

export function engineDeps(app: FastifyInstance): EngineDeps {
  return {
    db: app.db,
    notifier: app.notifier,
    provider: app.paymentProvider,
    appUrl: app.config.appUrl,
    log: app.log,
  };
}
