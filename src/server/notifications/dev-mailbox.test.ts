import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

const TOKEN = 'dev-mailbox-token-for-tests';
const WITH_TOKEN = { 'x-narate-dev-token': TOKEN };

describe('dev mailbox API', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ devMailboxToken: TOKEN });
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
    const all = await dev.app.inject({ url: '/api/dev/mailbox', headers: WITH_TOKEN });
    expect(all.json().messages.map((m: { subject: string | null }) => m.subject)).toEqual([
      null,
      'Druga',
      'Prva',
    ]);
    const one = await dev.app.inject({
      url: '/api/dev/mailbox?recipient=prva@primjer.me',
      headers: WITH_TOKEN,
    });
    expect(one.json().messages).toHaveLength(1);
    expect(one.json().messages[0]).toMatchObject({ recipient: 'prva@primjer.me', status: 'kept' });
    // Written as JSON writes a date, and an empty or repeated filter lists every message.
    expect(one.json().messages[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const query of ['recipient=', 'recipient=a@b.me&recipient=c@d.me']) {
      const unfiltered = await dev.app.inject({
        url: `/api/dev/mailbox?${query}`,
        headers: WITH_TOKEN,
      });
      expect(unfiltered.statusCode, query).toBe(200);
      expect(unfiltered.json().messages, query).toHaveLength(3);
    }
  });

  it('answers only a direct request from this machine', async () => {
    await dev.app.notifier.email(dev.app.db, 'admin@narate.me', {
      subject: 'Reset',
      text: 'https://narate.me/reset-password#token=secret',
      html: 'x',
    });
    const url = '/api/dev/mailbox?recipient=admin@narate.me';
    const local = await dev.app.inject({
      url,
      remoteAddress: '::ffff:127.0.0.1',
      headers: WITH_TOKEN,
    });
    expect(local.statusCode).toBe(200);
    for (const request of [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '10.0.0.8' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      { headers: { forwarded: 'for=203.0.113.7' } },
      { headers: { 'x-real-ip': '203.0.113.7' } },
    ]) {
      const response = await dev.app.inject({
        url,
        ...request,
        headers: { ...WITH_TOKEN, ...request.headers },
      });
      expect(response.statusCode, JSON.stringify(request)).toBe(404);
      expect(response.body).not.toContain('token=');
    }
  });

  it('answers a request from this machine only with the token printed at start', async () => {
    // A relay on the same host (stunnel, an nginx stream) adds no header: only the token tells.
    const url = '/api/dev/mailbox';
    for (const headers of [
      {},
      { 'x-narate-dev-token': '' },
      { 'x-narate-dev-token': 'wrong-token' },
      { 'x-narate-dev-token': `${TOKEN}x` },
    ]) {
      const response = await dev.app.inject({ url, remoteAddress: '127.0.0.1', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('is a new random token at every start unless DEV_MAILBOX_TOKEN is set', () => {
    const first = loadConfig({ NODE_ENV: 'development' }).devMailboxToken;
    const second = loadConfig({ NODE_ENV: 'development' }).devMailboxToken;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(second);
    expect(loadConfig({ NODE_ENV: 'test', DEV_MAILBOX_TOKEN: TOKEN }).devMailboxToken).toBe(TOKEN);
  });

  it('does not exist when NODE_ENV is unset, even with the token', async () => {
    const unset = await createTestApp({
      ...loadConfig({ DEV_MAILBOX_TOKEN: TOKEN }),
      clientDir: '/nonexistent',
      logLevel: 'silent',
    });
    try {
      const response = await unset.app.inject({ url: '/api/dev/mailbox', headers: WITH_TOKEN });
      expect(response.statusCode).toBe(404);
      expect(loadConfig({ NODE_ENV: 'development' }).devRoutesEnabled).toBe(true);
      expect(loadConfig({}).devRoutesEnabled).toBe(false);
    } finally {
      await unset.close();
    }
  });

  it('does not answer a forwarded request even when proxies are trusted', async () => {
    const proxied = await createTestApp({ trustProxy: 1, devMailboxToken: TOKEN });
    try {
      const response = await proxied.app.inject({
        url: '/api/dev/mailbox',
        headers: { ...WITH_TOKEN, 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    const response = await production.app.inject({
      url: '/api/dev/mailbox',
      headers: { 'x-narate-dev-token': production.app.config.devMailboxToken },
    });
    expect(response.statusCode).toBe(404);
  });
});
