import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUp } from '../testing/account-fixtures';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { createTestApp, type TestApp } from '../testing/test-app';
import { serviceDeps } from '../service-deps';
import { deliverPendingEmails } from './email-delivery';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, appUrl: 'https://narate.test' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('the outbox once a message is delivered', () => {
  it('keeps no reset link or code: the mail carries them, the table no longer does', async () => {
    const { email } = await signUp(t.app);
    const asked = await post(t.app, '/api/auth/password-reset', { email });
    expect(asked.statusCode).toBe(200);
    const transport = nodemailer.createTransport(sink.url);
    await deliverPendingEmails(serviceDeps(t.app), transport);

    const mail = sink.received.find(
      (m) => m.to.some((to) => to.includes(email)) && m.data.includes('#token='),
    );
    const token = /#token=([\w-]{43})/.exec(
      mail?.data.replace(/=\r\n/g, '').replace(/=3D/g, '=') ?? '',
    )?.[1];
    expect(token).toBeDefined();
    const rows = await t.database.db
      .selectFrom('outbox_messages')
      .select(['status', 'subject', 'text_body', 'html_body'])
      .where('recipient', '=', email)
      .execute();
    // The sign-up code and the reset link were both sent; neither body is kept.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', text_body: '', html_body: null });
      expect(row.subject).toBeTruthy();
    }
    const all = await t.database.db.selectFrom('outbox_messages').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain(token!);
    // The link itself still works for the person who received it.
    const check = await post(t.app, '/api/auth/password-reset/check', { token });
    expect(check.json()).toEqual({ valid: true });
  });
});
