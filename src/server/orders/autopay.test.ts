// Autopay on real rows: the job charges each due instalment once on its due date (however many
// runs race), a declined card leaves it unpaid and emails the shopper, the reminder names the
// card, removing the card stops it, and a lost provider answer is settled by recovery once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCalendarDay } from '#shared/dates';
import {
  ProviderUnavailableError,
  TEST_CARDS,
  type ChargeResult,
  CARD_FAILURE_MESSAGES,
  type LookupResult,
  type PaymentSource,
  type RefundResult,
} from '../payments/provider';
import { ForwardingProvider } from '../testing/forwarding-provider';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  saveCardRequest,
  TEST_CARD,
  type TestMerchant,
  type TestShopper,
} from '../testing/purchase-fixtures';
import { apiRequest, acquirerProvider, createTestApp, type TestApp } from '../testing/test-app';
import { runAutopayJob } from './autopay-job';
import { orderDeps } from './order-deps';
import { RECOVERY_AFTER_MS, runPaymentRecovery } from './recovery';
import { runReminderJob } from './reminder-job';

/** The sandbox, with a switch that makes the provider's lookups unreachable for a while. */
class LookupOutageProvider extends ForwardingProvider {
  lookupDown = false;
  charges = 0;

  override charge(key: string, amountCents: number, card: PaymentSource): Promise<ChargeResult> {
    this.charges += 1;
    return this.inner.charge(key, amountCents, card);
  }
  override refund(key: string, chargeId: string, amountCents: number): Promise<RefundResult> {
    return this.inner.refund(key, chargeId, amountCents);
  }
  override async lookup(key: string): Promise<LookupResult> {
    if (this.lookupDown) throw new ProviderUnavailableError();
    return this.inner.lookup(key);
  }
}

let t: TestApp;
let provider: LookupOutageProvider;
let merchant: TestMerchant;
beforeAll(async () => {
  provider = new LookupOutageProvider();
  t = await createTestApp({}, undefined, { paymentProvider: provider });
  provider.inner = acquirerProvider(t.app.config);
  merchant = await createTestMerchant(t.app, { name: 'Sportska oprema Bar' });
});
afterAll(() => t.close());

/** Noon of the day `days` days after a calendar day. */
function dayAfter(day: string, days: number): Date {
  const date = fromCalendarDay(day);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, 12);
}

const instalment = (orderId: string, sequence: number) =>
  t.app.db
    .selectFrom('instalments')
    .select(['due_date', 'status', 'paid_cents', 'amount_cents'])
    .where((eb) => eb.and({ order_id: orderId, sequence }))
    .executeTakeFirstOrThrow();

/** The shopper's emails whose subject starts so, oldest first. */
const mailsTo = (email: string, subjectStart: string) =>
  t.app.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body'])
    .where((eb) => eb.and([eb('recipient', '=', email), eb('subject', 'like', `${subjectStart}%`)]))
    .orderBy('created_at')
    .execute();

const paymentsOf = (orderId: string) =>
  t.app.db
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'card_last4', 'instalment_sequences', 'provider_charge_id'])
    .where('order_id', '=', orderId)
    .where('purpose', '=', 'instalments')
    .execute();

async function autopayShopper(cardNumber: string = TEST_CARDS.approved): Promise<TestShopper> {
  const shopper = await createShopper(t.app);
  const saved = await saveCardRequest(t.app, shopper.cookie, { ...TEST_CARD, number: cardNumber });
  expect(saved.statusCode).toBe(200);
  const on = await apiRequest(t.app, {
    method: 'PUT',
    url: '/api/me/card/autopay',
    cookie: shopper.cookie,
    payload: { enabled: true },
  });
  expect(on.json().card.autopay).toBe(true);
  return shopper;
}

