// The demo shopper's purchase history, made by the services a real shopper's history goes
// through: a card saved in the acquirer's card fields, purchases at the demo shop confirmed by
// the checkout decision, instalments paid with the saved card and one paid late after the
// overdue job marked it. Its score, limit, plans, receipts and the admin's view of the account
// therefore agree with each other, as they would for a person. Each step runs at the day it
// happened; the card is charged now, through the local acquirer, so the acquirer's statement
// and NaRate's books agree as well. Outside production only, with the local acquirer.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createCheckoutSession } from '../checkout/session-service';
import { runAccountAgeJob } from '../credit/account-age-job';
import { runCreditReviewJob } from '../credit/credit-review-job';
import { serviceDeps } from '../service-deps';
import type { IdempotencyClaim, IdempotentResult } from '../http/idempotency';
import { confirmCheckout } from '../orders/confirm-service';
import { orderDeps } from '../orders/order-deps';
import { runOverdueJob } from '../orders/overdue-job';
import { payOrderInstalments } from '../orders/payment-service';
import { ProviderUnavailableError } from '../payments/provider';
import { requestFingerprint } from '../rules/idempotency-key';
import { saveCard } from '../saved-cards/service';
import { DEMO_MERCHANT, DEMO_SHOPPER } from './seed';

const DAY_MS = 86_400_000;
/** The card the demo shopper typed into the card fields: the acquirer's test card, no 3-D Secure. */
const DEMO_CARD = { pan: '4242424242424242', exp_month: '12', exp_year: '35', cvv: '123' };
/** How long start-up waits for the local acquirer, started beside the app, to answer. */
const ACQUIRER_WAIT_MS = 30_000;

/** One demo purchase: what, how much, how many days ago, and when each later instalment was paid. */
export interface DemoPurchase {
  item: string;
  cents: number;
  daysAgo: number;
  /** Per later instalment: days after its due day it was paid (0 on the day, > grace late). */
  paidDaysAfterDue: number[];
}

/**
 * Paid in full on time; a second one whose 2nd instalment was paid on its due day and whose 3rd
 * is still to come; a recent one with two instalments ahead. The shopper owes nothing overdue,
 * so the demo shop still approves a purchase. (A late instalment would be written the same way:
 * the overdue job runs while it is unpaid.)
 */
export const DEMO_HISTORY: readonly DemoPurchase[] = [
  { item: 'Slušalice', cents: 8_999, daysAgo: 95, paidDaysAfterDue: [0, 0] },
  { item: 'Jakna', cents: 4_550, daysAgo: 45, paidDaysAfterDue: [0] },
  { item: 'Ruksak', cents: 6_000, daysAgo: 6, paidDaysAfterDue: [] },
];

/** Something that happened at `at`; it may tell what happened after it (its instalments). */
type Step = { at: Date; run: () => Promise<Step[]> };

/** A key of its own for each step, as a browser sends one per payment. */
function claimFor(userId: string, step: string): IdempotencyClaim {
  const key = randomUUID();
  return {
    scope: `user:${userId}`,
    key,
    fingerprint: requestFingerprint('POST', `/demo-history/${step}`, { key }),
  };
}

/** 2xx answers only: a refusal would leave the demo contradicting itself, so start-up stops. */
function expectAnswered(what: string, answer: IdempotentResult): unknown {
  if (answer.statusCode >= 300) {
    throw new Error(
      `Demo history: ${what} answered ${answer.statusCode} ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}

async function waitForAcquirer(app: FastifyInstance, paymentKey: string) {
  const startCardPayment = app.paymentProvider.startCardPayment?.bind(app.paymentProvider);
  if (!startCardPayment) throw new Error('Demo history: the acquirer has no card fields');
  const deadline = Date.now() + ACQUIRER_WAIT_MS;
  for (;;) {
    try {
      return await startCardPayment({
        key: paymentKey,
        amountCents: 0,
        description: 'NaRate: kartica',
        saveCard: true,
        verify: true,
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Saves the demo shopper's card as the browser does: a verification typed into the card fields. */
async function saveDemoCard(app: FastifyInstance, userId: string, at: Date): Promise<string> {
  const started = await waitForAcquirer(app, randomUUID());
  const typed = await fetch(`${app.config.card.baseUrl}/components/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: started.clientSecret, ...DEMO_CARD }),
  });
  if (!typed.ok) throw new Error(`Demo history: the card fields answered ${typed.status}`);
  await saveCard(
    { db: app.db, provider: app.paymentProvider },
    userId,
    { paymentId: started.paymentId },
    at,
  );
  const saved = await app.db
    .selectFrom('saved_cards')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return saved.token;
}

/**
 * Writes the demo shopper's history; a no-op when the shopper already has orders or the card
 * acquirer is not the local one (Monri's test environment is not filled with demo charges).
 */
