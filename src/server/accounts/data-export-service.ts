import type { FastifyInstance } from 'fastify';
import { findCreditScore, toTransactionView } from './account-repository';
import { getProfile } from './profile-service';

/**
 * "Preuzmi moje podatke": everything NaRate keeps about the signed-in user, as JSON. The JMBG
 * stays masked and session token hashes stay out: an export file can be lost or forwarded.
 */
export async function exportUserData(
  app: FastifyInstance,
  user: { id: string; sessionId: string },
) {
  const db = app.db;
  const profile = await getProfile(app, user.id);
  const [account, roles, creditScore, scoreEvents, transactions, sessions, contactMessages] =
    await Promise.all([
      db
        .selectFrom('users')
        .select(['id', 'email', 'email_confirmed_at', 'created_at', 'updated_at'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow(),
      db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute(),
      findCreditScore(db, user.id),
      db
        .selectFrom('credit_score_events')
        .select(['kind', 'delta', 'reason', 'score_after', 'created_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('sessions')
        .select([
          'id',
          'persistent',
          'user_agent',
          'ip',
          'created_at',
          'last_seen_at',
          'expires_at',
        ])
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('contact_submissions')
        .select(['id', 'name', 'reason', 'message', 'status', 'created_at', 'resolved_at'])
        .where('email', '=', profile.email)
        .orderBy('created_at', 'desc')
        .execute(),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      email: account.email,
      emailConfirmedAt: account.email_confirmed_at?.toISOString() ?? null,
      createdAt: account.created_at.toISOString(),
      updatedAt: account.updated_at.toISOString(),
      roles: roles.map((r) => r.role),
    },
    profile,
    creditScore,
    creditScoreHistory: scoreEvents.map((e) => ({
      kind: e.kind,
      delta: e.delta,
      reason: e.reason,
      scoreAfter: e.score_after,
      createdAt: e.created_at.toISOString(),
    })),
    transactions: transactions.map(toTransactionView),
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === user.sessionId,
      persistent: s.persistent,
      userAgent: s.user_agent,
      ip: s.ip,
      createdAt: s.created_at.toISOString(),
      lastSeenAt: s.last_seen_at.toISOString(),
      expiresAt: s.expires_at.toISOString(),
    })),
    contactMessages: contactMessages.map((m) => ({
      id: m.id,
      name: m.name,
      reason: m.reason,
      message: m.message,
      status: m.status,
      createdAt: m.created_at.toISOString(),
      resolvedAt: m.resolved_at?.toISOString() ?? null,
    })),
  };
}
