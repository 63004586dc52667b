import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { Notifier } from './notifications/notifier';
import type { Encryption } from './security/encryption';

/**
 * What a service may use, handed over as one object: services take `deps: ServiceDeps` as their
 * first argument and never the Fastify instance, so they run the same from a route, a job, a
 * script or a test. Repositories take only the database (or the transaction they run in).
 */
export interface ServiceDeps {
  db: Kysely<Database>;
  config: AppConfig;
  /** The email/SMS outbox: a message is queued in the caller's transaction. */
  notifier: Notifier;
  encryption: Encryption;
  log: FastifyBaseLogger;
}

/** The app's dependencies; route plugins build it once when they register. */
export function serviceDeps(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    config: app.config,
    notifier: app.notifier,
    encryption: app.encryption,
    log: app.log,
  };
}
