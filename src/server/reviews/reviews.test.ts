import { describe, expect, it } from 'vitest';
import { latestMessage } from '../testing/account-fixtures';
import { auditRows } from '../testing/admin-fixtures';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  setupPurchaseTest,
  expectLedgerConsistent,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, type TestApp } from '../testing/test-app';
import { ShopperReviewViewSchema } from './routes';

let t: TestApp;
let merchant: TestMerchant;
let admin: string;
setupPurchaseTest({ admin: true, merchant: { name: 'Tehno Plus' } }, (ready) => {
  ({ t, merchant, adminCookie: admin } = ready);
});

const askReview = (cookie: string, sessionId: string, locale = 'me') =>
  apiRequest(t.app, {
    method: 'POST',
    url: `/api/checkout/sessions/${sessionId}/review-request`,
    cookie,
    headers: { 'x-narate-locale': locale },
  });

const decide = (reviewId: string, payload: object, cookie = admin) =>
  apiRequest(t.app, {
    method: 'POST',
    url: `/api/admin/reviews/${reviewId}/decision`,
    cookie,
    payload,
  });

async function declinedCheckout(amountCents = 20_000) {
  const shopper = await createShopper(t.app, { limitCents: 10_000 });
  const session = await createCheckout(t.app, merchant.secretKey, amountCents);
  return { shopper, session };
}

function declare(cookie: string, monthlyIncome: string, monthlyObligations: string) {
  return apiRequest(t.app, {
    method: 'POST',
    url: '/api/me/creditworthiness',
    cookie,
    payload: { monthlyIncome, monthlyObligations },
  });
}

