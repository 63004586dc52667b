import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../notifications/outbox-repository';
import { post, uniqueEmail } from '../testing/account-fixtures';
import { auditRows } from '../testing/admin-fixtures';
import { DEMO_ADMIN, seedDemoData } from '../testing/demo-accounts';
import { createShopper, createTestMerchant } from '../testing/purchase-fixtures';
import { reviewRequestForDeclinedPurchase } from '../testing/review-request-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

const answer = (id: string, body: unknown, cookie = admin) =>
  apiRequest(t.app, {
    method: 'POST',
    url: `/api/admin/contacts/${id}/replies`,
    payload: { body },
    cookie,
  });

const myRequests = async (cookie: string) =>
  (await apiRequest(t.app, { url: '/api/me/requests', cookie })).json();

describe('an admin answers a complaint', () => {
  it('emails the answer in the shopper’s language, keeps it, audits it, and the shopper sees it on the dashboard', async () => {
    const shopper = await createShopper(t.app);
    await t.app.db
      .updateTable('users')
      .set({ locale: 'en' })
      .where('id', '=', shopper.userId)
      .execute();
    const filed = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/complaints',
      cookie: shopper.cookie,
      payload: {
        name: 'Petar Šćepanović',
        email: shopper.email,
        message: 'Druga rata je naplaćena dva puta.',
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { id, reference } = filed.json() as { id: string; reference: string };

    const before = await myRequests(shopper.cookie);
    expect(before.complaints).toEqual([
      expect.objectContaining({ id, reference, status: 'pending', replies: [] }),
    ]);

    const replied = await answer(id, '  Vratili smo ti dvostruko naplaćenu ratu.  ');
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json()).toMatchObject({
      id,
      reference,
      status: 'in_progress',
      replies: [{ body: 'Vratili smo ti dvostruko naplaćenu ratu.', locale: 'en' }],
    });

    const [mail] = await listMessages(t.app.db, { recipient: shopper.email, limit: 1 });
    expect(mail?.subject).toBe(`An answer to your complaint ${reference} — NaRate`);
    expect(mail?.text_body).toContain('Vratili smo ti dvostruko naplaćenu ratu.');
    expect(mail?.text_body).toContain('/dashboard');
    expect(mail?.text_body).toContain('Centre for Alternative Dispute Resolution');

    const mine = await myRequests(shopper.cookie);
    expect(mine.complaints[0]).toMatchObject({
      status: 'in_progress',
      replies: [{ body: 'Vratili smo ti dvostruko naplaćenu ratu.' }],
    });

    const resolved = await apiRequest(t.app, {
      method: 'PATCH',
      url: `/api/admin/contacts/${id}`,
      payload: { status: 'resolved' },
      cookie: admin,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().replies).toHaveLength(1);
    expect((await myRequests(shopper.cookie)).complaints[0].status).toBe('resolved');

    const late = await answer(id, 'Još nešto.');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('contact_resolved');

    const actions = (await auditRows(t.app.db, id)).map((row) => row.action);
    expect(actions).toEqual(['contact.replied', 'contact.status_changed']);
    const detail = await apiRequest(t.app, { url: `/api/admin/contacts/${id}`, cookie: admin });
    expect(detail.json()).toMatchObject({
      reference,
      status: 'resolved',
      replies: [{ locale: 'en' }],
    });
  });

  it('answers a sender without an account in the language the form was sent in', async () => {
    const email = uniqueEmail('odgovor');
    const filed = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/complaints',
      headers: { 'x-narate-locale': 'en' },
      payload: { name: 'Jane Doe', email, message: 'My instalment was charged twice.' },
    });
    expect(filed.statusCode).toBe(201);
    const replied = await answer(filed.json().id, 'We refunded the second charge.');
    expect(replied.statusCode).toBe(201);
    const [mail] = await listMessages(t.app.db, { recipient: email, limit: 1 });
    expect(mail?.subject).toMatch(/^An answer to your complaint PR-/);
    // No account: no dashboard link.
    expect(mail?.text_body).not.toContain('/dashboard');

    const message = await post(t.app, '/api/contact', {
      name: 'Marko',
      email: uniqueEmail('poruka'),
      reason: 'support',
      message: 'Kako da promijenim email adresu?',
    });
    expect(message.statusCode).toBe(201);
    await answer(message.json().id, 'U profilu, pod „Uredi profil”.');
    const messages = await t.app.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('subject', '=', 'Odgovor na tvoju poruku — NaRate')
      .execute();
    expect(messages).toHaveLength(1);
  });

  it('refuses an empty answer, a message without an email, an unknown message and a non-admin', async () => {
    const filed = await post(t.app, '/api/complaints', {
      name: 'Ana',
      email: uniqueEmail(),
      message: 'Opis prigovora koji je dovoljno dug.',
    });
    const id = filed.json().id as string;
    const empty = await answer(id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Napiši odgovor.');
    const tooLong = await answer(id, 'a'.repeat(5001));
    expect(tooLong.statusCode).toBe(400);

    const anonymous = await t.app.db
      .insertInto('contact_submissions')
      .values({ name: 'Bez adrese', reason: 'support', message: 'Poruka bez email adrese.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const noEmail = await answer(anonymous.id, 'Odgovor.');
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().error).toBe('contact_no_email');

    const unknown = await answer('00000000-0000-4000-8000-000000000000', 'Odgovor.');
    expect(unknown.statusCode).toBe(404);

    const shopper = await createShopper(t.app);
    const forbidden = await answer(id, 'Odgovor.', shopper.cookie);
    expect(forbidden.statusCode).toBe(403);
    const count = await t.app.db
      .selectFrom('contact_replies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('contact_submission_id', 'in', [id, anonymous.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('GET /api/me/requests', () => {
  it('lists the shopper’s review request with its status until an admin answers it, and nobody else’s', async () => {
    const merchant = await createTestMerchant(t.app, { name: 'Elektro Nikšić' });
    const shopper = await createShopper(t.app);
    await reviewRequestForDeclinedPurchase(t.app, merchant, shopper.userId, 25_000);

    const pending = await myRequests(shopper.cookie);
    expect(pending.reviews).toEqual([
      expect.objectContaining({
        merchantName: 'Elektro Nikšić',
        amountCents: 25_000,
        status: 'pending',
        note: null,
        decidedAt: null,
      }),
    ]);

    const decided = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/reviews/${pending.reviews[0].id}/decision`,
      payload: { decision: 'answer', note: 'Limit ti raste nakon tri plaćene rate.' },
      cookie: admin,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const answered = await myRequests(shopper.cookie);
    expect(answered.reviews[0]).toMatchObject({
      status: 'answered',
      note: 'Limit ti raste nakon tri plaćene rate.',
    });
    expect(answered.reviews[0].decidedAt).not.toBeNull();

    const other = await createShopper(t.app);
    expect(await myRequests(other.cookie)).toEqual({ reviews: [], complaints: [] });
    const anonymous = await apiRequest(t.app, { url: '/api/me/requests' });
    expect(anonymous.statusCode).toBe(401);
  });
});
