import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminTransactionRow, Page } from '#shared/admin-api';
import { ORDER_DISPLAY_STATUSES, PURCHASE_STATUSES } from '#shared/order-statuses';
import { AdminTransactionsQuerySchema } from '#shared/validation/admin-schemas';
import { requestLocale } from '#server/http/request-locale';
import { ErrorAnswer, registerZodSchemas } from '#server/http/zod-routes';
import { listMerchantOptions, listTransactions } from './repository';

/** The answers, defined once in zod and held to the shared types the admin pages read. */
const TransactionPageAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      userId: z.string().nullable(),
      userEmail: z.string().nullable(),
      userName: z.string().nullable(),
      businessName: z.string(),
      merchantId: z.string().nullable(),
      merchantName: z.string().nullable(),
      amountCents: z.int(),
      status: z.enum(PURCHASE_STATUSES),
      displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
      createdAt: z.string(),
      move: z
        .object({
          sequence: z.int(),
          fromDay: z.string(),
          toDay: z.string(),
          days: z.int(),
          createdAt: z.string(),
        })
        .nullable(),
    }),
  ),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totalCapped: z.boolean().optional(),
  nextCursor: z.string().nullable().optional(),
}) satisfies z.ZodType<Page<AdminTransactionRow>>;

const MerchantOptionsAnswer = z.object({
  merchants: z.array(z.object({ id: z.string(), name: z.string() })),
});

export async function adminTransactionRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/transactions',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminTransactionsQuerySchema,
        response: { 200: TransactionPageAnswer, 400: ErrorAnswer },
      },
    },
    async (request) => listTransactions(app.db, request.query, requestLocale(request)),
  );

  app.get(
    '/merchants',
    { schema: { tags: ['admin'], response: { 200: MerchantOptionsAnswer } } },
    async () => ({ merchants: await listMerchantOptions(app.db) }),
  );
}
