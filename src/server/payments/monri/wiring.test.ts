import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { startMonriFake, type MonriFake } from './testing/monri-fake';

const KEYS = { merchantKey: 'wiring-merchant-key-012345', authenticityToken: 'wiringtoken' };

describe('CARD_ACQUIRER=monri', () => {
  let fake: MonriFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startMonriFake(KEYS);
    t = await createTestApp({
      card: { acquirer: 'monri', baseUrl: fake.url, ...KEYS, localPort: 3010 },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('charges through Monri with the configured keys, each call under the time limit', async () => {
    expect(t.app.paymentProvider.name).toBe('monri');
    const started = await t.app.paymentProvider.startCardPayment?.({
      key: '7d3f2c9e-8a51-4b6e-9f0d-2c4b6a8e1f30',
      amountCents: 990,
      description: 'NaRate',
      saveCard: false,
    });
    expect(started?.clientSecret).toMatch(/^\w+$/);
    expect(fake.refused).toEqual([]);
  });

  it("lets pages load the acquirer's script and frames, and nothing else from outside", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${fake.url}`);
    expect(csp).toContain(`frame-src ${fake.url}`);
    expect(csp).toContain(`connect-src 'self' ${fake.url}`);
    expect(csp).toContain("default-src 'self'");
  });

  it('is what the settings give when CARD_ACQUIRER=monri', () => {
    expect(
      loadConfig({
        NODE_ENV: 'test',
        CARD_ACQUIRER: 'monri',
        MONRI_BASE_URL: 'https://ipgtest.monri.com/',
        MONRI_MERCHANT_KEY: KEYS.merchantKey,
        MONRI_AUTHENTICITY_TOKEN: KEYS.authenticityToken,
      }).card,
    ).toMatchObject({ acquirer: 'monri', baseUrl: 'https://ipgtest.monri.com' });
  });
});
