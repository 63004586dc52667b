// Users under /api/admin/users: the list, one user with their score history, recent purchases and
// lending facts, and an admin's changes (spending limit, block, admin role), each answering the
// user as changed. Requests and answers are defined in zod (http/zod-routes.ts) and held to the
// shared types the admin pages read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminUserDetail, AdminUserRow, Page } from '#shared/admin-api';
import { AdminUsersQuerySchema, SpendingLimitUpdateSchema } from '#shared/validation/admin-schemas';
import { requireUser } from '#server/auth/permissions';
import { pathId } from '#server/http/path-id';
import { ErrorAnswer, refusedAs, registerZodSchemas } from '#server/http/zod-routes';
import { SCORE_EVENT_REASONS, type ScoreEventKind } from '#server/rules/scoring';
import { DeclarationAnswer } from '#server/lending/declaration-answer';
import { serviceDeps } from '#server/service-deps';
import { AdminTransactionRowAnswer } from '#server/admin/transactions/row-schema';
import { listUsers } from './repository';
import {
  getUserDetail,
  setAdminRole,
  setBlocked,
  setSpendingLimit,
  USER_NOT_FOUND_MESSAGE,
} from './service';

const UserRowAnswer = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  score: z.number(),
  spendingLimitCents: z.int(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  isMerchant: z.boolean(),
  shopper: z.boolean(),
  blocked: z.boolean(),
}) satisfies z.ZodType<AdminUserRow>;

const UserPageAnswer = z.object({
  items: z.array(UserRowAnswer),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totalCapped: z.boolean().optional(),
  nextCursor: z.string().nullable().optional(),
}) satisfies z.ZodType<Page<AdminUserRow>>;

const SCORE_EVENT_KINDS = Object.keys(SCORE_EVENT_REASONS) as [ScoreEventKind, ...ScoreEventKind[]];

const UserDetailAnswer = UserRowAnswer.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  newsletterOptedIn: z.boolean(),
  blockedAt: z.string().nullable(),
  hasScoreRow: z.boolean(),
  transactionsCount: z.int(),
  onTimePayments: z.int(),
  latePayments: z.int(),
  limitCeilingCents: z.int(),
  scoreHistory: z.array(
    z.object({
      id: z.string(),
      delta: z.number(),
      scoreAfter: z.number(),
      reason: z.string(),
      kind: z.enum(SCORE_EVENT_KINDS).nullable(),
      createdAt: z.string(),
    }),
  ),
  recentTransactions: z.array(AdminTransactionRowAnswer),
  lending: z.object({
    declaration: DeclarationAnswer,
    jmbgDuplicate: z.boolean(),
    phoneDuplicate: z.boolean(),
    sameJmbgAccounts: z.array(z.object({ id: z.string(), email: z.string() })),
  }),
}) satisfies z.ZodType<AdminUserDetail>;

/** A user's `:id` is a UUID; anything else names no user and answers 404, not 400. */
const UserParams = refusedAs(z.object({ id: z.uuid() }), (params) => {
  pathId(params, 'uuid', USER_NOT_FOUND_MESSAGE);
  throw new Error('A user id the schema refused passed the server check');
});

const tags = ['admin'];
const security = [{ session: [] }];

export async function adminUserRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  const changed = { 200: UserDetailAnswer, 400: ErrorAnswer, 404: ErrorAnswer };

  app.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'Users, searched by name or email, sorted and paged',
        querystring: AdminUsersQuerySchema,
        response: { 200: UserPageAnswer, 400: ErrorAnswer },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One user with score history, recent purchases and lending facts',
        params: UserParams,
        response: { 200: UserDetailAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => getUserDetail(deps, request.params.id),
  );

  app.put(
    '/users/:id/spending-limit',
    {
      schema: {
        tags,
        security,
        summary: "Set a user's spending limit (up to their score band's ceiling)",
        params: UserParams,
        body: SpendingLimitUpdateSchema,
        response: changed,
      },
    },
    async (request) => {
      const userId = request.params.id;
      const actor = await requireUser(request);
      await setSpendingLimit(deps, actor.id, userId, request.body.spendingLimitCents);
      return getUserDetail(deps, userId);
    },
  );

  for (const [path, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/users/:id/${path}`,
      {
        schema: {
          tags,
          security,
          summary: blocked ? 'Block a user' : 'Unblock a user',
          params: UserParams,
          response: changed,
        },
      },
      async (request) => {
        const userId = request.params.id;
        const actor = await requireUser(request);
        await setBlocked(deps, actor.id, userId, blocked);
        return getUserDetail(deps, userId);
      },
    );
  }

  for (const [method, admin] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/users/:id/admin-role',
      schema: {
        tags,
        security,
        summary: admin ? 'Give a user the admin role' : "Take a user's admin role away",
        params: UserParams,
        response: changed,
      },
      handler: async (request) => {
        const userId = request.params.id;
        const actor = await requireUser(request);
        await setAdminRole(deps, actor.id, userId, admin);
        return getUserDetail(deps, userId);
      },
    });
  }
}
