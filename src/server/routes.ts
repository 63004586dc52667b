import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';
import { healthRoutes } from './health/routes';
import { devMailboxRoutes } from './notifications/routes';
import { partnerRoutes } from './partners/routes';

/** Every domain's routes, mounted under /api. One line a domain. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(devMailboxRoutes);
  await app.register(contactRoutes);
  await app.register(partnerRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
}
