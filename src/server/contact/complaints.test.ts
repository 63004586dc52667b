import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '#shared/legal';
import { post, signUp, uniqueEmail } from '../testing/account-fixtures';
import { listMessages } from '../notifications/outbox-repository';
import type { SignupInput } from '#shared/validation/signup-schema';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { buyOnInstalments, createShopper, createTestMerchant } from '../testing/purchase-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('complaints (/prigovori)', () => {
  it('stores a complaint like a contact message with the kind "complaint" and sends a receipt', async () => {
    const email = uniqueEmail('prigovor');
    const response = await post(t.app, '/api/complaints', {
      name: 'Đorđe Šćekić',
      email,
      message: 'Rata za narudžbu NAR-1001 naplaćena je dva puta.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.app.db
      .selectFrom('contact_submissions')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: 'complaint', status: 'pending', email });
    const [receipt] = await listMessages(t.app.db, { recipient: email, limit: 1 });
    expect(receipt?.subject).toBe('Primili smo tvoj prigovor — NaRate');
    expect(receipt?.text_body).toContain('u roku od 15 dana');
    expect(receipt?.text_body).toContain('Centrom za alternativno rješavanje sporova');
  });

  it('needs a reply address and a real message', async () => {
    const noEmail = await post(t.app, '/api/complaints', {
      name: 'Ana',
      email: '',
      message: 'Opis prigovora koji je dovoljno dug.',
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Nevažeća email adresa');
    const short = await post(t.app, '/api/complaints', {
      name: 'Ana',
      email: uniqueEmail(),
      message: 'kratko',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Poruka mora imati najmanje 10 karaktera');
  });
});

describe('terms accepted at sign-up', () => {
  it('stores the version of the terms the account accepted', async () => {
    // The server's own version is stored: a version the browser names is not taken.
    const user = await signUp(t.app, { termsVersion: '1999-01-01' } as Partial<SignupInput>);
    const row = await t.app.db
      .selectFrom('profiles')
      .select(['terms_version', 'terms_accepted_at'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.terms_version).toBe(TERMS_VERSION);
    expect(row.terms_accepted_at).toBeInstanceOf(Date);
  });
});

describe('a complaint with a reference number and the shopper’s order', () => {
  it('answers and emails a reference number; a signed-in shopper names one of their orders', async () => {
    const merchant = await createTestMerchant(t.app, { name: 'Knjižara Kotor' });
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    const response = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/complaints',
      cookie: shopper.cookie,
      payload: {
        name: 'Milica Radović',
        email: shopper.email,
        message: 'Druga rata mi je naplaćena dva puta.',
        orderId,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, reference } = response.json() as { id: string; reference: string };
    expect(reference).toMatch(/^PR-[0-9A-F]{8}$/);
    const row = await t.app.db
      .selectFrom('contact_submissions')
      .select(['reference', 'user_id', 'order_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reference, user_id: shopper.userId, order_id: orderId });
    const [receipt] = await listMessages(t.app.db, { recipient: shopper.email, limit: 1 });
    expect(receipt?.text_body).toContain(`Broj prigovora: ${reference}`);
    expect(receipt?.text_body).toContain('Knjižara Kotor');
  });

  it('refuses an order that is not the signed-in shopper’s, or any order without a session', async () => {
    const merchant = await createTestMerchant(t.app);
    const owner = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, owner, 6_000, 3);
    const stranger = await createShopper(t.app);
    const body = {
      name: 'Petar Petrović',
      email: stranger.email,
      message: 'Ovo je prigovor na tuđu narudžbu.',
      orderId,
    };
    const foreign = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/complaints',
      cookie: stranger.cookie,
      payload: body,
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await post(t.app, '/api/complaints', body);
    expect(anonymous.statusCode).toBe(404);
    const malformed = await post(t.app, '/api/complaints', { ...body, orderId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    const without = await post(t.app, '/api/complaints', { ...body, orderId: '' });
    expect(without.statusCode).toBe(201);
    expect(without.json().reference).toMatch(/^PR-/);
  });
});
