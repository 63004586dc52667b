// The merchant area's payout account (/api/merchant/payout-account): see it, ask to change it
// (password), confirm with the emailed code, or drop the request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PayoutAccountChangeSchema } from '#shared/validation/payout-account-schema';
import { VerificationCodeSchema } from '#shared/validation/verification-code';
import { requireUser } from '../auth/permissions';
import { noStore } from '../http/no-store';
import { requestLocale } from '../http/request-locale';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { requireMerchant } from '../merchants/area-service';
import { serviceDeps } from '../service-deps';
import {
  confirmPayoutAccountChange,
  discardPayoutAccountChange,
  payoutAccountState,
  requestPayoutAccountChange,
} from './service';
import { PayoutAccountStateAnswer } from './contract';

const ConfirmSchema = z.object({ code: VerificationCodeSchema });

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };
const docs = { tags: ['merchant area'], security: [{ session: [] }] };

export async function payoutAccountRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  app.addHook('onSend', noStore);

  const actorOf = async (request: FastifyRequest) => {
    const merchant = await requireMerchant(deps, request);
    const user = await requireUser(request);
    return { merchantId: merchant.id, userId: user.id, email: user.email };
  };
  // A request that is not the merchant's learns 401/403 before anything about its body.
  const merchantFirst = async (request: FastifyRequest) => {
    await actorOf(request);
  };

  app.get(
    '/merchant/payout-account',
    {
      schema: {
        ...docs,
        summary:
          'The payout account (IBAN masked), any payout hold and a change waiting for its code',
        response: { 200: PayoutAccountStateAnswer, ...errors },
      },
    },
    async (request) => payoutAccountState(deps, (await actorOf(request)).merchantId),
  );

  app.post(
    '/merchant/payout-account/change',
    {
      schema: {
        ...docs,
        summary: 'Ask to change the payout account (password); a code is emailed',
        body: PayoutAccountChangeSchema,
        response: { 202: PayoutAccountStateAnswer, ...errors },
      },
      preValidation: merchantFirst,
      // Each request sends an email: a few retries cover typos, not a flood.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const { password, ...account } = request.body;
      const state = await requestPayoutAccountChange(deps, actor, {
        account,
        password,
        locale: requestLocale(request),
      });
      return reply.status(202).send(state);
    },
  );

  app.post(
    '/merchant/payout-account/change/confirm',
    {
      schema: {
        ...docs,
        summary: 'Confirm the change with the emailed code; payouts then wait 24 hours',
        body: ConfirmSchema,
        response: { 200: PayoutAccountStateAnswer, ...errors },
      },
      preValidation: merchantFirst,
    },
    async (request) => {
      const actor = await actorOf(request);
      const { code } = request.body;
      return confirmPayoutAccountChange(deps, actor, { code, locale: requestLocale(request) });
    },
  );

  app.delete(
    '/merchant/payout-account/change',
    {
      schema: {
        ...docs,
        summary: 'Drop the change waiting for its code',
        response: { 200: PayoutAccountStateAnswer, ...errors },
      },
    },
    async (request) => discardPayoutAccountChange(deps, (await actorOf(request)).merchantId),
  );
}
