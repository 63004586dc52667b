// A declined purchase the shopper asked a person to review, as the checkout would store it after
// an over-limit decline: tests that follow such a request (export, deletion) start from it.
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import { createCheckout, type TestMerchant } from './purchase-fixtures';

export async function reviewRequestForDeclinedPurchase(
  app: FastifyInstance & { db: DatabaseHandle['db'] },
  merchant: TestMerchant,
  userId: string,
  amountCents: number,
): Promise<{ checkoutSessionId: string }> {
  const declined = await createCheckout(app, merchant.secretKey, amountCents);
  await app.db
    .insertInto('review_requests')
    .values({
      user_id: userId,
      checkout_session_id: declined.id,
      merchant_id: merchant.merchantId,
      amount_cents: amountCents,
      decline_code: 'over_limit',
      decline_reason: 'Iznos prelazi raspoloživi limit.',
      locale: 'me',
    })
    .execute();
  return { checkoutSessionId: declined.id };
}
