import { describe, expect, it } from 'vitest';
import { addCalendarDays, fromCalendarDay } from '#shared/dates';
import { latestMessage } from '../testing/account-fixtures';
import {
  buyOnInstalments,
  createMerchantUser,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  freshKey,
  setupPurchaseTest,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, type TestApp } from '../testing/test-app';
import { orderDeps } from '../orders/order-deps';
import { runOverdueJob } from '../orders/overdue-job';
import { runReminderJob } from '../orders/reminder-job';
import { MerchantOrderViewSchema } from '../orders/view-schemas';
import { DisputeViewSchema } from './view-schemas';

let t: TestApp;
let merchant: TestMerchant;
let merchantCookie: string;
let admin: string;
setupPurchaseTest(
  { admin: true, merchantUser: true, merchant: { name: 'Sport Kotor' } },
  (ready) => {
    ({ t, merchant, merchantCookie, adminCookie: admin } = ready);
  },
);

const REPORT = { reason: 'returned', description: 'Vratio sam patike poštom 20. novembra.' };

const report = (cookie: string, orderId: string, payload: object = REPORT) =>
  apiRequest(t.app, {
    method: 'POST',
    url: `/api/me/orders/${orderId}/disputes`,
    cookie,
    payload,
  });

const post = (cookie: string, url: string, payload: object = {}, key = false) =>
  apiRequest(t.app, {
    method: 'POST',
    url,
    cookie,
    payload,
    ...(key ? { headers: freshKey() } : {}),
  });

async function disputedOrder(amountCents = 9_000) {
  const shopper = await createShopper(t.app);
  const orderId = await buyOnInstalments(t.app, merchant, shopper, amountCents, 3);
  const opened = await report(shopper.cookie, orderId);
  expect(opened.statusCode).toBe(201);
  return { shopper, orderId, dispute: opened.json() as { id: string } };
}

async function dueDates(orderId: string) {
  const rows = await t.app.db
    .selectFrom('instalments')
    .select(['sequence', 'due_date', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('sequence')
    .execute();
  return rows;
}

async function eventTypes(orderId: string) {
  const rows = await t.app.db
    .selectFrom('webhook_events')
    .select(['type', 'payload'])
    .where('order_id', '=', orderId)
    .orderBy('sequence')
    .execute();
  return rows;
}

async function auditActions(disputeId: string) {
  const rows = await t.app.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'after'])
    .where('entity_type', '=', 'dispute')
    .where('entity_id', '=', disputeId)
    .orderBy('created_at')
    .execute();
  return rows;
}

