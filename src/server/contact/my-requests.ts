import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { MyRequests } from '#shared/my-requests';
import { CONTACT_STATUSES } from '#shared/contact-status';
import { COMPLAINT_REASON } from '#shared/validation/contact-schema';
import { requireUser } from '../auth/permissions';
import type { Database } from '../db/schema';
import { ErrorAnswer } from '../http/zod-routes';

/** How many of each kind the dashboard lists, newest first; older ones are in the data export. */
export const MY_REQUESTS_LIMIT = 20;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The shopper's review requests and complaints, newest first, with the answers sent. */
export async function listMyRequests(db: Kysely<Database>, userId: string): Promise<MyRequests> {
  const [reviews, complaints] = await Promise.all([
    db
      .selectFrom('review_requests as r')
      .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
      .select([
        'r.id',
        'm.name as merchant_name',
        'r.amount_cents',
        'r.status',
        'r.note',
        'r.approved_until',
        'r.used_at',
        'r.created_at',
        'r.decided_at',
      ])
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .limit(MY_REQUESTS_LIMIT)
      .execute(),
    db
      .selectFrom('contact_submissions')
      .select(['id', 'reference', 'status', 'created_at', 'resolved_at'])
      .where('user_id', '=', userId)
      .where('reason', '=', COMPLAINT_REASON)
      .orderBy('created_at', 'desc')
      .limit(MY_REQUESTS_LIMIT)
      .execute(),
  ]);
  const replies = complaints.length
    ? await db
        .selectFrom('contact_replies')
        .select(['id', 'contact_submission_id', 'body', 'created_at'])
        .where(
          'contact_submission_id',
          'in',
          complaints.map((c) => c.id),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];
  return {
    reviews: reviews.map((r) => ({
      id: r.id,
      merchantName: r.merchant_name,
      amountCents: r.amount_cents,
      status: r.status,
      note: r.note,
      approvedUntil: iso(r.approved_until),
      used: r.used_at !== null,
      createdAt: iso(r.created_at) as string,
      decidedAt: iso(r.decided_at),
    })),
    complaints: complaints.map((c) => ({
      id: c.id,
      reference: c.reference ?? '',
      status: c.status,
      createdAt: iso(c.created_at) as string,
      resolvedAt: iso(c.resolved_at),
      replies: replies
        .filter((reply) => reply.contact_submission_id === c.id)
        .map((reply) => ({
          id: reply.id,
          body: reply.body,
          createdAt: iso(reply.created_at) as string,
        })),
    })),
  };
}

/** The answer, defined once in zod and held to the shared type the dashboard reads. */
const MyRequestsAnswer = z.object({
  reviews: z.array(
    z.object({
      id: z.string(),
      merchantName: z.string(),
      amountCents: z.int(),
      status: z.enum(['pending', 'approved', 'answered']),
      note: z.string().nullable(),
      approvedUntil: z.string().nullable(),
      used: z.boolean(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  complaints: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      status: z.enum(CONTACT_STATUSES),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
      replies: z.array(z.object({ id: z.string(), body: z.string(), createdAt: z.string() })),
    }),
  ),
}) satisfies z.ZodType<MyRequests>;

/**
 * GET /api/me/requests: the signed-in shopper's own requests (the session names the shopper).
 * Registered inside contactRoutes, whose scope defines its routes in zod.
 */
export async function myRequestRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/me/requests',
    {
      schema: {
        tags: ['accounts'],
        summary: 'My review requests and complaints with their status and answers',
        response: { 200: MyRequestsAnswer, 401: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return listMyRequests(app.db, user.id);
    },
  );
}
