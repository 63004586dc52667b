import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import {
  WEBHOOK_MAX_ATTEMPTS,
  parseSignatureHeader,
  signWebhook,
  verifyWebhookSignature,
  webhookRetryDelayMs,
} from './webhook-signature';

const secret = 'whsec_test_secret';
const body = JSON.stringify({
  type: 'order.approved',
  data: { orderId: 'o_1', amountCents: 30_000 },
});
const ts = 1_735_689_600;

describe('signWebhook', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256 in hex', () => {
    const expected = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
    expect(signWebhook(secret, ts, body)).toBe(`t=${ts},v1=${expected}`);
  });

  it('matches a known vector', () => {
    expect(signWebhook('secret', 0, '')).toBe(
      `t=0,v1=${createHmac('sha256', 'secret').update('0.').digest('hex')}`,
    );
  });

  it('needs a secret and whole seconds', () => {
    expect(() => signWebhook('', ts, body)).toThrow(RangeError);
    expect(() => signWebhook(secret, 1.5, body)).toThrow(RangeError);
    expect(() => signWebhook(secret, -1, body)).toThrow(RangeError);
  });
});

describe('verifyWebhookSignature', () => {
  const header = signWebhook(secret, ts, body);

  it('accepts a fresh, untouched webhook', () => {
    expect(verifyWebhookSignature(secret, header, body, ts)).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, ts + 300)).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, ts - 300)).toBe(true);
  });

  it('rejects a tampered body, a wrong secret and a stale timestamp', () => {
    expect(verifyWebhookSignature(secret, header, body.replace('30000', '3000'), ts)).toBe(false);
    expect(verifyWebhookSignature('whsec_other', header, body, ts)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, ts + 301)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, ts + 100, 60)).toBe(false);
  });

  it('rejects a timestamp moved forward to dodge the tolerance', () => {
    const forged = header.replace(`t=${ts}`, `t=${ts + 1000}`);
    expect(verifyWebhookSignature(secret, forged, body, ts + 1000)).toBe(false);
  });

  it('rejects malformed headers without throwing', () => {
    for (const bad of [
      '',
      't=1',
      'v1=abc',
      `t=${ts},v1=zz`,
      `t=x,v1=${'a'.repeat(64)}`,
      `v1=${'a'.repeat(64)}`,
    ]) {
      expect(verifyWebhookSignature(secret, bad, body, ts)).toBe(false);
    }
    expect(verifyWebhookSignature('', header, body, ts)).toBe(false);
  });

  it('accepts any matching v1 (secret rotation)', () => {
    const old = signWebhook('whsec_old', ts, body).split(',')[1];
    expect(verifyWebhookSignature(secret, `${header},${old}`, body, ts)).toBe(true);
    expect(verifyWebhookSignature('whsec_old', `${header},${old}`, body, ts)).toBe(true);
    expect(parseSignatureHeader(`${header},${old}`)?.signatures).toHaveLength(2);
  });

  it('verifies what it signs and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.string(), (key, payload, other) => {
        const signed = signWebhook(key, ts, payload);
        expect(verifyWebhookSignature(key, signed, payload, ts)).toBe(true);
        if (other !== payload) expect(verifyWebhookSignature(key, signed, other, ts)).toBe(false);
      }),
    );
  });
});

describe('webhookRetryDelayMs', () => {
  it('doubles from one minute and caps at six hours', () => {
    expect([1, 2, 3, 4].map(webhookRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(webhookRetryDelayMs(9)).toBe(256 * 60_000);
    expect(webhookRetryDelayMs(10)).toBe(6 * 3_600_000);
    expect(webhookRetryDelayMs(1_000)).toBe(6 * 3_600_000);
    expect(() => webhookRetryDelayMs(0)).toThrow(RangeError);
  });

  it('spreads the attempts over most of a day', () => {
    let total = 0;
    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1)
      total += webhookRetryDelayMs(attempt);
    expect(total / 3_600_000).toBeGreaterThan(18);
    expect(total / 3_600_000).toBeLessThan(24);
  });
});
