import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../shared/legal';
import { post, signUp, uniqueEmail } from '../testing/account-fixtures';
import { listMessages } from '../notifications/outbox-repository';
import type { SignupInput } from '../../shared/validation/signup-schema';
import { createTestApp, type TestApp } from '../testing/test-app';

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
