import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../auth/permissions';
import { adminAuditRoutes } from './audit/routes';
import { adminContactRoutes } from './contacts/routes';
import { adminPartnerApplicationRoutes } from './partner-applications/routes';
import { adminReconciliationRoutes } from './reconciliation/routes';
import { adminSmsRoutes } from './sms/routes';
import { adminStatsRoutes } from './stats/routes';
import { adminTransactionRoutes } from './transactions/routes';
import { adminUserRoutes } from './users/routes';
import { noStore } from '../http/no-store';

/**
 * The admin API under /api/admin. One preHandler for the whole scope, so no route can forget it:
 * 401 without a session, 403 for a signed-in user without the admin role.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', adminOnly);
  app.addHook('onSend', noStore);
  await app.register(adminStatsRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminContactRoutes);
  await app.register(adminPartnerApplicationRoutes);
  await app.register(adminTransactionRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminReconciliationRoutes);
  await app.register(adminSmsRoutes);
}
