import type { FastifyInstance } from 'fastify';
import { AdminUsersQuerySchema, SpendingLimitUpdateSchema } from '#shared/validation/admin-schemas';
import { requireUser } from '#server/auth/permissions';
import { parseWith } from '#server/http/validate';
import { pathId } from '#server/http/path-id';
import { serviceDeps } from '#server/service-deps';
import { listUsers } from './repository';
import {
  getUserDetail,
  setAdminRole,
  setBlocked,
  setSpendingLimit,
  USER_NOT_FOUND_MESSAGE,
} from './service';

const tags = ['admin'];

export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  app.get('/users', { schema: { tags } }, async (request) =>
    listUsers(app.db, parseWith(AdminUsersQuerySchema, request.query)),
  );

  app.get('/users/:id', { schema: { tags } }, async (request) =>
    getUserDetail(deps, pathId(request.params, 'uuid', USER_NOT_FOUND_MESSAGE)),
  );

  app.put('/users/:id/spending-limit', { schema: { tags } }, async (request) => {
    const userId = pathId(request.params, 'uuid', USER_NOT_FOUND_MESSAGE);
    const { spendingLimitCents } = parseWith(SpendingLimitUpdateSchema, request.body);
    const actor = await requireUser(request);
    await setSpendingLimit(deps, actor.id, userId, spendingLimitCents);
    return getUserDetail(deps, userId);
  });

  for (const [path, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(`/users/:id/${path}`, { schema: { tags } }, async (request) => {
      const userId = pathId(request.params, 'uuid', USER_NOT_FOUND_MESSAGE);
      const actor = await requireUser(request);
      await setBlocked(deps, actor.id, userId, blocked);
      return getUserDetail(deps, userId);
    });
  }

  for (const [method, admin] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/users/:id/admin-role',
      schema: { tags },
      handler: async (request) => {
        const userId = pathId(request.params, 'uuid', USER_NOT_FOUND_MESSAGE);
        const actor = await requireUser(request);
        await setAdminRole(deps, actor.id, userId, admin);
        return getUserDetail(deps, userId);
      },
    });
  }
}