/** Moves the dispute's opening (and its deadline) back, as if it had been open that long. */
async function ageDispute(id: string, days: number) {
  const row = await t.app.db
    .selectFrom('disputes')
    .select(['created_at', 'respond_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await t.app.db
    .updateTable('disputes')
    .set({
      created_at: new Date(row.created_at.getTime() - days * 86_400_000),
      respond_by: new Date(row.respond_by.getTime() - days * 86_400_000),
    } as never)
    .where('id', '=', id)
    .execute();
}

describe('a shopper reports a return or a problem', () => {
  it('opens a dispute on their own plan: merchant webhook, audit row and an acknowledgement email', async () => {
    const { shopper, orderId, dispute } = await disputedOrder();
    expect(dispute).toMatchObject({
      orderId,
      status: 'open',
      reason: 'returned',
      merchantName: 'Sport Kotor',
      shopper: null,
      pastDeadline: false,
    });
    const events = await eventTypes(orderId);
    const opened = events.find((e) => e.type === 'dispute.opened');
    expect(opened?.payload).toMatchObject({
      type: 'dispute.opened',
      data: { object: { object: 'dispute', id: dispute.id, order_id: orderId, status: 'open' } },
    });
    expect(await auditActions(dispute.id)).toEqual([
      expect.objectContaining({ action: 'dispute.opened', actor_id: shopper.userId }),
    ]);
    const mail = await latestMessage(t.app, shopper.email);
    expect(mail.subject).toContain('Sport Kotor');
    expect(mail.text_body).toContain('pauzirano');

    const mine = await apiRequest(t.app, { url: '/api/me/disputes', cookie: shopper.cookie });
    expect(mine.json()).toEqual([expect.objectContaining({ id: dispute.id, status: 'open' })]);
  });

  it('refuses a second open report, another shopper’s order, bad input and a closed plan', async () => {
    const { shopper, orderId } = await disputedOrder();
    const second = await report(shopper.cookie, orderId);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('dispute_already_open');

    const stranger = await createShopper(t.app);
    const foreign = await report(stranger.cookie, orderId);
    expect(foreign.statusCode).toBe(404);

    const own = await buyOnInstalments(t.app, merchant, stranger, 6_000, 3);
    const short = await report(stranger.cookie, own, { reason: 'returned', description: 'kratko' });
    expect(short.statusCode).toBe(400);
    const badReason = await report(stranger.cookie, own, { ...REPORT, reason: 'bored' });
    expect(badReason.statusCode).toBe(400);

    const cancel = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/v1/orders/${own}/cancel`,
      headers: { authorization: `Bearer ${merchant.secretKey}`, ...freshKey() },
    });
    expect(cancel.statusCode).toBeLessThan(300);
    const closed = await report(stranger.cookie, own);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('dispute_not_possible');

    const anonymous = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/orders/${own}/disputes`,
      payload: REPORT,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the plan is paused while the dispute is open', () => {
  it('sends no reminder and marks nothing late for the disputed plan, unlike an undisputed one', async () => {
    const { orderId } = await disputedOrder();
    const other = await createShopper(t.app);
    const control = await buyOnInstalments(t.app, merchant, other, 9_000, 3);
    const [, second] = await dueDates(orderId);
    if (!second) throw new Error('no second instalment');
    const deps = orderDeps(t.app);

    // Two days before the due date both would be reminded; only the undisputed plan is.
    await runReminderJob(deps, new Date(fromCalendarDay(addCalendarDays(second.due_date, -2))));
    const reminded = await t.app.db
      .selectFrom('instalments')
      .select(['order_id', 'reminder_sent_at'])
      .where('order_id', 'in', [orderId, control])
      .where('sequence', '=', 2)
      .execute();
    const sent = new Map(reminded.map((r) => [r.order_id, r.reminder_sent_at !== null]));
    expect(sent.get(control)).toBe(true);
    expect(sent.get(orderId)).toBe(false);

    // Long after the due date the undisputed plan is late; the disputed one is not.
    await runOverdueJob(deps, new Date(fromCalendarDay(addCalendarDays(second.due_date, 10))));
    expect((await dueDates(control))[1]?.status).toBe('overdue');
    expect((await dueDates(orderId))[1]?.status).toBe('pending');
  });
});

describe('the merchant answers', () => {
  it('sees its disputes with the shopper; resuming moves unpaid due dates by the paused days', async () => {
    const { shopper, orderId, dispute } = await disputedOrder();
    await ageDispute(dispute.id, 5);
    const before = await dueDates(orderId);

    const list = await apiRequest(t.app, { url: '/api/merchant/disputes', cookie: merchantCookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        id: dispute.id,
        shopper: expect.objectContaining({ email: shopper.email }),
      }),
    );

    const tooShort = await post(merchantCookie, `/api/merchant/disputes/${dispute.id}/resume`, {
      note: 'ne',
    });
    expect(tooShort.statusCode).toBe(400);
    const resumed = await post(merchantCookie, `/api/merchant/disputes/${dispute.id}/resume`, {
      note: 'Paket nije stigao nazad; pošaljite broj pošiljke.',
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      status: 'resolved',
      outcome: 'resumed',
      resolvedBy: 'merchant',
      pausedDays: 5,
    });
    const after = await dueDates(orderId);
    expect(after[0]?.due_date).toBe(before[0]?.due_date); // paid at checkout: unchanged
    expect(after[1]?.due_date).toBe(addCalendarDays(before[1]?.due_date ?? '', 5));
    expect(after[2]?.due_date).toBe(addCalendarDays(before[2]?.due_date ?? '', 5));
    expect((await eventTypes(orderId)).map((e) => e.type)).toContain('dispute.resolved');
    expect((await auditActions(dispute.id)).map((a) => a.action)).toEqual([
      'dispute.opened',
      'dispute.resolved',
    ]);
    const mail = await latestMessage(t.app, shopper.email);
    expect(mail.text_body).toContain('broj pošiljke');
    expect(mail.text_body).toContain('5 dana');

    const again = await post(merchantCookie, `/api/merchant/disputes/${dispute.id}/resume`, {
      note: 'Još jednom, molim vas.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('dispute_closed');
  });

  it('answers with a partial refund through the refund path: the dispute ends, books stay consistent', async () => {
    const { shopper, orderId, dispute } = await disputedOrder(9_000);
    const refund = await post(
      merchantCookie,
      `/api/merchant/disputes/${dispute.id}/refund`,
      { amountCents: 2_000 },
      true,
    );
    expect(refund.statusCode).toBeLessThan(300);
    const row = await t.app.db
      .selectFrom('disputes')
      .selectAll()
      .where('id', '=', dispute.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'resolved',
      outcome: 'refunded',
      resolved_by: 'merchant',
      refunded_cents: 2_000,
    });
    const order = await t.app.db
      .selectFrom('orders')
      .select(['refunded_cents', 'status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ refunded_cents: 2_000, status: 'approved' });
    const types = (await eventTypes(orderId)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['order.refunded', 'dispute.resolved']));
    const audit = await auditActions(dispute.id);
    expect(audit[1]).toMatchObject({ action: 'dispute.resolved' });
    expect(audit[1]?.actor_id).not.toBeNull();
    const subjects = await t.app.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('recipient', '=', shopper.email)
      .execute();
    expect(subjects.map((s) => s.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('je završena')]),
    );
    await expectLedgerConsistent(t.app);
  });

  it('cannot see or answer another merchant’s dispute; a shopper cannot use the merchant routes', async () => {
    const { shopper, dispute } = await disputedOrder();
    const otherMerchant = await createTestMerchant(t.app);
    const otherUser = await createMerchantUser(t.app, otherMerchant.merchantId);
    const list = await apiRequest(t.app, {
      url: '/api/merchant/disputes',
      cookie: otherUser.cookie,
    });
    expect(list.json()).toEqual([]);
    const resume = await post(otherUser.cookie, `/api/merchant/disputes/${dispute.id}/resume`, {
      note: 'Nije naša narudžba uopšte.',
    });
    expect(resume.statusCode).toBe(404);
    const refund = await post(
      otherUser.cookie,
      `/api/merchant/disputes/${dispute.id}/refund`,
      {},
      true,
    );
    expect(refund.statusCode).toBe(404);
    const asShopper = await apiRequest(t.app, {
      url: '/api/merchant/disputes',
      cookie: shopper.cookie,
    });
    expect(asShopper.statusCode).toBe(403);
    const adminList = await apiRequest(t.app, {
      url: '/api/admin/disputes',
      cookie: shopper.cookie,
    });
    expect(adminList.statusCode).toBe(403);
    const stranger = await createShopper(t.app);
    const withdraw = await post(stranger.cookie, `/api/me/disputes/${dispute.id}/withdraw`);
    expect(withdraw.statusCode).toBe(404);
  });
});

describe('shopper and merchant requests are checked in order; answers fit their schemas', () => {
  it('asks who first (401/403), then a malformed order id (404) before the report (400)', async () => {
    const { shopper, dispute } = await disputedOrder();
    const bad = { reason: 'bored' };
    expect((await report('', 'nope', bad)).statusCode).toBe(401);
    const malformed = await report(shopper.cookie, 'nope', bad);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toBe('not_found');
    const unknownOrder = await report(shopper.cookie, `ord_${'0'.repeat(24)}`);
    expect(unknownOrder.statusCode).toBe(404);
    const refused = await report(shopper.cookie, `ord_${'0'.repeat(24)}`, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('reason');
    expect((await post('', `/api/me/disputes/${dispute.id}/withdraw`)).statusCode).toBe(401);
    expect((await post(shopper.cookie, '/api/me/disputes/nope/withdraw')).statusCode).toBe(404);

    const resume = `/api/merchant/disputes/nope/resume`;
    expect((await post('', resume, { note: 'x' })).statusCode).toBe(401);
    expect((await post(shopper.cookie, resume, { note: 'x' })).statusCode).toBe(403);
    expect((await post(merchantCookie, resume, { note: 'x' })).statusCode).toBe(400);
    const note = { note: 'Roba je stigla nazad, hvala.' };
    expect((await post(merchantCookie, resume, note)).statusCode).toBe(404);
    const refund = `/api/merchant/disputes/${dispute.id}/refund`;
    expect((await post(shopper.cookie, refund, {}, true)).statusCode).toBe(403);
    const badAmount = await post(merchantCookie, refund, { amountCents: 0.5 }, true);
    expect(badAmount.statusCode).toBe(400);
    const keyless = await post(merchantCookie, refund, {});
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error).toBe('idempotency_key_required');
  });

  it('answers lists, a report and a refund in the shape of the dispute and order views', async () => {
    const { shopper, orderId, dispute } = await disputedOrder();
    expect(DisputeViewSchema.strict().safeParse(dispute).error).toBeUndefined();
    const lists = [
      await apiRequest(t.app, { url: '/api/me/disputes', cookie: shopper.cookie }),
      await apiRequest(t.app, { url: '/api/merchant/disputes', cookie: merchantCookie }),
    ];
    for (const list of lists) {
      expect(list.statusCode).toBe(200);
      for (const item of list.json()) {
        expect(DisputeViewSchema.strict().safeParse(item).error).toBeUndefined();
      }
    }
    const first = await post(
      merchantCookie,
      `/api/merchant/disputes/${dispute.id}/refund`,
      { amountCents: 1_000 },
      true,
    );
    expect(first.statusCode).toBe(201);
    expect(MerchantOrderViewSchema.strict().safeParse(first.json()).error).toBeUndefined();
    expect(first.json()).toMatchObject({ id: orderId, refundedCents: 1_000 });
  });
});

describe('after the merchant’s deadline an admin decides', () => {
  it('checks who asks first, then the body (400), then the id (404); the list fits its schema', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const badNote = { note: 'x'.repeat(5000) };
    expect((await post('', `/api/admin/disputes/nope/resume`, badNote)).statusCode).toBe(401);
    expect(
      (await post(merchantCookie, `/api/admin/disputes/nope/resume`, badNote)).statusCode,
    ).toBe(403);
    expect((await post(admin, `/api/admin/disputes/nope/resume`, badNote)).statusCode).toBe(400);
    const unknown = await post(admin, `/api/admin/disputes/nope/resume`, {
      note: 'Roba je vraćena, plan ide dalje.',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
    expect((await post(admin, `/api/admin/disputes/${someId}/refund`, {}, true)).statusCode).toBe(
      404,
    );
    const badStatus = await apiRequest(t.app, {
      url: '/api/admin/disputes?status=x',
      cookie: admin,
    });
    expect(badStatus.statusCode).toBe(400);
    const all = await apiRequest(t.app, { url: '/api/admin/disputes?status=all', cookie: admin });
    expect(all.statusCode).toBe(200);
    for (const item of all.json()) {
      expect(DisputeViewSchema.strict().safeParse(item).error).toBeUndefined();
    }
  });

  it('refuses the admin before the deadline and the merchant’s resume after it; the admin refunds in full', async () => {
    const { orderId, dispute } = await disputedOrder(9_000);
    const early = await post(admin, `/api/admin/disputes/${dispute.id}/resume`, {
      note: 'Plan se nastavlja po odluci.',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('dispute_deadline_open');

    await ageDispute(dispute.id, 15);
    const all = await apiRequest(t.app, { url: '/api/admin/disputes', cookie: admin });
    expect(all.json()).toContainEqual(
      expect.objectContaining({ id: dispute.id, pastDeadline: true }),
    );
    const late = await post(merchantCookie, `/api/merchant/disputes/${dispute.id}/resume`, {
      note: 'Kasno, ali nastavljamo.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('dispute_past_deadline');

    const refund = await post(admin, `/api/admin/disputes/${dispute.id}/refund`, {}, true);
    expect(refund.statusCode).toBeLessThan(300);
    const row = await t.app.db
      .selectFrom('disputes')
      .select(['outcome', 'resolved_by', 'refunded_cents'])
      .where('id', '=', dispute.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ outcome: 'refunded', resolved_by: 'admin', refunded_cents: 9_000 });
    const order = await t.app.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('refunded');
    await expectLedgerConsistent(t.app);
  });

  it('lets the admin resume the plan after the deadline', async () => {
    const { dispute } = await disputedOrder();
    await ageDispute(dispute.id, 15);
    const resumed = await post(admin, `/api/admin/disputes/${dispute.id}/resume`, {
      note: 'Trgovac je dokazao isporuku.',
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      outcome: 'resumed',
      resolvedBy: 'admin',
      pausedDays: 15,
    });
  });
});

describe('the shopper takes a report back', () => {
  it('ends the dispute as withdrawn and the plan goes on', async () => {
    const { shopper, orderId, dispute } = await disputedOrder();
    const withdrawn = await post(shopper.cookie, `/api/me/disputes/${dispute.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ outcome: 'withdrawn', resolvedBy: 'shopper' });
    const again = await report(shopper.cookie, orderId);
    expect(again.statusCode).toBe(201);
  });
});
