import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { isValidIban } from '#shared/iban';
import { isValidJmbg } from '#shared/jmbg';
import { LoginSchema } from '#shared/validation/login-schema';
import {
  DEMO_ADMIN,
  DEMO_MERCHANT,
  DEMO_SHOPPER,
  DEMO_SHOPPER_JMBG,
  randomDemoPassword,
  seedDemoData,
  type SeedResult,
  whileWritingDemo,
} from './seed';

let t: TestApp;
let seed: SeedResult;
beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemoData(t.database.db, { demoMerchant: true, encryption: t.app.encryption });
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('get a random password each, which the seed reports for the console', async () => {
    expect(seed.logins.map((l) => l.email)).toEqual([
      DEMO_ADMIN.email,
      DEMO_SHOPPER.email,
      DEMO_MERCHANT.email,
    ]);
    const passwords = seed.logins.map((l) => l.password);
    for (const password of passwords) expect(password).toMatch(/^NaRate-[0-9A-Za-z]{20}-[0-9]{2}$/);
    expect(new Set(passwords).size).toBe(3);
    for (const login of seed.logins) {
      await expect(loginAs(t.app, login.email, login.password)).resolves.toBeTruthy();
    }
  });

  it('give the demo shopper the identity credit needs; the merchant user stays without one', async () => {
    const login = (email: string) => seed.logins.find((l) => l.email === email)?.password ?? '';
    const shopper = await loginAs(t.app, DEMO_SHOPPER.email, login(DEMO_SHOPPER.email));
    const profile = await apiRequest(t.app, { url: '/api/me/profile', cookie: shopper });
    expect(isValidJmbg(DEMO_SHOPPER_JMBG)).toBe(true);
    expect(profile.json()).toMatchObject({
      identityComplete: true,
      jmbgMasked: `**********${DEMO_SHOPPER_JMBG.slice(-3)}`,
      phone: expect.any(String),
    });
    const merchant = await loginAs(t.app, DEMO_MERCHANT.email, login(DEMO_MERCHANT.email));
    const merchantProfile = await apiRequest(t.app, { url: '/api/me/profile', cookie: merchant });
    expect(merchantProfile.json()).toMatchObject({ identityComplete: false, jmbgMasked: null });
  });

  it('give the demo merchant a made-up payout account that passes the IBAN checks', async () => {
    const merchant = await t.app.db
      .selectFrom('merchants')
      .select(['payout_iban', 'payout_account_holder', 'payouts_held_until'])
      .where('pib', '=', DEMO_MERCHANT.pib)
      .executeTakeFirstOrThrow();
    expect(merchant.payout_iban).toMatch(/^ME\d{20}$/);
    expect(isValidIban(merchant.payout_iban ?? '')).toBe(true);
    expect(merchant.payout_account_holder).toBe('Demo Prodavnica d.o.o.');
    expect(merchant.payouts_held_until).toBeNull();
  });

  it('no longer open with the passwords the README once listed', async () => {
    for (const [email, password] of [
      [DEMO_ADMIN.email, 'NaRate-Admin-2026!'],
      [DEMO_SHOPPER.email, 'NaRate-Kupac-2026!'],
      [DEMO_MERCHANT.email, 'NaRate-Trgovac-2026!'],
    ] as const) {
      const response = await apiRequest(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('a second install gets other passwords', async () => {
    const other = await createTestApp();
    try {
      const again = await seedDemoData(other.database.db);
      expect(again.logins[0]?.password).not.toBe(seed.logins[0]?.password);
    } finally {
      await other.close();
    }
  });

  it('DEMO_PASSWORD is honoured only when NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', DEMO_PASSWORD: 'x-y-z' }).demoPassword).toBe('x-y-z');
    expect(loadConfig({ DEMO_PASSWORD: 'x-y-z' }).demoPassword).toBeUndefined();
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DEMO_PASSWORD: 'x-y-z',
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        APP_URL: 'https://narate.me',
        SMTP_URL: 'smtp://mail.narate.me:587',
        SMS_PROVIDER: 'infobip',
        INFOBIP_BASE_URL: 'https://xyz123.api.infobip.com',
        INFOBIP_API_KEY: 'infobip-api-key-0123456789abcdef',
        INFOBIP_WEBHOOK_SECRET: 'infobip-webhook-secret-0123456789',
        MONRI_BASE_URL: 'https://ipg.monri.com',
        MONRI_MERCHANT_KEY: 'merchant-key-of-the-account',
        MONRI_AUTHENTICITY_TOKEN: 'authenticity-token-01',
        PAYOUT_DEBTOR_NAME: 'NaRate d.o.o.',
        PAYOUT_DEBTOR_IBAN: 'ME25505000012345678951',
        PAYOUT_DEBTOR_BIC: 'DEMOMEPG',
        VAPID_PUBLIC_KEY:
          'BDtZEf-vI6YuSww5clXbyZCRUBTqZpWLvV4lg2dm6qsGI_zCmi0cnFY5-XjoeQJlNvbBaeeSgE8P5qdaIfCtfsY',
        VAPID_PRIVATE_KEY: 'zX54f4PMZ4j5iwMeEeCh6D4_lhOhiOigM1qCpRczI48',
        VAPID_SUBJECT: 'mailto:podrska@narate.me',
      }).demoPassword,
    ).toBeUndefined();
  });
});

describe('writing the demo', () => {
  it('makes a process that starts beside the writing one wait until the whole demo is written', async () => {
    const order: string[] = [];
    let finishWriting = () => {};
    const writing = new Promise<void>((resolve) => (finishWriting = resolve));
    const first = whileWritingDemo(t.database.db, async () => {
      order.push('first starts');
      await writing;
      order.push('first done');
    });
    // Until the first has its lock, the second could overtake it; wait for the first to start.
    while (order.length === 0) await new Promise((r) => setTimeout(r, 10));
    const second = whileWritingDemo(t.database.db, async () => {
      order.push('second starts');
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(order).toEqual(['first starts']);
    finishWriting();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first done', 'second starts']);
  });
});

describe('random demo passwords', () => {
  it('always satisfy the login rules (a digit, a letter of each case, a symbol)', () => {
    for (let i = 0; i < 500; i += 1) {
      const password = randomDemoPassword();
      expect(LoginSchema.safeParse({ email: 'a@narate.me', password }).success, password).toBe(
        true,
      );
    }
  });
});
