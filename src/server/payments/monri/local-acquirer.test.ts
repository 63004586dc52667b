// The local acquirer's test cards mean what the sandbox's meant, seen through the Monri provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAcquirer, type TestAcquirer } from '#server/testing/local-acquirer';
import { ProviderUnavailableError } from '../provider';
import { MonriPaymentProvider } from './provider';

const KEYS = { merchantKey: 'local-acquirer-test-key-0123', authenticityToken: 'localtesttoken' };

let acquirer: TestAcquirer;
let provider: MonriPaymentProvider;
let sequence = 0;

beforeAll(async () => {
  acquirer = await startTestAcquirer(KEYS);
  provider = new MonriPaymentProvider({ ...KEYS, baseUrl: acquirer.url, timeoutMs: 5_000 });
});
afterAll(async () => {
  await acquirer.close();
});

async function payWith(pan: string, expiry = { month: '12', year: '39' }, saveCard = false) {
  sequence += 1;
  const key = `local-${Date.now().toString(36)}-${sequence}`;
  const started = await provider.startCardPayment({
    key,
    amountCents: 2000,
    description: 'NaRate',
    saveCard,
  });
  const response = await fetch(`${acquirer.url}/components/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: started.clientSecret,
      pan,
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvv: '123',
    }),
  });
  return { key, started, answer: (await response.json()) as Record<string, unknown> };
}

describe('the local acquirer', () => {
  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000119', 'processing_error'],
    ['4242424242424241', 'invalid_number'],
  ])('declines %s as %s', async (pan, code) => {
    const { key, started } = await payWith(
      pan,
      pan.endsWith('0069') ? { month: '01', year: '20' } : undefined,
    );
    expect(await provider.charge(key, 2000, { paymentId: started.paymentId })).toMatchObject({
      ok: false,
      code,
    });
  });

  it('answers the card fields without ever echoing the card number', async () => {
    const { answer } = await payWith('4242424242424242');
    expect(JSON.stringify(answer)).not.toContain('4242424242424242');
    expect(answer).toMatchObject({
      result: { status: 'approved', payment_method: { data: { masked: '424242******4242' } } },
    });
  });

  it('asks for a 3-D Secure challenge for 4000 0000 0000 3220 and serves its page', async () => {
    const { started, answer } = await payWith('4000000000003220');
    expect(answer.challenge_url).toEqual(expect.stringMatching(`^/3ds/${started.paymentId}`));
    const page = await (await fetch(`${acquirer.url}${String(answer.challenge_url)}`)).text();
    expect(page).toContain('Potvrdi');
    expect(page).toContain('Odbij');
    const english = await (
      await fetch(`${acquirer.url}/3ds/${started.paymentId}?locale=en`)
    ).text();
    expect(english).toContain('Approve');
    expect(english).toContain('Deny');
  });

  it('loses the first answer for …3055, and a lookup or a repeat then tells what happened', async () => {
    const { key, started } = await payWith('4000000000003055');
    await expect(
      provider.charge(key, 2000, { paymentId: started.paymentId }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await provider.lookup(key)).toMatchObject({
      found: true,
      kind: 'charge',
      result: { ok: true, chargeId: key },
    });
    expect(await provider.charge(key, 2000, { paymentId: started.paymentId })).toMatchObject({
      ok: true,
    });
  });

  it('serves the components script', async () => {
    const response = await fetch(`${acquirer.url}/dist/components.js`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(script).toContain('window.Monri = Monri');
    expect(script).toContain('confirmPayment');
  });
});
