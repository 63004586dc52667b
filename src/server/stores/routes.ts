import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoreList } from '#shared/stores';
import { registerZodSchemas } from '../http/zod-routes';
import { listActiveStores } from './repository';

const StoreListAnswer = z.object({
  stores: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      website: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<StoreList>;

/** The public list of partner stores (/prodavnice): name, category and website, nothing else. */
export async function storeRoutes(instance: FastifyInstance): Promise<void> {
  // The answer is defined in zod: only the listed fields are written.
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'Partner stores where shoppers can pay in instalments',
        response: { 200: StoreListAnswer },
      },
    },
    async (): Promise<StoreList> => ({ stores: await listActiveStores(app.db) }),
  );
}
