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

  it('does not exist in production', async () => {
    const response = await production.app.inject({ url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(404);
  });
});