export async function seedDemoHistory(
  app: FastifyInstance,
  now: Date = new Date(),
  history: readonly DemoPurchase[] = DEMO_HISTORY,
): Promise<void> {
  if (app.config.card.acquirer !== 'local' || !app.paymentProvider.startCardPayment) return;
  const shopper = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_SHOPPER.email)
    .executeTakeFirst();
  const merchant = await app.db
    .selectFrom('merchants')
    .select('id')
    .where('name', '=', DEMO_MERCHANT.name)
    .executeTakeFirst();
  if (!shopper || !merchant) return;
  const hasOrders = await app.db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', shopper.id)
    .executeTakeFirst();
  if (hasOrders) return;

  // Set-up, not a request under test: fault injection (a pause or crash after the provider
  // call) applies to the requests a fault test makes, never to the demo history before them.
  const deps = { ...orderDeps(app), faults: undefined };
  const userId = shopper.id;
  const first = new Date(now.getTime() - (history[0]?.daysAgo ?? 0) * DAY_MS - DAY_MS);
  // The shopper signed up the day before the first purchase: the account's age, its monthly
  // points and the limit's 30-day rule count from then.
  await app.db.updateTable('users').set({ created_at: first }).where('id', '=', userId).execute();
  await app.db
    .updateTable('profiles')
    .set({ created_at: first })
    .where('id', '=', userId)
    .execute();
  const token = await saveDemoCard(app, userId, first);
  const card = { token };
  const reviewStep = (at: Date): Step => ({
    at,
    run: async () => {
      await runAccountAgeJob(serviceDeps(app), at);
      await runCreditReviewJob(serviceDeps(app), at);
      return [];
    },
  });
  const purchases: Step[] = history.map((purchase, index) => {
    const boughtAt = new Date(now.getTime() - purchase.daysAgo * DAY_MS);
    return {
      at: boughtAt,
      run: async () => {
        const session = await createCheckoutSession(
          app.db,
          { merchantId: merchant.id, mode: 'test' },
          {
            amount_cents: purchase.cents,
            currency: 'EUR',
            order_reference: `DEMO-${1001 + index}`,
            line_items: [{ name: purchase.item, quantity: 1, unit_amount_cents: purchase.cents }],
            success_url: `${app.config.appUrl}/demo-shop?status=success`,
            cancel_url: `${app.config.appUrl}/demo-shop?status=cancelled`,
            expires_in_minutes: 30,
          },
          boughtAt,
        );
        const answer = await confirmCheckout(
          deps,
          { sessionId: session.id, userId, instalments: 3, card },
          claimFor(userId, 'purchase'),
          boughtAt,
        );
        const body = expectAnswered('a purchase', answer) as { order: { id: string } };
        return laterInstalments(body.order.id, purchase.paidDaysAfterDue);
      },
    };
  });

  /** Each later instalment paid on its due day or late, the overdue job running in between. */
  const laterInstalments = async (orderId: string, paidDaysAfterDue: number[]) => {
    const instalments = await app.db
      .selectFrom('instalments')
      .select(['sequence', 'due_date'])
      .where('order_id', '=', orderId)
      .where('sequence', '>', 1)
      .orderBy('sequence')
      .execute();
    const grace = app.config.overdueGraceDays;
    return paidDaysAfterDue.flatMap((daysLate, index): Step[] => {
      const dueDay = instalments[index]?.due_date;
      if (!dueDay) return [];
      // Noon in Podgorica on the due day: the day the shopper sees, whatever the time zone.
      const due = new Date(`${dueDay}T11:00:00Z`);
      const paidAt = new Date(due.getTime() + daysLate * DAY_MS);
      const pay: Step = {
        at: paidAt,
        run: async () => {
          const paid = await payOrderInstalments(
            deps,
            { userId, orderId, scope: 'next', card },
            claimFor(userId, 'instalment'),
            paidAt,
          );
          expectAnswered('an instalment', paid);
          return [];
        },
      };
      if (daysLate <= grace) return [pay];
      // The daily overdue job ran while it was unpaid, as it would have.
      const checked = new Date(due.getTime() + (grace + 1) * DAY_MS);
      const overdue: Step = {
        at: checked,
        run: async () => {
          await runOverdueJob(deps, checked);
          return [];
        },
      };
      return [overdue, pay];
    });
  };

  // The daily credit review (points on due dates, limit steps) and the account-age points ran
  // every day; once a week is enough here, as both catch up on what they have not seen, and
  // once today.
  const reviews: Step[] = [];
  for (let at = first.getTime() + 7 * DAY_MS; at < now.getTime(); at += 7 * DAY_MS) {
    reviews.push(reviewStep(new Date(at)));
  }
  reviews.push(reviewStep(now));

  // In the order they happened: a later purchase sees the earlier payments and the late mark.
  const queue = [...purchases, ...reviews];
  while (queue.length > 0) {
    queue.sort((a, b) => a.at.getTime() - b.at.getTime());
    const next = queue.shift();
    if (next) queue.push(...(await next.run()));
  }
}
