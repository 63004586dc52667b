import { describe, expect, it } from 'vitest';
import { jmbgHash } from '../accounts/identity';
import { SIGNUP_REFUSED_MESSAGE } from '../accounts/signup-service';
import { createApplication, createTestUser } from '../testing/admin-fixtures';
import { latestMessage, uniqueAddress, uniqueEmail } from '../testing/account-fixtures';
import { DEMO_ADMIN } from '../testing/demo-accounts';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  sessionCookieFor,
  setupPurchaseTest,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { giveIdentity, randomValidJmbg } from '../testing/identity-fixtures';
import { apiRequest, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({ demoData: true }, (ready) => ({ t, merchant } = ready));

const IDENTITY_INCOMPLETE_MESSAGE =
  'Za kupovinu na rate potrebni su tvoj JMBG i broj telefona. Dopuni lične podatke na svom profilu, pa se vrati na kupovinu.';

/** A merchant's user as partner approval makes it (no JMBG, no phone), its email proven. */
async function approvedMerchantUser(
  pib: string,
): Promise<{ userId: string; email: string; cookie: string }> {
  const admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const email = uniqueEmail('vlasnik');
  const { applicationId } = await createApplication(t.app, { contactEmail: email, pib });
  const approve = await apiRequest(t.app, {
    method: 'POST',
    url: `/api/admin/partner-applications/${applicationId}/approve`,
    cookie: admin,
    payload: { pricingTier: 'starter' },
  });
  expect(approve.statusCode, approve.body).toBe(200);
  const user = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  // As after the set-password link and the email code: only the identity is missing.
  await t.app.db
    .updateTable('profiles')
    .set({ email_verified: true })
    .where('id', '=', user.id)
    .execute();
  return { userId: user.id, email, cookie: await sessionCookieFor(t.app, user.id) };
}

function postIdentity(cookie: string, payload: Record<string, unknown>) {
  return apiRequest(t.app, {
    method: 'POST',
    url: '/api/me/identity',
    cookie,
    payload,
    remoteAddress: uniqueAddress(),
  });
}

const identity = (jmbg: string) => ({
  firstName: 'Vesna',
  lastName: 'Radović',
  phone: '+382 69 555 123',
  jmbg,
});

describe('credit needs the full identity', () => {
  it('declines a merchant user without JMBG and phone, and lets it buy once it completes them', async () => {
    const user = await approvedMerchantUser('10000046');
    const profile = await apiRequest(t.app, { url: '/api/me/profile', cookie: user.cookie });
    expect(profile.json()).toMatchObject({
      identityComplete: false,
      jmbgMasked: null,
      phone: null,
    });

    const session = await createCheckout(t.app, merchant.secretKey, 5_000);
    const view = await apiRequest(t.app, {
      url: `/api/checkout/sessions/${session.id}`,
      cookie: user.cookie,
    });
    expect(view.json().shopper).toMatchObject({
      approvable: false,
      declineCode: 'identity_incomplete',
    });
    const declined = await confirmCheckoutRequest(t.app, user.cookie, session.id);
    expect(declined.statusCode, declined.body).toBe(422);
    expect(declined.json()).toMatchObject({
      error: 'identity_incomplete',
      message: IDENTITY_INCOMPLETE_MESSAGE,
      reviewable: false,
    });
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(orders).toHaveLength(0);

    // The same field rules as sign-up.
    const invalid = await postIdentity(user.cookie, identity('1234567890123'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toHaveProperty('jmbg');

    const jmbg = randomValidJmbg();
    const completed = await postIdentity(user.cookie, identity(jmbg));
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      identityComplete: true,
      firstName: 'Vesna',
      lastName: 'Radović',
      phone: '+38269555123',
      phoneVerified: false,
      jmbgMasked: `**********${jmbg.slice(-3)}`,
    });
    const stored = await t.app.db
      .selectFrom('profiles')
      .select(['jmbg_hash', 'jmbg_encrypted'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(stored.jmbg_hash).toBe(jmbgHash(t.app.encryption, jmbg));
    expect(t.app.encryption.decrypt(stored.jmbg_encrypted ?? '')).toBe(jmbg);

    const bought = await confirmCheckoutRequest(t.app, user.cookie, session.id);
    expect(bought.statusCode, bought.body).toBe(201);
  });

  it('refuses a JMBG another account holds with the sign-up answer, and tells its owner', async () => {
    const ownerEmail = uniqueEmail('vlasnik-jmbg');
    const ownerId = await createTestUser(t.app.db, { email: ownerEmail });
    const jmbg = await giveIdentity(t.app.db, t.app.encryption, ownerId);
    const user = await approvedMerchantUser('10000054');

    const refused = await postIdentity(user.cookie, identity(jmbg));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'signup_refused',
      message: SIGNUP_REFUSED_MESSAGE,
    });
    expect(refused.body).not.toContain('JMBG');
    const notice = await latestMessage(t.app, ownerEmail);
    expect(notice.subject).toBe('Pokušaj upisa tvog JMBG na drugi nalog');
    expect(notice.text_body).toContain('/kontakt');
    expect(notice.text_body).not.toContain(user.email);
    const profile = await apiRequest(t.app, { url: '/api/me/profile', cookie: user.cookie });
    expect(profile.json()).toMatchObject({ identityComplete: false, jmbgMasked: null });
  });

  it('refuses to replace the JMBG of an account that already has one', async () => {
    const shopper = await createShopper(t.app);
    const before = await t.app.db
      .selectFrom('profiles')
      .select('jmbg_hash')
      .where('id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    const response = await postIdentity(shopper.cookie, identity(randomValidJmbg()));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('identity_already_complete');
    const after = await t.app.db
      .selectFrom('profiles')
      .select('jmbg_hash')
      .where('id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    expect(after.jmbg_hash).toBe(before.jmbg_hash);
  });

  it('asks for a signed-in user', async () => {
    const response = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/me/identity',
      payload: identity(randomValidJmbg()),
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(401);
  });
});