describe('a declined checkout explains itself and offers review by a person', () => {
  it('answers the reason, the next step and that a person can review it', async () => {
    const { shopper, session } = await declinedCheckout();
    const confirm = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json()).toMatchObject({
      error: 'over_limit',
      message: 'Iznos od 200,00\u00a0€ prelazi tvoj raspoloživi limit od 100,00\u00a0€.',
      reviewable: true,
    });
    expect(confirm.json().nextStep).toContain('zatražiti da kupovinu pregleda osoba');

    const page = await apiRequest(t.app, {
      url: `/api/checkout/sessions/${session.id}`,
      cookie: shopper.cookie,
    });
    expect(page.json().shopper).toMatchObject({
      approvable: false,
      declineCode: 'over_limit',
      reviewable: true,
      review: null,
      approvedByReview: false,
      savedCard: null,
    });
  });

  it('stores one review request and refuses a second for the same decline', async () => {
    const { shopper, session } = await declinedCheckout();
    const first = await askReview(shopper.cookie, session.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Zahtjev je primljen. Javićemo ti se u roku od 2 radna dana.',
      review: { status: 'pending', note: null, used: false },
    });
    expect(ShopperReviewViewSchema.strict().safeParse(first.json().review).error).toBeUndefined();
    const stored = await t.app.db
      .selectFrom('review_requests')
      .selectAll()
      .where('checkout_session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: shopper.userId,
      amount_cents: 20_000,
      decline_code: 'over_limit',
      status: 'pending',
    });

    const second = await askReview(shopper.cookie, session.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'review_already_requested' });
    expect(second.json().message).toContain('već poslat');
    const count = await t.app.db
      .selectFrom('review_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('checkout_session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a review of a purchase that is not declined, and needs a signed-in shopper', async () => {
    const shopper = await createShopper(t.app, { limitCents: 10_000 });
    const session = await createCheckout(t.app, merchant.secretKey, 5_000);
    const fits = await askReview(shopper.cookie, session.id);
    expect(fits.statusCode).toBe(409);
    expect(fits.json().error).toBe('not_declined');
    const anonymous = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${session.id}/review-request`,
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await askReview(shopper.cookie, 'cs_000000000000000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await askReview(shopper.cookie, 'nope')).statusCode).toBe(404);
  });

  it('refuses a review where no person can help: an unverified email', async () => {
    const shopper = await createShopper(t.app, { verified: false });
    const session = await createCheckout(t.app, merchant.secretKey, 5_000);
    const response = await askReview(shopper.cookie, session.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'review_not_available',
      declineCode: 'not_verified',
    });
  });
});

describe('the admin review queue', () => {
  it('is for admins only', async () => {
    const shopper = await createShopper(t.app);
    const list = await apiRequest(t.app, { url: '/api/admin/reviews', cookie: shopper.cookie });
    expect(list.statusCode).toBe(403);
    const anonymous = await apiRequest(t.app, { url: '/api/admin/reviews' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('checks who asks before the input: 401/403 first, then 404 for a malformed id, then 400', async () => {
    const shopper = await createShopper(t.app);
    const someId = '00000000-0000-4000-8000-000000000000';
    expect((await decide('nope', { decision: 'maybe' }, '')).statusCode).toBe(401);
    expect((await decide(someId, { decision: 'maybe' }, shopper.cookie)).statusCode).toBe(403);
    const badQuery = await apiRequest(t.app, {
      url: '/api/admin/reviews?status=later',
      cookie: shopper.cookie,
    });
    expect(badQuery.statusCode).toBe(403);
    const malformed = await decide('nope', { decision: 'maybe' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toBe('not_found');
    const badBody = await decide(someId, { decision: 'maybe' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ statusCode: 400, error: 'bad_request' });
    expect((await decide(someId, { decision: 'answer', note: 'Nema osnova.' })).statusCode).toBe(
      404,
    );
    const status = await apiRequest(t.app, {
      url: '/api/admin/reviews?status=later',
      cookie: admin,
    });
    expect(status.statusCode).toBe(400);
  });

  it('approves the purchase once: the shopper completes it once, a second use is refused', async () => {
    const { shopper, session } = await declinedCheckout();
    // Declared means of 800 EUR a month: the 200 EUR purchase is within them.
    expect((await declare(shopper.cookie, '1000', '200')).statusCode).toBe(200);
    const asked = await askReview(shopper.cookie, session.id);
    const reviewId = asked.json().review.id as string;

    const queue = await apiRequest(t.app, { url: '/api/admin/reviews', cookie: admin });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({
        id: reviewId,
        status: 'pending',
        amountCents: 20_000,
        declineCode: 'over_limit',
        merchantName: 'Tehno Plus',
        shopper: expect.objectContaining({ email: shopper.email }),
      }),
    );

    const approved = await decide(reviewId, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: reviewId, status: 'approved' });
    const again = await decide(reviewId, { decision: 'answer', note: 'Ipak ne.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('review_already_decided');

    const audit = await auditRows(t.app.db, reviewId);
    expect(audit.map((row) => row.action)).toEqual(['review.approved']);
    const mail = await latestMessage(t.app, shopper.email);
    expect(mail.subject).toBe('Kupovina je odobrena nakon pregleda');
    expect(mail.text_body).toContain(`/checkout/${session.id}`);

    const page = await apiRequest(t.app, {
      url: `/api/checkout/sessions/${session.id}`,
      cookie: shopper.cookie,
    });
    expect(page.json().shopper).toMatchObject({ approvable: true, approvedByReview: true });

    const bought = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(bought.statusCode).toBe(201);
    const used = await t.app.db
      .selectFrom('review_requests')
      .select(['used_at', 'used_order_id'])
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(used.used_order_id).toBe(bought.json().order.id);
    expect(used.used_at).not.toBeNull();

    // The approval was for that one purchase: the same amount again declines.
    const next = await createCheckout(t.app, merchant.secretKey, 20_000);
    const refused = await confirmCheckoutRequest(t.app, shopper.cookie, next.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('over_limit');
    const sameAgain = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(sameAgain.statusCode).toBe(409);
    await expectLedgerConsistent(t.app);
  });

  it('answers with a note in the shopper’s language; the purchase stays declined', async () => {
    const { shopper, session } = await declinedCheckout();
    // The answer is written in the language the shopper chose for their messages.
    await t.app.db
      .updateTable('users')
      .set({ locale: 'en' })
      .where('id', '=', shopper.userId)
      .execute();
    const asked = await askReview(shopper.cookie, session.id, 'en');
    const reviewId = asked.json().review.id as string;
    const empty = await decide(reviewId, { decision: 'answer', note: '  ' });
    expect(empty.statusCode).toBe(400);
    const answered = await decide(reviewId, {
      decision: 'answer',
      note: 'Please pay off part of your current plan first.',
    });
    expect(answered.statusCode).toBe(200);
    const mail = await latestMessage(t.app, shopper.email);
    expect(mail.subject).toBe('Answer to your review request');
    expect(mail.text_body).toContain('Please pay off part of your current plan first.');
    const audit = await auditRows(t.app.db, reviewId);
    expect(audit.map((row) => row.action)).toEqual(['review.answered']);
    const confirm = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(confirm.statusCode).toBe(422);
    const page = await apiRequest(t.app, {
      url: `/api/checkout/sessions/${session.id}`,
      cookie: shopper.cookie,
    });
    expect(page.json().shopper.review).toMatchObject({
      status: 'answered',
      note: 'Please pay off part of your current plan first.',
    });
  });
});

describe('a review approval stays within the declared means', () => {
  it('shows the declared means and refuses an approval above them without a written reason', async () => {
    const { shopper, session } = await declinedCheckout(300_000);
    // Income 200 EUR, obligations 150 EUR: 50 EUR a month to spare.
    expect((await declare(shopper.cookie, '200', '150')).statusCode).toBe(200);
    const asked = await askReview(shopper.cookie, session.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const reviewId = asked.json().review.id as string;

    const queue = await apiRequest(t.app, { url: '/api/admin/reviews', cookie: admin });
    const item = queue.json().items.find((i: { id: string }) => i.id === reviewId);
    expect(item.affordability).toEqual({
      monthlyIncomeCents: 20_000,
      monthlyObligationsCents: 15_000,
      capCents: 5_000,
      owedCents: 0,
      owedAfterCents: 300_000,
      withinCap: false,
    });

    const refused = await decide(reviewId, { decision: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('review_over_affordability_cap');
    expect(refused.json().message).toContain('50,00');
    const tooShort = await decide(reviewId, { decision: 'approve', overrideReason: 'ok' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe(
      'Razlog odobrenja iznad prijavljenog prihoda napiši u 10 do 500 znakova.',
    );
    // Still declined: nothing was approved.
    expect((await confirmCheckoutRequest(t.app, shopper.cookie, session.id)).statusCode).toBe(422);

    const reason = 'Kupac je donio potvrdu o novom ugovoru o radu.';
    const approved = await decide(reviewId, { decision: 'approve', overrideReason: reason });
    expect(approved.statusCode, approved.body).toBe(200);
    const audit = await auditRows(t.app.db, reviewId);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).toContain(reason);
    const after = await apiRequest(t.app, { url: '/api/admin/reviews?status=all', cookie: admin });
    expect(after.json().items.find((i: { id: string }) => i.id === reviewId)).toMatchObject({
      capOverrideReason: reason,
    });
    expect((await confirmCheckoutRequest(t.app, shopper.cookie, session.id)).statusCode).toBe(201);
    await expectLedgerConsistent(t.app);
  });

  it('checks the means again at the purchase when the approval was within them', async () => {
    const { shopper, session } = await declinedCheckout(15_000);
    expect((await declare(shopper.cookie, '400', '200')).statusCode).toBe(200);
    const reviewId = (await askReview(shopper.cookie, session.id)).json().review.id as string;
    expect((await decide(reviewId, { decision: 'approve' })).statusCode).toBe(200);
    // Means declared lower after the approval: 150 EUR no longer fits 100 EUR a month.
    expect((await declare(shopper.cookie, '300', '200')).statusCode).toBe(200);
    const refused = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(refused.statusCode).toBe(422);
  });
});
