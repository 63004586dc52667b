import type { ServiceDeps } from '../service-deps';
import { toTransactionView } from './account-repository';
import { exportPlanData } from './data-export-plans';
import { loadUserDataRows } from './data-export-repository';
import { getProfile } from './profile-service';

/**
 * "Preuzmi moje podatke": everything NaRate keeps about the signed-in user, as JSON. The JMBG
 * stays masked and session token hashes stay out: an export file can be lost or forwarded.
 */
export async function exportUserData(deps: ServiceDeps, user: { id: string; sessionId: string }) {
  const profile = await getProfile(deps, user.id);
  const { account, roles, creditScore, scoreEvents, transactions, sessions, contactMessages } =
    await loadUserDataRows(deps.db, user.id, profile.email);
  const planData = await exportPlanData(deps.db, user.id);
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
    // The status every screen shows (a withdrawn plan reads "withdrawn", not "paid").
    transactions: transactions.map((row) => {
      const view = toTransactionView(row);
      return { ...view, status: view.displayStatus, orderId: row.order_id };
    }),
    ...planData,
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
      reference: m.reference,
      orderId: m.order_id,
      createdAt: m.created_at.toISOString(),
      resolvedAt: m.resolved_at?.toISOString() ?? null,
      // The answers NaRate sent, oldest first (without who wrote them: staff stay private).
      replies: m.replies.map((r) => ({
        body: r.body,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    })),
  };
}
