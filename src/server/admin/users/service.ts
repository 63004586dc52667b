// What an admin changes on an account: the spending limit within
// the band's ceiling, blocking, and the admin role; each change with its audit row, atomically.
import type { Kysely } from 'kysely';
import type { AdminUserDetail } from '#shared/admin-api';
import { START_LIMIT_CENTS, START_SCORE } from '#shared/credit-tiers';
import { spendingLimitCeilingCents, spendingLimitError } from '#shared/admin-limit';
import { formatEur } from '#shared/money';
import { disposableIncomeCents } from '#server/credit/limit-growth';
import { latestDeclaration } from '#server/credit/limit-growth-repository';
import type { Database } from '#server/db/schema';
import { badRequest, errorMessage, notFound, render } from '#server/http/errors';
import type { ServiceDeps } from '#server/service-deps';
import { recordAudit } from '../audit/repository';
import { listTransactions } from '../transactions/repository';
import { lendingView } from './lending-view';
import {
  findUserDetail,
  hasAdminRole,
  listScoreHistory,
  lockCreditScoreRow,
  lockUserRow,
  saveAdminRole,
  saveBlocked,
  saveSpendingLimit,
} from './repository';

export const USER_NOT_FOUND_MESSAGE = errorMessage('user_not_found');
export const OWN_BLOCK_MESSAGE = errorMessage('own_block');
export const OWN_ROLE_MESSAGE = errorMessage('own_role');

export async function getUserDetail(deps: ServiceDeps, userId: string): Promise<AdminUserDetail> {
  const { db } = deps;
  const row = await findUserDetail(db, userId);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  const [scoreHistory, transactions, lending] = await Promise.all([
    listScoreHistory(db, userId),
    listTransactions(db, { userId, page: 1, pageSize: 10 }),
    lendingView(db, userId),
  ]);
  return {
    ...row.summary,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    bio: row.bio,
    emailVerified: Boolean(row.email_verified),
    phoneVerified: Boolean(row.phone_verified),
    newsletterOptedIn: Boolean(row.newsletter_opted_in),
    blockedAt: row.blocked_at?.toISOString() ?? null,
    hasScoreRow: row.score_user_id !== null,
    transactionsCount: row.transactions_count ?? 0,
    onTimePayments: row.on_time_payments ?? 0,
    latePayments: row.late_payments ?? 0,
    limitCeilingCents: spendingLimitCeilingCents(row.summary.score),
    scoreHistory,
    recentTransactions: transactions.items,
    lending,
  };
}

async function lockUser(trx: Kysely<Database>, userId: string) {
  const user = await lockUserRow(trx, userId);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  return user;
}

/** Sets the limit (cents) between 0 and the ceiling of the user's band; 400 otherwise. */
export async function setSpendingLimit(
  deps: ServiceDeps,
  actorId: string,
  userId: string,
  limitCents: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const current = await lockCreditScoreRow(trx, userId);
    const score = current?.score ?? START_SCORE;
    const message = spendingLimitError(limitCents, score);
    if (message) throw badRequest(message, { fields: { spendingLimitCents: message } });
    // Never above one month of the shopper's declared disposable income.
    const cap = disposableIncomeCents(await latestDeclaration(trx, userId));
    if (cap !== null && limitCents > cap) {
      const text = errorMessage('limit_over_income', { cap: formatEur(cap) });
      throw badRequest(text, (locale) => ({
        fields: { spendingLimitCents: render(text, locale) },
      }));
    }
    const before = current?.spending_limit ?? START_LIMIT_CENTS;
    if (before === limitCents && current) return;
    await saveSpendingLimit(trx, userId, limitCents);
    if (before === limitCents) return;
    await recordAudit(trx, {
      actorId,
      action: 'user.spending_limit_changed',
      entityType: 'user',
      entityId: userId,
      before: { spendingLimitCents: before, score },
      after: { spendingLimitCents: limitCents, score },
    });
  });
}

/** Blocks (ending every session at once) or unblocks an account; never the admin's own. */
export async function setBlocked(
  deps: ServiceDeps,
  actorId: string,
  userId: string,
  blocked: boolean,
): Promise<void> {
  if (userId === actorId) throw badRequest(OWN_BLOCK_MESSAGE);
  await deps.db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if ((user.blocked_at !== null) === blocked) return;
    const blockedAt = blocked ? new Date() : null;
    // A blocked user is signed out everywhere, not only refused at the next login.
    await saveBlocked(trx, userId, blockedAt);
    await recordAudit(trx, {
      actorId,
      action: blocked ? 'user.blocked' : 'user.unblocked',
      entityType: 'user',
      entityId: userId,
      before: { blockedAt: user.blocked_at?.toISOString() ?? null },
      after: { blockedAt: blockedAt?.toISOString() ?? null },
    });
  });
}

/** Grants or revokes the admin role of another user; an admin never changes their own. */
export async function setAdminRole(
  deps: ServiceDeps,
  actorId: string,
  userId: string,
  admin: boolean,
): Promise<void> {
  if (userId === actorId) throw badRequest(OWN_ROLE_MESSAGE);
  await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const wasAdmin = await hasAdminRole(trx, userId);
    if (wasAdmin === admin) return;
    await saveAdminRole(trx, userId, admin);
    await recordAudit(trx, {
      actorId,
      action: admin ? 'user.admin_granted' : 'user.admin_revoked',
      entityType: 'user',
      entityId: userId,
      before: { isAdmin: wasAdmin },
      after: { isAdmin: admin },
    });
  });
}
