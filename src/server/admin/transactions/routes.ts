import type { FastifyInstance } from 'fastify';
import { AdminTransactionsQuerySchema } from '#shared/validation/admin-schemas';
import { requestLocale } from '#server/http/request-locale';
import { parseWith } from '#server/http/validate';
import { listMerchantOptions, listTransactions } from './repository';

export async function adminTransactionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/transactions', { schema: { tags: ['admin'] } }, async (request) =>
    listTransactions(
      app.db,
      parseWith(AdminTransactionsQuerySchema, request.query),
      requestLocale(request),
    ),
  );

  app.get('/merchants', { schema: { tags: ['admin'] } }, async () => ({
    merchants: await listMerchantOptions(app.db),
  }));
}
