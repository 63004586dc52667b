import type { Kysely } from 'kysely';
import type { AdminStats } from '#shared/admin-api';
import type { Database } from '#server/db/schema';
import { latestDiscrepancyCount } from '#server/ledger/reconciliation-repository';

/** Counts of profiles, transactions and pending messages, and the average score (rounded). */
export async function readAdminStats(db: Kysely<Database>): Promise<AdminStats> {
  const [users, transactions, pending, scores, discrepancies] = await Promise.all([
    db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_credit_scores')
      .select((eb) => eb.fn.avg<string | null>('score').as('average'))
      .executeTakeFirstOrThrow(),
    latestDiscrepancyCount(db),
  ]);
  return {
    users: Number(users.n),
    transactions: Number(transactions.n),
    pendingMessages: Number(pending.n),
    averageScore: scores.average === null ? 0 : Math.round(Number(scores.average)),
    reconciliationDiscrepancies: discrepancies ?? 0,
  };
}
