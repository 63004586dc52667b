import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('dev mailbox API', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
    production = await createTestApp({ isProduction: true, nodeEnv: 'production' });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('lists kept messages newest first, filtered by recipient', async () => {
    await dev.app.notifier.email(dev.app.db, 'Prva@Primjer.me', {
      subject: 'Prva',
      text: 'a',
      html: 'a',
    });
    await dev.app.notifier.email(dev.app.db, 'druga@primjer.me', {
      subject: 'Druga',
      text: 'b',
      html: 'b',
    });
    await dev.app.notifier.sms(dev.app.db, '+382 67 111 222', 'SMS poruka');
    const all = await dev.app.inject({ url: '/api/dev/mailbox' });
    expect(all.json().messages.map((m: { subject: string | null }) => m.subject)).toEqual([
      null,
      'Druga',
      'Prva',
    ]);
    const one = await dev.app.inject({ url: '/api/dev/mailbox?recipient=prva@primjer.me' });
    expect(one.json().messages).toHaveLength(1);
    expect(one.json().messages[0]).toMatchObject({ recipient: 'prva@primjer.me', status: 'kept' });
  });

  it('answers only a direct request from this machine', async () => {
    await dev.app.notifier.email(dev.app.db, 'admin@narate.me', {
      subject: 'Reset',
      text: 'https://narate.me/reset-password#token=secret',
      html: 'x',
    });
    const url = '/api/dev/mailbox?recipient=admin@narate.me';
    const local = await dev.app.inject({ url, remoteAddress: '::ffff:127.0.0.1' });
    expect(local.statusCode).toBe(200);
    for (const request of [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '10.0.0.8' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      { headers: { forwarded: 'for=203.0.113.7' } },
      { headers: { 'x-real-ip': '203.0.113.7' } },
    ]) {
      const response = await dev.app.inject({ url, ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(404);
      expect(response.body).not.toContain('token=');
    }
  });

  it('does not answer a forwarded request even when proxies are trusted', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const response = await proxied.app.inject({
        url: '/api/dev/mailbox',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    const response = await production.app.inject({ url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(404);
  });
});
