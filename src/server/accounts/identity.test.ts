import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDeps } from '../service-deps';
import { createTestUser } from '../testing/admin-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { backfillIdentity, PHONE_TAKEN_MESSAGE } from './identity';
import { SIGNUP_REFUSED_MESSAGE } from './signup-service';
import {
  latestCode,
  latestMessage,
  post,
  signUp,
  signupForm,
  uniqueEmail,
  uniqueJmbg,
} from '../testing/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function startSignup(overrides: Parameters<typeof signupForm>[0]) {
  const form = signupForm(overrides);
  const response = await post(t.app, '/api/accounts/signup', form);
  return { form, response };
}

describe('one person, one account', () => {
  it('refuses a taken JMBG only after the code, without confirming it, and tells its owner', async () => {
    const jmbg = uniqueJmbg();
    const owner = await signUp(t.app, { jmbg });
    const { form, response } = await startSignup({ jmbg, phone: '+382 68 000 111' });
    // The start answers as for any new person: the JMBG is not checked before the address is proven.
    expect(response.statusCode).toBe(200);
    const refused = await post(t.app, '/api/accounts/signup/verify', {
      signupToken: (response.json() as { signupToken: string }).signupToken,
      code: await latestCode(t.app, form.email.toLowerCase()),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'signup_refused',
      message: SIGNUP_REFUSED_MESSAGE,
    });
    expect(SIGNUP_REFUSED_MESSAGE).toBe(
      'Ne možemo otvoriti nalog sa ovim podacima. Ako misliš da je to greška, javi nam se preko stranice /kontakt.',
    );
    expect(refused.body).not.toContain('JMBG');
    const notice = await latestMessage(t.app, owner.email);
    expect(notice.subject).toBe('Pokušaj registracije sa tvojim JMBG');
    expect(notice.text_body).toContain('/kontakt');
    const created = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', form.email.toLowerCase())
      .execute();
    expect(created).toHaveLength(0);
  });

  it('lets only the first of two sign-ups started with one JMBG finish', async () => {
    const jmbg = uniqueJmbg();
    const a = await startSignup({ jmbg });
    const b = await startSignup({ jmbg });
    expect(a.response.statusCode).toBe(200);
    expect(b.response.statusCode).toBe(200);
    const verify = async (s: typeof a) =>
      post(t.app, '/api/accounts/signup/verify', {
        signupToken: (s.response.json() as { signupToken: string }).signupToken,
        code: await latestCode(t.app, s.form.email.toLowerCase()),
      });
    expect((await verify(a)).statusCode).toBe(200);
    const second = await verify(b);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SIGNUP_REFUSED_MESSAGE);
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', b.form.email.toLowerCase())
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('keeps the JMBG as a keyed hash, never in clear', async () => {
    const jmbg = uniqueJmbg();
    const user = await signUp(t.app, { jmbg });
    const row = await t.database.db
      .selectFrom('profiles')
      .select(['jmbg_hash', 'jmbg_encrypted'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.jmbg_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.jmbg_hash).not.toContain(jmbg);
    expect(row.jmbg_encrypted).not.toContain(jmbg);
  });
});

describe('phone numbers', () => {
  it('refuses a phone made of separators only and stores a real one in E.164', async () => {
    for (const phone of ['--------', '(((   )))', '12345678']) {
      const { response } = await startSignup({ phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().message).toBe('Nevažeći format telefona (npr. +382 XX XXX XXX)');
    }
    const user = await signUp(t.app, { phone: '067 123-457' });
    const row = await t.database.db
      .selectFrom('profiles')
      .select('phone')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+38267123457');
  });

  it('gives a verified phone to one account only, however it is written', async () => {
    const first = await signUp(t.app, { phone: '+382 69 222 333' });
    await post(t.app, '/api/me/phone-verification/send', {}, { cookie: first.token });
    const code = await latestCode(t.app, '+38269222333');
    const verified = await post(
      t.app,
      '/api/me/phone-verification/verify',
      { code },
      { cookie: first.token },
    );
    expect(verified.statusCode, verified.body).toBe(200);

    const second = await signUp(t.app, { phone: '069 222 333' });
    const send = await post(t.app, '/api/me/phone-verification/send', {}, { cookie: second.token });
    expect(send.statusCode).toBe(409);
    expect(send.json()).toMatchObject({ error: 'phone_taken', message: PHONE_TAKEN_MESSAGE });
  });
});

describe('accounts from before uniqueness', () => {
  it('keeps duplicates but flags the younger ones for admins', async () => {
    const db = t.database.db;
    const jmbg = uniqueJmbg();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = await createTestUser(db, { email: uniqueEmail('stari') });
      await db
        .updateTable('profiles')
        .set({
          jmbg_encrypted: t.app.encryption.encrypt(jmbg),
          // Written differently, as before phones were kept in E.164.
          phone: ['+382 67 999 888', '067 999 888', '067/999-888'][i],
          phone_verified: i < 2,
        })
        .where('id', '=', id)
        .execute();
      await sql`update profiles set created_at = ${new Date(Date.UTC(2026, 0, 1 + i))}
        where id = ${id}`.execute(db);
      ids.push(id);
    }
    const result = await backfillIdentity(serviceDeps(t.app));
    expect(result.hashed).toBeGreaterThanOrEqual(3);
    const rows = await db
      .selectFrom('profiles')
      .select(['id', 'jmbg_hash', 'jmbg_duplicate', 'phone', 'phone_duplicate'])
      .where('id', 'in', ids)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => r.jmbg_duplicate)).toEqual([false, true, true]);
    expect(new Set(rows.map((r) => r.jmbg_hash)).size).toBe(1);
    expect(rows.map((r) => r.phone)).toEqual(['+38267999888', '+38267999888', '+38267999888']);
    expect(rows.map((r) => r.phone_duplicate)).toEqual([false, true, false]);

    // Still one person: a new sign-up with that JMBG is refused once its code is confirmed.
    const { form, response } = await startSignup({ jmbg });
    const refused = await post(t.app, '/api/accounts/signup/verify', {
      signupToken: (response.json() as { signupToken: string }).signupToken,
      code: await latestCode(t.app, form.email.toLowerCase()),
    });
    expect(refused.statusCode).toBe(409);

    // The admin sees the flag and the other accounts on the user's page.
    const adminEmail = uniqueEmail('admin');
    const adminId = await createTestUser(db, {
      email: adminEmail,
      password: 'Admin-Lozinka-2026!',
    });
    await db.insertInto('user_roles').values({ user_id: adminId, role: 'admin' }).execute();
    const cookie = await loginAs(t.app, adminEmail, 'Admin-Lozinka-2026!');
    const detail = await apiRequest(t.app, { url: `/api/admin/users/${ids[1]}`, cookie });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().lending).toMatchObject({
      jmbgDuplicate: true,
      phoneDuplicate: true,
      sameJmbgAccounts: [
        expect.objectContaining({ id: ids[0] }),
        expect.objectContaining({ id: ids[2] }),
      ],
    });
    const original = await apiRequest(t.app, { url: `/api/admin/users/${ids[0]}`, cookie });
    expect(original.json().lending).toMatchObject({ jmbgDuplicate: false, phoneDuplicate: false });
  });
});
