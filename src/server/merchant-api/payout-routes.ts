import type { FastifyInstance } from 'fastify';
import { CursorQuerySchema } from '../../shared/validation/engine-schemas';
import { jsonSchemaOf } from '../http/openapi';
import { parseWith } from '../http/validate';
import { apiPayoutBatch, payoutBatchPage } from '../payouts/payout-list';
import { apiMerchant } from './auth';
import { payoutListSchema } from './openapi-schemas';
import { apiRoute } from './route-options';

export async function payoutRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/payouts',
    apiRoute({
      summary: 'List payouts, newest business day first',
      description:
        'One payout per business day with orders: the orders paid, their fees and the receivables from refunds after an earlier payout netted.',
      querystring: jsonSchemaOf(CursorQuerySchema),
      response: { 200: payoutListSchema },
    }),
    async (request) => {
      const merchant = apiMerchant(request);
      const query = parseWith(CursorQuerySchema, request.query);
      const page = await payoutBatchPage(app.db, merchant.merchantId, query);
      return {
        object: 'list',
        data: page.rows.map(apiPayoutBatch),
        has_more: page.nextCursor !== null,
        next_cursor: page.nextCursor,
      };
    },
  );
}
