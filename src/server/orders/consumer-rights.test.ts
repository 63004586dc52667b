import { describe, expect, it } from 'vitest';
import { latestMessage } from '../testing/account-fixtures';
import {
  buyOnInstalments,
  createShopper,
  DECLINED_CARD,
  expectLedgerConsistent,
  freshKey,
  payInstalmentsRequest,
  setupPurchaseTest,
  type TestMerchant,
  type TypedCard,
  withdrawRequest,
} from '../testing/purchase-fixtures';
import { z } from 'zod';
import { apiRequest, type TestApp } from '../testing/test-app';
import { PlanRightsAnswer } from './consumer-rights-routes';
import { InstalmentMoveViewSchema } from './view-schemas';
import { orderDeps } from './order-deps';
import { runReminderJob } from './reminder-job';

let t: TestApp;
let merchant: TestMerchant;
let admin: string;
setupPurchaseTest({ admin: true, merchant: { name: 'Dom i Bašta' } }, (ready) => {
  ({ t, merchant, adminCookie: admin } = ready);
});

const withdraw = (
  cookie: string,
  orderId: string,
  options: { card?: TypedCard; key?: string; useSavedCard?: boolean } = {},
) =>
  withdrawRequest(t.app, cookie, orderId, {
    card: options.card,
    useSavedCard: options.useSavedCard,
    headers: options.key ? { 'idempotency-key': options.key } : freshKey(),
  });

const move = (cookie: string, orderId: string, payload: object) =>
  apiRequest(t.app, {
    method: 'POST',
    url: `/api/me/orders/${orderId}/instalment-move`,
    cookie,
    payload,
  });

/** Moves the order's purchase (and its withdrawal window) the given number of days back. */
async function ageOrder(orderId: string, days: number) {
  const created = new Date(Date.now() - days * 86_400_000);
  await t.app.db
    .updateTable('orders')
    .set({ created_at: created } as never)
    .where('id', '=', orderId)
    .execute();
}

describe('withdrawal from a credit within 14 days', () => {
  it('charges the remaining principal, ends the plan as withdrawn, sends the webhook, keeps the books', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const rights = await apiRequest(t.app, { url: '/api/me/plan-rights', cookie: shopper.cookie });
    expect(rights.json()).toContainEqual(
      expect.objectContaining({ orderId, canWithdraw: true, withdrawalCents: 6_000 }),
    );

    const declined = await withdraw(shopper.cookie, orderId, { card: DECLINED_CARD });
    expect(declined.statusCode).toBe(402);

    const key = crypto.randomUUID();
    const response = await withdraw(shopper.cookie, orderId, { key });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      order: { id: orderId, status: 'withdrawn', outstandingCents: 0 },
      payment: { purpose: 'withdrawal', amountCents: 6_000, instalmentSequences: [2, 3] },
    });
    // A retry with the same key answers the same, without a second charge.
    const retry = await withdraw(shopper.cookie, orderId, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().payment.id).toBe(response.json().payment.id);
    const payments = await t.app.db
      .selectFrom('payments')
      .select('amount_cents')
      .where('order_id', '=', orderId)
      .execute();
    expect(payments.map((p) => p.amount_cents).sort()).toEqual([3_000, 6_000]);

    const events = await t.app.db
      .selectFrom('webhook_events')
      .select('type')
      .where('order_id', '=', orderId)
      .execute();
    expect(events.map((e) => e.type)).toContain('order.withdrawn');
    expect(events.map((e) => e.type)).not.toContain('order.paid_in_full');
    const mail = await latestMessage(t.app, shopper.email);
    expect(mail.subject).toBe('Odustanak od kredita za kupovinu u prodavnici Dom i Bašta');

    const report = await expectLedgerConsistent(t.app);
    expect(report.discrepancies).toEqual([]);

    const twice = await withdraw(shopper.cookie, orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: 'withdrawal_not_possible',
      message: 'Od ovog kredita se već odustalo.',
    });
  });

  it('answers 409 after the 14th day, with the date it ended', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    await ageOrder(orderId, 16);
    const response = await withdraw(shopper.cookie, orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('withdrawal_period_over');
    expect(response.json().message).toMatch(/^Rok od 14 dana za odustanak od kredita je istekao/);
    const rights = await apiRequest(t.app, { url: '/api/me/plan-rights', cookie: shopper.cookie });
    expect(rights.json()).toContainEqual(expect.objectContaining({ orderId, canWithdraw: false }));
    const order = await t.app.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('approved');
  });

  it('answers 409 for a finished plan and 404 for another shopper’s plan', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    expect((await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'rest')).statusCode).toBe(
      201,
    );
    const finished = await withdraw(shopper.cookie, orderId);
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toMatchObject({
      error: 'withdrawal_not_possible',
      message: 'Ovaj plan je već otplaćen, pa od kredita više nema šta da se odustane.',
    });
    const stranger = await createShopper(t.app);
    const other = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    expect((await withdraw(stranger.cookie, other)).statusCode).toBe(404);
    await expectLedgerConsistent(t.app);
  });
});

