import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCalendarDay } from '#shared/dates';
import { issuePendingContracts } from '../lending/agreement-service';
import { pdfTextLines } from '../testing/pdf-text';
import * as engine from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { orderDeps, type OrderDeps } from './order-deps';
import { runReminderJob } from './reminder-job';

// Every message about a plan is written in the language the shopper chose for their account.
let t: TestApp;
let merchant: engine.TestMerchant;
let deps: OrderDeps;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await engine.createTestMerchant(t.app, { name: 'Knjižara Kotor' });
  deps = { ...orderDeps(t.app), appUrl: 'http://localhost', overdueGraceDays: 3 };
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.app.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body'])
    .where('recipient', '=', email)
    .orderBy('created_at')
    .execute();

async function shopperIn(locale: 'me' | 'en') {
  const shopper = await engine.createShopper(t.app);
  await t.app.db.updateTable('users').set({ locale }).where('id', '=', shopper.userId).execute();
  return shopper;
}

/** Buys on 3 instalments from a page in the given language; returns the order and its messages. */
async function purchaseIn(locale: 'me' | 'en') {
  const shopper = await shopperIn(locale);
  const session = await engine.createCheckout(t.app, merchant.secretKey, 3_000);
  const confirmed = await engine.confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
    headers: { 'x-narate-locale': locale },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  const order = confirmed.json().order as { id: string; payments: { id: string }[] };
  const due = await t.app.db
    .selectFrom('instalments')
    .select('due_date')
    .where('order_id', '=', order.id)
    .where('sequence', '=', 2)
    .executeTakeFirstOrThrow();
  const date = fromCalendarDay(due.due_date);
  const threeDaysBefore = new Date(date.getFullYear(), date.getMonth(), date.getDate() - 3, 12);
  await runReminderJob(deps, threeDaysBefore);
  await issuePendingContracts({ db: t.app.db, notifier: t.app.notifier, appUrl: deps.appUrl });
  const receipt = await apiRequest(t.app, {
    url: `/api/me/payments/${order.payments[0]?.id}/receipt.pdf`,
    cookie: shopper.cookie,
  });
  const contract = await apiRequest(t.app, {
    url: `/api/me/orders/${order.id}/contract.pdf`,
    cookie: shopper.cookie,
  });
  expect(contract.statusCode).toBe(200);
  return {
    mails: await mailsTo(shopper.email),
    receiptTitle: (await PDFDocument.load(receipt.rawPayload)).getTitle(),
    contract: (await pdfTextLines(contract.rawPayload)).join('\n'),
  };
}

describe('plan messages in the shopper language', () => {
  it('an English shopper gets English confirmation, reminder, receipt, contract and its email', async () => {
    const { mails, receiptTitle, contract } = await purchaseIn('en');
    const subjects = mails.map((m) => m.subject ?? '');
    expect(subjects).toContain('Purchase approved: Knjižara Kotor');
    expect(subjects.some((s) => s.startsWith('Reminder: an instalment is due on '))).toBe(true);
    expect(subjects).toContain('Your credit agreement');
    const reminder = mails.find((m) => m.subject?.startsWith('Reminder'));
    expect(reminder?.text_body).toContain('Instalment 2 of your purchase (Knjižara Kotor)');
    expect(reminder?.text_body).toContain('“Move instalment”');
    // Nothing Montenegrin but the store's own name.
    for (const mail of mails) {
      expect(`${mail.subject ?? ''}\n${mail.text_body}`.replaceAll('Knjižara', '')).not.toMatch(
        /[čćšžđ]|\b(rata|kupovina|plati|tvoj)\b/i,
      );
    }
    expect(receiptTitle).toBe('Payment receipt');
    expect(contract).toContain('Consumer credit agreement');
    expect(contract).toContain('Instalment 2');
  });

  it('a Montenegrin shopper gets all of them in Montenegrin', async () => {
    const { mails, receiptTitle, contract } = await purchaseIn('me');
    const subjects = mails.map((m) => m.subject ?? '');
    expect(subjects).toContain('Kupovina odobrena: Knjižara Kotor');
    expect(subjects.some((s) => s.startsWith('Podsjetnik: rata dospijeva '))).toBe(true);
    expect(subjects).toContain('Tvoj ugovor o kreditu');
    expect(receiptTitle).toBe('Potvrda o plaćanju');
    expect(contract).toContain('Ugovor o potrošačkom kreditu');
    expect(contract).toContain('2. rata');
  });
});
