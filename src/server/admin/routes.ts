import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../auth/permissions';
import { adminAuditRoutes } from './audit/routes';
import { adminContactRoutes } from './contacts/routes';
import { adminDisputeRoutes } from './disputes/routes';
import { adminOrderRoutes } from './orders/routes';
import { adminPartnerApplicationRoutes } from './partner-applications/routes';
import { adminPayoutFileRoutes } from './payout-files/routes';
import { adminReconciliationRoutes } from './reconciliation/routes';
import { adminReviewRoutes } from './reviews/routes';
import { adminSmsRoutes } from './sms/routes';
import { adminStatsRoutes } from './stats/routes';
import { adminTransactionRoutes } from './transactions/routes';
import { adminUserRoutes } from './users/routes';
import { noStore } from '../http/no-store';

/**
 * The admin API under /api/admin, every admin route of every area: each lives in
 * admin/<area>/routes.ts and calls its domain's services. One check for the whole scope, so no
 * route can forget it: 401 without a session, 403 for a signed-in user without the admin role.
 * It runs before the request's parts are validated, so only an admin learns anything about how
 * a query or body would be refused.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', adminOnly);
  app.addHook('onSend', noStore);
  await app.register(adminStatsRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminContactRoutes);
  await app.register(adminPartnerApplicationRoutes);
  await app.register(adminTransactionRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminReconciliationRoutes);
  await app.register(adminSmsRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminPayoutFileRoutes);
  await app.register(adminDisputeRoutes);
}
