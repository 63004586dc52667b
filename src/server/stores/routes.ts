import type { FastifyInstance } from 'fastify';
import type { StoreList } from '#shared/stores';
import { listActiveStores } from './repository';

/** The public list of partner stores (/prodavnice): name, category and website, nothing else. */
export async function storeRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'Partner stores where shoppers can pay in instalments',
        response: {
          200: {
            type: 'object',
            properties: {
              stores: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    name: { type: 'string' },
                    category: { type: 'string' },
                    website: { type: ['string', 'null'] },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (): Promise<StoreList> => ({ stores: await listActiveStores(app.db) }),
  );
}
