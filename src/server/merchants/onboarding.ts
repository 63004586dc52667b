// The empty merchant area's checklist: create a secret key → set a webhook → send a test event
// → run a test checkout → read the guide. Every tick is read from what exists (a key, an
// endpoint, a delivered test.ping, a test-mode order, the guide opened from the list), so it
// cannot claim a step that was not done. It disappears once a live order exists or the merchant
// dismisses it.
import type { MerchantOnboardingView } from '#shared/purchase-api';
import type { ServiceDeps } from '../service-deps';

export async function merchantOnboarding(
  deps: ServiceDeps,
  merchantId: string,
): Promise<MerchantOnboardingView | null> {
  const db = deps.db;
  const merchant = await db
    .selectFrom('merchants')
    .select(['guide_opened_at', 'onboarding_dismissed_at'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  if (merchant.onboarding_dismissed_at !== null) return null;
  const liveOrder = await db
    .selectFrom('orders')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('livemode', '=', true)
    .limit(1)
    .executeTakeFirst();
  if (liveOrder) return null;
  const [secretKey, webhook, testEvent, testOrder] = await Promise.all([
    db
      .selectFrom('api_keys')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', 'secret')
      .where('revoked_at', 'is', null)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('merchant_webhook_endpoints')
      .select('merchant_id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst(),
    db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .select('d.id')
      .where('d.merchant_id', '=', merchantId)
      .where('e.type', '=', 'test.ping')
      .where('d.status', '=', 'delivered')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('livemode', '=', false)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    secretKey: secretKey !== undefined,
    webhook: webhook !== undefined,
    testEvent: testEvent !== undefined,
    testCheckout: testOrder !== undefined,
    guide: merchant.guide_opened_at !== null,
  };
}

/** Records that the merchant opened the guide from the checklist (the first time counts). */
export async function markGuideOpened(deps: ServiceDeps, merchantId: string, now: Date) {
  await deps.db
    .updateTable('merchants')
    .set({ guide_opened_at: now })
    .where('id', '=', merchantId)
    .where('guide_opened_at', 'is', null)
    .execute();
}

export async function dismissOnboarding(deps: ServiceDeps, merchantId: string, now: Date) {
  await deps.db
    .updateTable('merchants')
    .set({ onboarding_dismissed_at: now })
    .where('id', '=', merchantId)
    .where('onboarding_dismissed_at', 'is', null)
    .execute();
}
