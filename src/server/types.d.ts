import type { Kysely } from 'kysely';
import type { SessionUser } from './auth/sessions-repository';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import type { Notifier } from './notifications/notifier';
import type { PaymentFaults, RefundAnswer } from './orders/order-deps';
import type { PaymentProvider } from './payments/provider';
import type { Encryption } from './security/encryption';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    database: DatabaseHandle;
    notifier: Notifier;
    paymentProvider: PaymentProvider;
    refundAnswer: RefundAnswer;
    paymentFaults: PaymentFaults | undefined;
    recoverAttemptSoon(attemptId: string): void;
    encryption: Encryption;
  }
  interface FastifyRequest {
    /** The signed-in user from the session cookie, looked up once per request. */
    getSessionUser(): Promise<SessionUser | null>;
  }
}
