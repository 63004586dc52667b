import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPayoutBatch, payoutBatchPage } from '../payouts/payout-list';
import { apiMerchant } from './auth';
import { PayoutList, PayoutListQuery } from './contract';
import { apiRoute } from './route-options';

export async function payoutRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/payouts',
    apiRoute({
      summary: 'List payouts, newest business day first',
      description:
        'One payout per business day with orders: the orders paid, their fees and the receivables from refunds after an earlier payout netted.',
      querystring: PayoutListQuery,
      response: { 200: PayoutList },
    }),
    async (request) => {
      const merchant = apiMerchant(request);
      const page = await payoutBatchPage(app.db, merchant.merchantId, request.query);
      return {
        object: 'list' as const,
        data: page.rows.map(apiPayoutBatch),
        has_more: page.nextCursor !== null,
        next_cursor: page.nextCursor,
      };
    },
  );
}