describe('moving one instalment when money is short', () => {
  it('moves an unpaid instalment once, up to 30 days; admins see it; a second move is refused', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const before = await t.app.db
      .selectFrom('instalments')
      .select(['sequence', 'due_date'])
      .where('order_id', '=', orderId)
      .orderBy('sequence')
      .execute();

    const tooLong = await move(shopper.cookie, orderId, { sequence: 2, days: 31 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Ratu možeš pomjeriti za 1 do 30 dana.');
    const paid = await move(shopper.cookie, orderId, { sequence: 1, days: 10 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('instalment_not_payable');

    const moved = await move(shopper.cookie, orderId, { sequence: 2, days: 30 });
    expect(moved.statusCode).toBe(201);
    const from = before[1]?.due_date ?? '';
    expect(moved.json().move).toMatchObject({ sequence: 2, fromDay: from, days: 30 });
    const after = await t.app.db
      .selectFrom('instalments')
      .select(['sequence', 'due_date', 'amount_cents'])
      .where('order_id', '=', orderId)
      .orderBy('sequence')
      .execute();
    expect(after[1]?.due_date).toBe(moved.json().move.toDay);
    expect(after[2]?.due_date).toBe(before[2]?.due_date);
    const mail = await latestMessage(t.app, shopper.email);
    expect(mail.subject).toContain('2. rata sada dospijeva');

    const second = await move(shopper.cookie, orderId, { sequence: 3, days: 5 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('move_already_used');
    expect(second.json().message).toContain('samo jednom po planu');

    const adminView = await apiRequest(t.app, {
      url: `/api/admin/orders/${orderId}/instalment-move`,
      cookie: admin,
    });
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json().move).toMatchObject({ sequence: 2, days: 30 });
    const stranger = await createShopper(t.app);
    expect((await move(stranger.cookie, orderId, { sequence: 3, days: 5 })).statusCode).toBe(404);
    await expectLedgerConsistent(t.app);
  });
});

describe('the reminder before a due date', () => {
  it('says the amount, the date and how to pay or move it, with a link to the dashboard', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    const due = await t.app.db
      .selectFrom('instalments')
      .select('due_date')
      .where('order_id', '=', orderId)
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    const [y, m, d] = due.due_date.split('-').map(Number) as [number, number, number];
    const threeDaysBefore = new Date(y, m - 1, d - 3, 12);
    await runReminderJob({ ...orderDeps(t.app), appUrl: 'https://narate.me' }, threeDaysBefore);
    const mail = await latestMessage(t.app, shopper.email);
    expect(mail.text_body).toContain('od 20,00\u00a0€ dospijeva');
    expect(mail.text_body).toContain('https://narate.me/dashboard');
    expect(mail.text_body).toContain('Pomjeri ratu');
  });
});

describe('documents and receipts in the shopper’s terms', () => {
  it('gives a plan from before stored contracts a clearly versioned reconstruction; another’s is 404', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    // A plan from before contracts were kept has no agreement row at all.
    await t.app.db.deleteFrom('credit_agreements').where('order_id', '=', orderId).execute();
    const url = `/api/me/orders/${orderId}/contract.pdf`;
    const response = await apiRequest(t.app, { url, cookie: shopper.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-document-version']).toBe('narate-credit-2026-11-20-reconstructed');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await createShopper(t.app);
    expect((await apiRequest(t.app, { url, cookie: stranger.cookie })).statusCode).toBe(404);
    const stored = await t.app.db
      .selectFrom('credit_agreements')
      .select('order_id')
      .where('order_id', '=', orderId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('sends the complaint receipt in English when the page is in English', async () => {
    const email = `complaint-${crypto.randomUUID()}@example.com`;
    const response = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/complaints',
      headers: { 'x-narate-locale': 'en' },
      payload: { name: 'Ana', email, message: 'Instalment 2 was charged twice for NAR-1001.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = await latestMessage(t.app, email);
    expect(receipt.subject).toBe('We received your complaint — NaRate');
    expect(receipt.text_body).toContain('within 15 days');
    expect(receipt.text_body).toContain('Centre for Alternative Dispute Resolution');
  });
});

describe('consumer rights requests are checked in order; answers fit their schemas', () => {
  it('asks who first (401), then the order id (404), then the move (400); the answers fit', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const bad = { sequence: 2, days: 31 };
    expect((await move('', 'nope', bad)).statusCode).toBe(401);
    const malformed = await move(shopper.cookie, 'nope', bad);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toBe('not_found');
    expect((await move(shopper.cookie, orderId, bad)).statusCode).toBe(400);
    const moved = await move(shopper.cookie, orderId, { sequence: 2, days: 5 });
    expect(moved.statusCode).toBe(201);
    expect(
      z.object({ move: InstalmentMoveViewSchema.strict() }).strict().safeParse(moved.json()).error,
    ).toBeUndefined();

    const rights = await apiRequest(t.app, { url: '/api/me/plan-rights', cookie: shopper.cookie });
    expect(rights.statusCode).toBe(200);
    const Strict = z.array(
      PlanRightsAnswer.element
        .extend({ move: InstalmentMoveViewSchema.strict().nullable() })
        .strict(),
    );
    expect(Strict.safeParse(rights.json()).error).toBeUndefined();
    expect(rights.json()).toContainEqual(expect.objectContaining({ orderId }));
  });

  it('refuses a withdrawal without a key before its order id; a keyed bad id answers 404', async () => {
    const shopper = await createShopper(t.app);
    const url = '/api/me/orders/nope/withdrawal';
    const anonymous = await apiRequest(t.app, { method: 'POST', url, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const keyless = await apiRequest(t.app, {
      method: 'POST',
      url,
      cookie: shopper.cookie,
      payload: { useSavedCard: true },
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error).toBe('idempotency_key_required');
    const keyed = await apiRequest(t.app, {
      method: 'POST',
      url,
      cookie: shopper.cookie,
      payload: { useSavedCard: true },
      headers: freshKey(),
    });
    expect(keyed.statusCode).toBe(404);
  });
});
