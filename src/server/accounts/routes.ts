import type { FastifyInstance } from 'fastify';
import { registerZodSchemas } from '../http/zod-routes';
import { contactVerificationRoutes } from './contact-verification-routes';
import { meRoutes } from './me-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { sessionRoutes } from './session-routes';
import { signupRoutes } from './signup-routes';

/** Accounts: sign-up, password reset, phone and email verification, the user's own data. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  // Each route's request parts and answers are defined in zod (contract.ts, the shared forms).
  registerZodSchemas(app);
  await app.register(signupRoutes);
  await app.register(passwordResetRoutes);
  await app.register(contactVerificationRoutes);
  await app.register(meRoutes);
  await app.register(sessionRoutes);
}
