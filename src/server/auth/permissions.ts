import type { FastifyRequest } from 'fastify';
import type { Role } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import type { SessionUser } from './sessions-repository';

/** 401 without a session. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.getSessionUser();
  if (!user) throw unauthorized();
  return user;
}

/** 401 without a session, 403 naming nothing more when the role is missing. */
export async function requireRole(request: FastifyRequest, role: Role): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.roles.includes(role)) throw forbidden();
  return user;
}

/** Hook form of requireRole('admin'): the admin API's scope runs it before validation. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  await requireRole(request, 'admin');
}

/**
 * preValidation form of requireUser, for routes whose request parts are checked by schema: a
 * request without a session learns 401 before anything about its input (the handler's own
 * requireUser then reads the remembered lookup).
 */
export async function signedInFirst(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}