describe('autopay', () => {
  it('charges the instalment on its due date once, however many runs race, and emails the receipt', async () => {
    const shopper = await autopayShopper();
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const due = (await instalment(orderId, 2)).due_date;
    const deps = orderDeps(t.app);

    // The day before: nothing is due yet.
    expect(await runAutopayJob(deps, dayAfter(due, -1))).toEqual({
      charged: 0,
      declined: 0,
      pending: 0,
    });
    expect((await instalment(orderId, 2)).status).toBe('pending');

    const onDueDate = dayAfter(due, 0);
    const runs = await Promise.all([
      runAutopayJob(deps, onDueDate),
      runAutopayJob(deps, onDueDate),
      runAutopayJob(deps, onDueDate),
    ]);
    expect(runs.reduce((sum, r) => sum + r.charged, 0)).toBe(1);
    // A later run the same day and the next day charge nothing more.
    expect((await runAutopayJob(deps, onDueDate)).charged).toBe(0);
    expect((await runAutopayJob(deps, dayAfter(due, 1))).charged).toBe(0);

    expect(await instalment(orderId, 2)).toMatchObject({ status: 'paid', paid_cents: 3_000 });
    expect((await instalment(orderId, 3)).status).toBe('pending');
    const payments = await paymentsOf(orderId);
    expect(payments).toEqual([
      expect.objectContaining({
        amount_cents: 3_000,
        card_last4: '4242',
        instalment_sequences: [2],
      }),
    ]);
    const charged = (await provider.statement()).filter(
      (e) => e.kind === 'charge' && e.chargeId === payments[0]?.provider_charge_id,
    );
    expect(charged).toHaveLength(1);

    const mails = await mailsTo(shopper.email, 'Plaćanje');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('Automatsko plaćanje: naplaćeno je 30,00');
    expect(mails[0]?.text_body).toContain(`/api/me/payments/${payments[0]?.id}/receipt.pdf`);
    await expectLedgerConsistent(t.app);
  });

  it('a declined card leaves the instalment unpaid, emails the shopper once and is not retried', async () => {
    // The card verified when it was saved; at the merchant-initiated charge it has no funds.
    const shopper = await autopayShopper(TEST_CARDS.insufficientFunds);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    const due = (await instalment(orderId, 2)).due_date;
    const deps = orderDeps(t.app);

    const result = await runAutopayJob(deps, dayAfter(due, 0));
    expect(result).toMatchObject({ charged: 0, declined: 1 });
    expect((await runAutopayJob(deps, dayAfter(due, 0))).declined).toBe(0);
    expect(await instalment(orderId, 2)).toMatchObject({ status: 'pending', paid_cents: 0 });
    expect(await paymentsOf(orderId)).toEqual([]);
    const attempts = await t.app.db
      .selectFrom('payment_attempts')
      .select(['status', 'failure_code'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'autopay')
      .execute();
    expect(attempts).toEqual([{ status: 'failed', failure_code: 'insufficient_funds' }]);
    const notices = await mailsTo(shopper.email, 'Automatsko plaćanje nije uspjelo');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text_body).toContain('kartice koja se završava na 9995');
    expect(notices[0]?.text_body).toContain(CARD_FAILURE_MESSAGES.insufficient_funds);
    await expectLedgerConsistent(t.app);
  });

  it('the reminder 3 days before says autopay will charge the card ending 4242', async () => {
    const shopper = await autopayShopper();
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const due = (await instalment(orderId, 2)).due_date;
    await runReminderJob({ ...orderDeps(t.app), appUrl: 'http://localhost' }, dayAfter(due, -3));
    const [reminder] = await mailsTo(shopper.email, 'Podsjetnik');
    expect(reminder?.text_body).toContain(
      'Automatsko plaćanje je uključeno: na dan dospijeća naplatićemo karticu koja se završava na 4242.',
    );
  });

  it('removing the card turns autopay off: the due date charges nothing', async () => {
    const shopper = await autopayShopper();
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const due = (await instalment(orderId, 2)).due_date;
    const removed = await apiRequest(t.app, {
      method: 'DELETE',
      url: '/api/me/card',
      cookie: shopper.cookie,
    });
    expect(removed.statusCode).toBe(204);
    await runAutopayJob(orderDeps(t.app), dayAfter(due, 0));
    expect((await instalment(orderId, 2)).status).toBe('pending');
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('turning autopay off stops it; turned on after a due date, that instalment is not charged', async () => {
    const shopper = await autopayShopper();
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const due = (await instalment(orderId, 2)).due_date;
    await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/me/card/autopay',
      cookie: shopper.cookie,
      payload: { enabled: false },
    });
    await runAutopayJob(orderDeps(t.app), dayAfter(due, 0));
    expect((await instalment(orderId, 2)).status).toBe('pending');
    // On again from the day after the due date: instalment 2 is the shopper's to pay by hand.
    await t.app.db
      .updateTable('saved_cards')
      .set({ autopay_enabled_at: dayAfter(due, 1) })
      .where('user_id', '=', shopper.userId)
      .execute();
    await runAutopayJob(orderDeps(t.app), dayAfter(due, 1));
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('card 3055: the answer of the autopay charge is lost, recovery settles it exactly once', async () => {
    const shopper = await autopayShopper(TEST_CARDS.answerLost);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const due = (await instalment(orderId, 2)).due_date;
    // Without the immediate background recovery: it runs on the real clock and, finishing after
    // the lookups are back, would settle the attempt before the two recoveries this test counts.
    const deps = { ...orderDeps(t.app), onAttemptPending: undefined };
    const onDueDate = dayAfter(due, 0);

    // The charge is made but its answer is lost, and the lookup right after is unreachable too.
    provider.lookupDown = true;
    const before = provider.charges;
    const first = await runAutopayJob(deps, onDueDate);
    expect(first).toEqual({ charged: 0, declined: 0, pending: 1 });
    expect((await instalment(orderId, 2)).status).toBe('pending');
    // The job never charges a claimed instalment again, answer or not.
    await runAutopayJob(deps, onDueDate);
    await runAutopayJob(deps, dayAfter(due, 1));
    expect(provider.charges - before).toBe(1);

    // Recovery, in two processes at once once the provider answers lookups again.
    provider.lookupDown = false;
    const later = new Date(onDueDate.getTime() + RECOVERY_AFTER_MS + 1_000);
    const recovered = await Promise.all([
      runPaymentRecovery(deps, later),
      runPaymentRecovery(deps, later),
    ]);
    expect(recovered.reduce((sum, r) => sum + r.settled, 0)).toBe(1);
    await runPaymentRecovery(deps, new Date(later.getTime() + 10 * RECOVERY_AFTER_MS));

    expect(await instalment(orderId, 2)).toMatchObject({ status: 'paid', paid_cents: 3_000 });
    const payments = await paymentsOf(orderId);
    expect(payments).toEqual([
      expect.objectContaining({
        amount_cents: 3_000,
        card_last4: '3055',
        instalment_sequences: [2],
      }),
    ]);
    const attempts = await t.app.db
      .selectFrom('payment_attempts')
      .select(['status'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'autopay')
      .execute();
    expect(attempts).toEqual([{ status: 'succeeded' }]);
    const confirmations = await mailsTo(shopper.email, 'Plaćanje primljeno');
    expect(confirmations).toHaveLength(1);
    expect(provider.charges - before).toBe(1);
    await expectLedgerConsistent(t.app);
  });
});
