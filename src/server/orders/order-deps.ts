import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Notifier } from '../notifications/notifier';
import type { PaymentProvider } from '../payments/provider';
import type { IdempotentResult } from '../http/idempotency';
import type { CallOutcome } from './attempts';
import type { OrderBundle } from './order-bundles';

/** Who asked for a refund: the merchant API or the merchant area; each has its view. */
export type RefundAnswerAs = 'api' | 'area';

/** The answer to a refund or cancellation, in the view of whoever asked for it. */
export type RefundAnswer = (
  request: { kind: 'refund' | 'cancellation'; answerAs: RefundAnswerAs },
  outcome: { refundId: string; bundle: OrderBundle },
) => IdempotentResult;

/** Where tests break a payment on purpose (a crash or a failing database after the provider). */
export interface PaymentFaults {
  afterProviderCall?(attemptId: string, outcomes: readonly CallOutcome[]): Promise<void>;
}

/**
 * The one dependency object of the orders module: every service and job that changes an order
 * (confirm, pay, refund, cancel, write-off, overdue) takes it; tests and jobs build it from an
 * app with orderDeps.
 */
export interface OrderDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  provider: PaymentProvider;
  appUrl: string;
  /** Days after its due day an unpaid instalment becomes overdue. */
  overdueGraceDays: number;
  log?: FastifyBaseLogger;
  refundAnswer: RefundAnswer;
  faults?: PaymentFaults;
  /** Told when an attempt stays pending after a lost answer: recovery starts at once. */
  onAttemptPending?(attemptId: string): void;
}

export function orderDeps(app: FastifyInstance): OrderDeps {
  return {
    db: app.db,
    notifier: app.notifier,
    provider: app.paymentProvider,
    appUrl: app.config.appUrl,
    overdueGraceDays: app.config.overdueGraceDays,
    log: app.log,
    refundAnswer: app.refundAnswer,
    faults: app.paymentFaults,
    onAttemptPending: (attemptId) => app.recoverAttemptSoon?.(attemptId),
  };
}
