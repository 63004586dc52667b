import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  withdrawRequest,
  type TestMerchant,
  type TestShopper,
} from '../testing/purchase-fixtures';
import { pdfTextLines } from '../testing/pdf-text';
import { reviewRequestForDeclinedPurchase } from '../testing/review-request-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
let shopper: TestShopper;
let withdrawnId: string;
let movedId: string;
let data: Record<string, unknown> & {
  transactions: { orderId: string | null; status: string }[];
  plans: {
    id: string;
    status: string;
    instalments: { sequence: number; status: string; dueDate: string }[];
    payments: { id: string; purpose: string; amountCents: number; cardLast4: string }[];
    refunds: unknown[];
    documents: { contract: string; receipts: { paymentId: string; url: string }[] };
  }[];
};
let body: string;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Izvoz Prodavnica' });
  shopper = await createShopper(t.app);
  withdrawnId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
  const withdrawn = await withdrawRequest(t.app, shopper.cookie, withdrawnId);
  expect(withdrawn.statusCode).toBe(201);
  movedId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
  const moved = await apiRequest(t.app, {
    method: 'POST',
    url: `/api/me/orders/${movedId}/instalment-move`,
    cookie: shopper.cookie,
    payload: { sequence: 2, days: 10 },
  });
  expect(moved.statusCode).toBe(201);
  await t.app.db
    .insertInto('saved_cards')
    .values({
      user_id: shopper.userId,
      provider: 'sandbox',
      token: 'tok_izvoz_tajni_token',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      autopay_enabled_at: new Date(),
    })
    .execute();
  await reviewRequestForDeclinedPurchase(t.app, merchant, shopper.userId, 90_000);
  await t.app.db
    .insertInto('notifications')
    .values({ user_id: shopper.userId, kind: 'payment_received', url: '/dashboard' })
    .execute();
  // A complaint sent signed in from another address, and NaRate's answer to it.
  const complaint = await t.app.db
    .insertInto('contact_submissions')
    .values({
      name: 'Izvoz Kupac',
      email: 'drugaadresa@primjer.me',
      user_id: shopper.userId,
      reason: 'complaint',
      message: 'Rata je naplaćena dvaput.',
      reference: 'PR-IZVOZ-1',
      created_at: new Date(Date.now() - 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('contact_replies')
    .values({
      contact_submission_id: complaint.id,
      body: 'Druga naplata je vraćena na tvoju karticu.',
      locale: 'me',
    })
    .execute();
  const response = await apiRequest(t.app, { url: '/api/me/export', cookie: shopper.cookie });
  expect(response.statusCode).toBe(200);
  body = response.body;
  data = response.json();
});
afterAll(() => t.close());

describe('the data export', () => {
  it('states a withdrawn plan as withdrawn, not paid', () => {
    const row = data.transactions.find((item) => item.orderId === withdrawnId);
    expect(row?.status).toBe('withdrawn');
    expect(data.plans.find((plan) => plan.id === withdrawnId)?.status).toBe('withdrawn');
  });

  it('includes every plan with its schedule, payments, refunds and documents', () => {
    expect(data.plans.map((plan) => plan.id).sort()).toEqual([movedId, withdrawnId].sort());
    const withdrawn = data.plans.find((plan) => plan.id === withdrawnId)!;
    expect(withdrawn.instalments).toHaveLength(3);
    expect(withdrawn.payments.map((p) => [p.purpose, p.amountCents, p.cardLast4])).toEqual([
      ['first_instalment', 3_000, '4242'],
      ['withdrawal', 6_000, '4242'],
    ]);
    expect(withdrawn.refunds).toEqual([]);
    expect(withdrawn.documents.contract).toBe(`/api/me/orders/${withdrawnId}/contract.pdf`);
    expect(withdrawn.documents.receipts).toEqual(
      withdrawn.payments.map((p) => ({
        paymentId: p.id,
        url: `/api/me/payments/${p.id}/receipt.pdf`,
      })),
    );
  });

  it('includes the saved card (brand and last 4 only), autopay, review requests, moves and notifications', () => {
    expect(data.savedCard).toEqual({ brand: 'visa', last4: '4242' });
    expect(body).not.toContain('tok_izvoz_tajni_token');
    expect(data.autopay).toMatchObject({ enabled: true });
    expect(data.reviewRequests).toEqual([
      expect.objectContaining({
        status: 'pending',
        merchantName: 'Izvoz Prodavnica',
        amountCents: 90_000,
      }),
    ]);
    expect(data.instalmentMoves).toEqual([
      expect.objectContaining({ orderId: movedId, sequence: 2, days: 10 }),
    ]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: 'payment_received', url: '/dashboard', readAt: null }),
    ]);
  });

  it("includes the shopper's complaints with the answers to them", () => {
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        reason: 'complaint',
        reference: 'PR-IZVOZ-1',
        message: 'Rata je naplaćena dvaput.',
        status: 'pending',
        replies: [
          { body: 'Druga naplata je vraćena na tvoju karticu.', createdAt: expect.any(String) },
        ],
      }),
    ]);
  });

  it('is also a readable PDF in the chosen language, with the withdrawn plan as withdrawn', async () => {
    for (const [locale, expected] of [
      [
        'me',
        [
          'Moji podaci u NaRate-u',
          'Povučeno',
          'VISA •••• 4242',
          'Uključeno',
          'Poruke i prigovori',
          'PR-IZVOZ-1',
          'Rata je naplaćena dvaput.',
          'Odgovor NaRate-a',
          'Druga naplata je vraćena',
        ],
      ],
      [
        'en',
        [
          'My data at NaRate',
          'Withdrawn',
          'VISA •••• 4242',
          'Autopay',
          'On',
          'Messages and complaints',
          "NaRate's answer",
          'Druga naplata je vraćena',
        ],
      ],
    ] as const) {
      const response = await apiRequest(t.app, {
        url: `/api/me/export.pdf?locale=${locale}`,
        cookie: shopper.cookie,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = (await pdfTextLines(response.rawPayload)).join('\n');
      for (const phrase of expected) expect(text).toContain(phrase);
      expect(text).toContain('Izvoz Prodavnica');
      expect(text).not.toContain('tok_izvoz_tajni_token');
    }
  });
});
