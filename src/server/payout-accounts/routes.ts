// The merchant area's payout account (/api/merchant/payout-account): see it, ask to change it
// (password), confirm with the emailed code, or drop the request.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PayoutAccountChangeSchema } from '#shared/validation/payout-account-schema';
import { VerificationCodeSchema } from '#shared/validation/verification-code';
import { requireUser } from '../auth/permissions';
import { documented, errorSchema, jsonSchemaOf } from '../http/openapi';
import { noStore } from '../http/no-store';
import { requestLocale } from '../http/request-locale';
import { parseWith } from '../http/validate';
import { requireMerchant } from '../merchants/area-service';
import { serviceDeps } from '../service-deps';
import {
  confirmPayoutAccountChange,
  discardPayoutAccountChange,
  payoutAccountState,
  requestPayoutAccountChange,
} from './service';

const ConfirmSchema = z.object({ code: VerificationCodeSchema });

export async function payoutAccountRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  const docs = (summary: string, body?: z.ZodType) =>
    documented({
      tags: ['merchant area'],
      security: [{ session: [] }],
      summary,
      ...(body ? { body: jsonSchemaOf(body) } : {}),
      response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    });
  app.addHook('onSend', noStore);

  const actorOf = async (request: Parameters<typeof requireUser>[0]) => {
    const merchant = await requireMerchant(deps, request);
    const user = await requireUser(request);
    return { merchantId: merchant.id, userId: user.id, email: user.email };
  };

  app.get(
    '/merchant/payout-account',
    docs('The payout account (IBAN masked), any payout hold and a change waiting for its code'),
    async (request) => payoutAccountState(deps, (await actorOf(request)).merchantId),
  );

  app.post(
    '/merchant/payout-account/change',
    {
      ...docs(
        'Ask to change the payout account (password); a code is emailed',
        PayoutAccountChangeSchema,
      ),
      // Each request sends an email: a few retries cover typos, not a flood.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const { password, ...account } = parseWith(PayoutAccountChangeSchema, request.body);
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
    docs('Confirm the change with the emailed code; payouts then wait 24 hours', ConfirmSchema),
    async (request) => {
      const actor = await actorOf(request);
      const { code } = parseWith(ConfirmSchema, request.body);
      return confirmPayoutAccountChange(deps, actor, { code, locale: requestLocale(request) });
    },
  );

  app.delete(
    '/merchant/payout-account/change',
    docs('Drop the change waiting for its code'),
    async (request) => discardPayoutAccountChange(deps, (await actorOf(request)).merchantId),
  );
}
