// The instalment engine's background jobs, run by the job loop in every process (they coordinate
// through row locks). Each `run` is also exported on its own, with an injectable `now`, for tests.
import type { FastifyInstance } from 'fastify';
import { expireCheckoutSessions } from '../checkout/session-repository';
import { runAccountAgeJob } from '../credit/account-age-job';
import { forgetExpiredCreditHistories } from '../credit/credit-history';
import { runCreditReviewJob } from '../credit/credit-review-job';
import { issuePendingContracts } from '../lending/agreement-service';
import { IDEMPOTENCY_KEY_TTL_MS } from '../http/idempotency';
import { deleteExpiredKeys } from '../http/idempotency-repository';
import { runDailyReconciliation } from '../ledger/reconciliation';
import { runPushDeliveries } from '../notification-centre/push-delivery';
import { orderDeps } from '../orders/order-deps';
import { runAutopayJob } from '../orders/autopay-job';
import { runPaymentRecovery } from '../orders/recovery';
import { runOverdueJob } from '../orders/overdue-job';
import { runReminderJob } from '../orders/reminder-job';
import { runPayoutFileJob } from '../payouts/payout-files';
import { runPayoutJob } from '../payouts/payout-service';
import { runWebhookDeliveries } from '../webhooks/delivery-job';
import { serviceDeps, type ServiceDeps } from '../service-deps';
import type { Job } from './job-loop';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Forgets idempotency keys past their lifetime and deleted accounts' credit histories past their
 * retention, and marks expired checkout sessions.
 */
export async function runHousekeeping(
  deps: Pick<ServiceDeps, 'db'>,
  now: Date = new Date(),
): Promise<{ expiredSessions: number; forgottenKeys: number }> {
  const expiredSessions = await expireCheckoutSessions(deps.db, now);
  const forgottenKeys = await deleteExpiredKeys(
    deps.db,
    new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
  );
  await forgetExpiredCreditHistories(deps.db, now);
  return { expiredSessions, forgottenKeys };
}

export function backgroundJobs(app: FastifyInstance): Job[] {
  const deps = orderDeps(app);
  const services = serviceDeps(app);
  return [
    // Payment attempts left pending by a crash or a lost provider answer.
    {
      name: 'payment-recovery',
      intervalMs: MINUTE,
      run: () => runPaymentRecovery(deps),
    },
    {
      name: 'reconciliation',
      intervalMs: HOUR,
      run: () => runDailyReconciliation(deps),
    },
    {
      name: 'webhook-delivery',
      intervalMs: 2_000,
      run: () => runWebhookDeliveries(services),
    },
    // Push messages for notifications whose transactions committed; every 2 s, so they arrive
    // while the shopper still looks at the payment that caused them.
    { name: 'push-delivery', intervalMs: 2_000, run: () => runPushDeliveries(services) },
    // Daily work, run hourly: each is idempotent, and a restart then never skips a day.
    { name: 'overdue-instalments', intervalMs: HOUR, run: () => runOverdueJob(deps) },
    { name: 'instalment-reminders', intervalMs: HOUR, run: () => runReminderJob(deps) },
    // Autopay charges on the due date; every 15 minutes, so a restart costs minutes, not a day.
    { name: 'autopay', intervalMs: 15 * MINUTE, run: () => runAutopayJob(deps) },
    { name: 'account-age-points', intervalMs: HOUR, run: () => runAccountAgeJob(services) },
    { name: 'credit-review', intervalMs: HOUR, run: () => runCreditReviewJob(services) },
    // Each merchant's payout batch for the business day that ended.
    { name: 'merchant-payouts', intervalMs: HOUR, run: () => runPayoutJob(services) },
    // The day's credit-transfer file for the bank, on business days from 06:00.
    { name: 'payout-files', intervalMs: HOUR, run: () => runPayoutFileJob(services) },
    { name: 'credit-contracts', intervalMs: 15_000, run: () => issuePendingContracts(deps) },
    {
      name: 'engine-housekeeping',
      intervalMs: 15 * MINUTE,
      run: () => runHousekeeping(services),
    },
  ];
}
