import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminTransactionRow, Page } from '#shared/admin-api';
import { AdminTransactionsQuerySchema } from '#shared/validation/admin-schemas';
import { requestLocale } from '#server/http/request-locale';
import { ErrorAnswer, registerZodSchemas } from '#server/http/zod-routes';
import { listMerchantOptions, listTransactions } from './repository';
import { AdminTransactionRowAnswer } from './row-schema';

/** The answers, defined once in zod and held to the shared types the admin pages read. */
const TransactionPageAnswer = z.object({
  items: z.array(AdminTransactionRowAnswer),

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
