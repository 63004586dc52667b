import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app';
import {
  latestCode,
  latestMessage,
  post,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../testing/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function scoreOf(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('user_credit_scores')
    .select('score')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.score;
}

async function ageCodes(target: string, ms: number) {
  await sql`update verification_codes
    set created_at = created_at - ${ms} * interval '1 millisecond',
        expires_at = expires_at - ${ms} * interval '1 millisecond'
    where target = ${target}`.execute(t.database.db);
}

describe('phone verification from the dashboard', () => {
  it('texts a code, refuses a wrong one, and adds +20 once for the right one', async () => {
    const phone = '+38269555101';
    const user = await signUp(t.app, { phone });
    const sent = await post(t.app, '/api/me/phone-verification/send', {}, { cookie: user.token });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: phone, expiresInSeconds: 600, resendAfterSeconds: 60 });
    const sms = await latestMessage(t.app, phone);
    expect(sms.subject).toBeNull();
    expect(sms.text_body).toMatch(/^NaRate: tvoj kod za verifikaciju telefona je \d{6}\./);
    const code = await latestCode(t.app, phone);
    expect(sent.body).not.toContain(code);

    const again = await post(t.app, '/api/me/phone-verification/send', {}, { cookie: user.token });
    expect(again.statusCode).toBe(429);

    const wrong = await post(
      t.app,
      '/api/me/phone-verification/verify',
      { code: code === '111111' ? '222222' : '111111' },
      { cookie: user.token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Unesi ispravan verifikacioni kod.');

    const right = await post(
      t.app,
      '/api/me/phone-verification/verify',
      { code },
      { cookie: user.token },
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ pointsAdded: 20, score: 540 });
    expect(right.body).not.toContain(code);
    const profile = await t.database.db
      .selectFrom('profiles')
      .select('phone_verified')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(profile.phone_verified).toBe(true);

    // Once verified: no new code and no second bonus.
    const resend = await post(t.app, '/api/me/phone-verification/send', {}, { cookie: user.token });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('Telefon je već verifikovan.');
    const replay = await post(
      t.app,
      '/api/me/phone-verification/verify',
      { code },
      { cookie: user.token },
    );
    expect(replay.statusCode).toBe(409);
    expect(await scoreOf(user.userId)).toBe(540);
  });

  it('does not accept another user’s code', async () => {
    const alice = await signUp(t.app, { phone: '+382 69 555 202' });
    const bob = await signUp(t.app, { phone: '+382 69 555 303' });
    await post(t.app, '/api/me/phone-verification/send', {}, { cookie: alice.token });
    await post(t.app, '/api/me/phone-verification/send', {}, { cookie: bob.token });
    const aliceCode = await latestCode(t.app, '+38269555202');
    const bobCode = await latestCode(t.app, '+38269555303');
    if (aliceCode !== bobCode) {
      const stolen = await post(
        t.app,
        '/api/me/phone-verification/verify',
        { code: aliceCode },
        { cookie: bob.token },
      );
      expect(stolen.statusCode).toBe(400);
    }
    expect(await scoreOf(alice.userId)).toBe(520);
  });

  it('refuses the 6th try and an expired code', async () => {
    const phone = '+38269555404';
    const user = await signUp(t.app, { phone });
    await post(t.app, '/api/me/phone-verification/send', {}, { cookie: user.token });
    const code = await latestCode(t.app, phone);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(
        t.app,
        '/api/me/phone-verification/verify',
        { code: wrongCode },
        { cookie: user.token },
      );
      expect(wrong.statusCode).toBe(400);
      // Each refusal says how many tries are left, so the page can warn before the last one.
      expect(wrong.json().attemptsLeft).toBe(4 - i);
    }
    const sixth = await post(
      t.app,
      '/api/me/phone-verification/verify',
      { code },
      { cookie: user.token },
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'code_locked', attemptsLeft: 0 });
    // When a new code may be asked for: within the resend wait of the locked code.
    expect(sixth.json().retryAfterSeconds).toBeGreaterThan(0);
    expect(sixth.json().retryAfterSeconds).toBeLessThanOrEqual(60);

    await ageCodes(phone, 61_000);
    await post(t.app, '/api/me/phone-verification/send', {}, { cookie: user.token });
    const fresh = await latestCode(t.app, phone);
    await ageCodes(phone, 10 * 60_000 + 1_000);
    const expired = await post(
      t.app,
      '/api/me/phone-verification/verify',
      { code: fresh },
      { cookie: user.token },
    );
    expect(expired.statusCode).toBe(410);
    expect(await scoreOf(user.userId)).toBe(520);
  });
});

describe('email verification banner', () => {
  /** An account whose address was never confirmed (e.g. created by an administrator). */
  async function unverifiedUser() {
    const email = uniqueEmail('nepotvrdjen');
    const db = t.database.db;
    const user = await db
      .insertInto('users')
      .values({ email, password_hash: await hashPassword(TEST_PASSWORD) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profiles')
      .values({ id: user.id, first_name: 'Nina', display_name: 'Nina' })
      .execute();
    await db.insertInto('user_credit_scores').values({ user_id: user.id }).execute();
    return { email, userId: user.id, token: await loginAs(t.app, email, TEST_PASSWORD) };
  }

  it('emails a code and adds +10 once the address is confirmed', async () => {
    const user = await unverifiedUser();
    const sent = await post(t.app, '/api/me/email-verification/send', {}, { cookie: user.token });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await latestMessage(t.app, user.email);
    expect(mail.text_body).toContain('Zdravo Nina,');
    const code = await latestCode(t.app, user.email);
    const right = await post(
      t.app,
      '/api/me/email-verification/verify',
      { code },
      { cookie: user.token },
    );
    expect(right.json()).toEqual({ pointsAdded: 10, score: 510 });
    const row = await t.database.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.id', 'users.id')
      .select(['profiles.email_verified', 'users.email_confirmed_at'])
      .where('users.id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
    expect(row.email_confirmed_at).toBeInstanceOf(Date);
    const again = await post(t.app, '/api/me/email-verification/send', {}, { cookie: user.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email adresa je već verifikovana.');
  });

  it('refuses it for an address that is already verified', async () => {
    const user = await signUp(t.app);
    const sent = await post(t.app, '/api/me/email-verification/send', {}, { cookie: user.token });
    expect(sent.statusCode).toBe(409);
  });
});
