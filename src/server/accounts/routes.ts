import type { FastifyInstance } from 'fastify';
import { contactVerificationRoutes } from './contact-verification-routes';
import { meRoutes } from './me-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { sessionRoutes } from './session-routes';
import { signupRoutes } from './signup-routes';

/** Accounts: sign-up, password reset, phone and email verification, the user's own data. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signupRoutes);
  await app.register(passwordResetRoutes);
  await app.register(contactVerificationRoutes);
  await app.register(meRoutes);
  await app.register(sessionRoutes);
}
