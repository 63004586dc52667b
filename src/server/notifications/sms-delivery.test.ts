import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestCode, post, signUp } from '../testing/account-fixtures';
import { DEMO_ADMIN, seedDemoData } from '../testing/demo-accounts';
import { startInfobipFake, type InfobipFake } from '../testing/infobip-fake';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { SMS_DELIVERY_REPORT_PATH } from './delivery-report-routes';
import { createInfobipSender } from './infobip-sms-sender';
import { enqueueMessage } from './outbox-repository';
import { deliverPendingSms, SMS_MAX_ATTEMPTS } from './sms-delivery';

const WEBHOOK_SECRET = 'infobip-webhook-secret-for-tests';
let fake: InfobipFake;
let t: TestApp;

beforeAll(async () => {
  fake = await startInfobipFake();
  t = await createTestApp({
    smsProvider: 'infobip',
    infobipBaseUrl: fake.baseUrl,
    infobipApiKey: fake.apiKey,
    infobipWebhookSecret: WEBHOOK_SECRET,
    smsSender: 'NaRate',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.behave({ kind: 'accept' });
  fake.received.length = 0;
});

const sender = (timeoutMs = 2_000, apiKey = fake.apiKey) =>
  createInfobipSender({ baseUrl: fake.baseUrl, apiKey, sender: 'NaRate', timeoutMs });

async function queueSms(to: string, text: string): Promise<string> {
  return enqueueMessage(t.database.db, { channel: 'sms', recipient: to, text }, true);
}

async function row(id: string) {
  return t.database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Makes a message due now, as if its backoff had passed. */
async function dueNow(id: string) {
  await sql`update outbox_messages set next_attempt_at = now() where id = ${id}`.execute(
    t.database.db,
  );
}

function basic(password: string): string {
  return `Basic ${Buffer.from(`infobip:${password}`).toString('base64')}`;
}

function report(messageId: string, groupName: string, name: string, error?: string) {
  return {
    results: [
      {
        messageId,
        to: '38267000111',
        sentAt: '2026-11-26T10:00:00.000+0000',
        doneAt: '2026-11-26T10:00:05.000+0000',
        status: { groupId: 0, groupName, id: 0, name, description: name },
        error: error
          ? { groupId: 1, groupName: 'HANDSET_ERRORS', id: 27, name: error, permanent: true }
          : { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', permanent: false },
      },
    ],
  };
}

function postReport(body: unknown, authorization?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${SMS_DELIVERY_REPORT_PATH}`,
    headers: authorization ? { authorization } : {},
    payload: body as Record<string, unknown>,
  });
}

describe('SMS through Infobip', () => {
  it('sends a pending SMS as the documented v3 request and blanks its text once accepted', async () => {
    const id = await queueSms('+38267000111', 'NaRate: tvoj kod je 123456.');
    expect(await deliverPendingSms(t.database.db, sender())).toBe(1);
    expect(fake.received).toHaveLength(1);
    const request = fake.received[0]!;
    expect(request.path).toBe('/sms/3/messages');
    expect(request.authorization).toBe(`App ${fake.apiKey}`);
    expect(request.body).toEqual({
      messages: [
        {
          sender: 'NaRate',
          destinations: [{ to: '38267000111', messageId: id }],
          content: { text: 'NaRate: tvoj kod je 123456.' },
        },
      ],
    });
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, text_body: '', html_body: null });
    // Sent once: another run sends nothing.
    expect(await deliverPendingSms(t.database.db, sender())).toBe(0);
    expect(fake.received).toHaveLength(1);
  });

  it('gives up at once on 400 and on 401 (a wrong key), keeping the reason and no code', async () => {
    fake.behave({ kind: 'error', status: 400 });
    const bad = await queueSms('+38267000112', 'kod 111111');
    await deliverPendingSms(t.database.db, sender());
    expect(await row(bad)).toMatchObject({ status: 'failed', attempts: 1, text_body: '' });
    expect((await row(bad)).last_error).toBe('Infobip answered 400: Bad request');

    fake.behave({ kind: 'accept' });
    const wrongKey = await queueSms('+38267000113', 'kod 222222');
    await deliverPendingSms(t.database.db, sender(2_000, 'not-the-key-0123456789'));
    expect(await row(wrongKey)).toMatchObject({
      status: 'failed',
      last_error: 'Infobip answered 401: Invalid login details',
      text_body: '',
    });
  });

  it('retries 429 and 500 with exponential backoff, then gives up after the last try', async () => {
    fake.behave({ kind: 'error', status: 429 });
    const id = await queueSms('+38267000114', 'kod 333333');
    const before = Date.now();
    await deliverPendingSms(t.database.db, sender());
    let current = await row(id);
    expect(current).toMatchObject({ status: 'pending', attempts: 1, text_body: 'kod 333333' });
    expect(current.last_error).toBe('Infobip answered 429: Too many requests');
    // First wait 10 s, then 20 s: each try waits twice as long as the one before.
    expect(current.next_attempt_at.getTime() - before).toBeGreaterThanOrEqual(9_000);
    expect(current.next_attempt_at.getTime() - before).toBeLessThan(15_000);
    // Not due yet: nothing is sent.
    await deliverPendingSms(t.database.db, sender());
    expect(fake.received).toHaveLength(1);

    fake.behave({ kind: 'error', status: 500 });
    for (let attempt = 2; attempt <= SMS_MAX_ATTEMPTS; attempt += 1) {
      await dueNow(id);
      const start = Date.now();
      await deliverPendingSms(t.database.db, sender());
      current = await row(id);
      expect(current.attempts).toBe(attempt);
      if (attempt < SMS_MAX_ATTEMPTS) {
        expect(current.status).toBe('pending');
        const waited = current.next_attempt_at.getTime() - start;
        expect(waited).toBeGreaterThanOrEqual(2 ** attempt * 5_000 - 1_000);
        expect(waited).toBeLessThan(2 ** attempt * 5_000 + 5_000);
      }
    }
    expect(current).toMatchObject({
      status: 'failed',
      last_error: 'Infobip answered 500: Something went wrong. Please contact support.',
      text_body: '',
    });
  });

  it('treats an answer slower than the timeout as lost and tries again later', async () => {
    fake.behave({ kind: 'slow', ms: 3_000 });
    const id = await queueSms('+38267000115', 'kod 444444');
    const start = Date.now();
    await deliverPendingSms(t.database.db, sender(300));
    expect(Date.now() - start).toBeLessThan(2_500);
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Infobip did not answer within 300 ms',
    });
    fake.behave({ kind: 'accept' });
    await dueNow(id);
    await deliverPendingSms(t.database.db, sender(300));
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, text_body: '' });
  });
});

describe('Infobip delivery reports', () => {
  it('answers 401 without the secret and 404 when no secret is configured', async () => {
    const id = await queueSms('+38267000116', 'x');
    expect((await postReport(report(id, 'DELIVERED', 'DELIVERED_TO_HANDSET'))).statusCode).toBe(
      401,
    );
    const wrong = await postReport(report(id, 'DELIVERED', 'DELIVERED_TO_HANDSET'), basic('nope'));
    expect(wrong.statusCode).toBe(401);
    expect((await row(id)).delivery_status).toBeNull();

    const without = await createTestApp({
      smsProvider: 'infobip',
      infobipWebhookSecret: undefined,
    });
    try {
      const answer = await without.app.inject({
        method: 'POST',
        url: `/api${SMS_DELIVERY_REPORT_PATH}`,
        headers: { authorization: basic(WEBHOOK_SECRET) },
        payload: report(id, 'DELIVERED', 'DELIVERED_TO_HANDSET'),
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });

  it('refuses a malformed report with 400', async () => {
    const answer = await postReport({ results: 'nope' }, basic(WEBHOOK_SECRET));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'bad_request' });
    // The password is checked before the body: a stranger learns nothing about its shape.
    expect((await postReport({ results: 'nope' })).statusCode).toBe(401);
    expect((await postReport({ results: 'nope' }, basic('nope'))).statusCode).toBe(401);
  });

  it('stores the status per message, idempotently, and a late pending never undoes a final one', async () => {
    const id = await queueSms('+38267000117', 'kod 555555');
    await deliverPendingSms(t.database.db, sender());
    const delivered = report(id, 'DELIVERED', 'DELIVERED_TO_HANDSET');
    const first = await postReport(delivered, basic(WEBHOOK_SECRET));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: 1, ignored: 0 });
    const after = await row(id);
    expect(after).toMatchObject({
      delivery_status: 'delivered',
      delivery_detail: 'DELIVERED_TO_HANDSET',
    });
    // The gateway retries a report it thinks was lost: same state.
    const again = await postReport(delivered, basic(WEBHOOK_SECRET));
    expect(again.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({
      delivery_status: 'delivered',
      delivery_detail: 'DELIVERED_TO_HANDSET',
    });
    const late = await postReport(report(id, 'PENDING', 'PENDING_ENROUTE'), basic(WEBHOOK_SECRET));
    expect(late.json()).toEqual({ recorded: 0, ignored: 1 });
    expect((await row(id)).delivery_status).toBe('delivered');
    // A report for a message that is not ours is ignored, not an error (no endless retries).
    const unknown = await postReport(
      report('00000000-0000-4000-8000-000000000000', 'DELIVERED', 'DELIVERED_TO_HANDSET'),
      basic(WEBHOOK_SECRET),
    );
    expect(unknown.json()).toEqual({ recorded: 0, ignored: 1 });
  });

  it('shows admins each SMS with its delivery status, a failed report included', async () => {
    const id = await queueSms('+38267000118', 'kod 666666');
    await deliverPendingSms(t.database.db, sender());
    await postReport(
      report(id, 'UNDELIVERABLE', 'UNDELIVERABLE_NOT_DELIVERED', 'EC_ABSENT_SUBSCRIBER'),
      basic(WEBHOOK_SECRET),
    );
    await seedDemoData(t.database.db);
    const admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const list = await apiRequest(t.app, { url: '/api/admin/sms-deliveries', cookie: admin });
    expect(list.statusCode, list.body).toBe(200);
    const view = list.json() as { provider: string; messages: Record<string, unknown>[] };
    expect(view.provider).toBe('infobip');
    const failed = view.messages.find((message) => message.id === id);
    expect(failed).toMatchObject({
      recipient: '•••••••••118',
      status: 'sent',
      delivery: 'undeliverable',
      deliveryDetail: 'UNDELIVERABLE_NOT_DELIVERED · EC_ABSENT_SUBSCRIBER',
    });
    expect(list.body).not.toContain('+38267000118');
    expect(list.body).not.toContain('666666');
    // Not for shoppers.
    const { token } = await signUp(t.app);
    expect(
      (await apiRequest(t.app, { url: '/api/admin/sms-deliveries', cookie: token })).statusCode,
    ).toBe(403);
  });
});

describe('a new sign-up verifies its phone through Infobip', () => {
  it.each([
    ['me', undefined, /^NaRate: tvoj kod za verifikaciju telefona je (\d{6})\. Važi 10 minuta\./],
    ['en', 'en', /^NaRate: your phone verification code is (\d{6})\. Valid for 10 minutes\./],
  ] as const)(
    'in %s: the code reaches the gateway in that language and verifies',
    async (_l, locale, text) => {
      const phone = locale === 'en' ? '+38267000201' : '+38267000202';
      // The language is the one chosen at sign-up, whatever page later asks for the code.
      const user = await signUp(t.app, { phone, ...(locale ? { locale } : {}) });
      const sent = await apiRequest(t.app, {
        method: 'POST',
        url: '/api/me/phone-verification/send',
        cookie: user.token,
        payload: {},
      });
      expect(sent.statusCode, sent.body).toBe(200);
      await deliverPendingSms(t.database.db, sender());
      const message = fake.received.find(
        (request) => request.body.messages[0]!.destinations[0]!.to === phone.slice(1),
      );
      const body = message?.body.messages[0]?.content.text ?? '';
      const code = text.exec(body)?.[1];
      expect(code, body).toBeDefined();
      // The outbox no longer holds the code.
      expect(
        (
          await t.database.db
            .selectFrom('outbox_messages')
            .select('text_body')
            .where('recipient', '=', phone)
            .execute()
        ).every((r) => r.text_body === ''),
      ).toBe(true);
      const verified = await post(
        t.app,
        '/api/me/phone-verification/verify',
        { code },
        { cookie: user.token },
      );
      expect(verified.statusCode, verified.body).toBe(200);
    },
  );
});

describe('codes to one phone number', () => {
  it('sends at most five an hour, whichever account asks, then answers 429 with a clear message', async () => {
    const phone = '+38267000301';
    const first = await signUp(t.app, { phone });
    const second = await signUp(t.app, { phone });
    const ask = (token: string) =>
      post(t.app, '/api/me/phone-verification/send', {}, { cookie: token });
    // Each request waits out the one-minute resend pause first.
    const age = () =>
      sql`update verification_codes set created_at = created_at - interval '61 seconds'
        where target = ${phone}`.execute(t.database.db);
    for (const token of [first.token, first.token, first.token, second.token, second.token]) {
      const sent = await ask(token);
      expect(sent.statusCode, sent.body).toBe(200);
      await age();
    }
    const sixth = await ask(second.token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      error: 'too_many_codes',
      message: 'Zatražio si previše kodova. Pokušaj ponovo za sat vremena.',
    });
    expect((await ask(first.token)).statusCode).toBe(429);
    // An hour after the first code, one more may go.
    await sql`update verification_codes set created_at = created_at - interval '55 minutes'
      where target = ${phone}`.execute(t.database.db);
    expect((await ask(first.token)).statusCode).toBe(200);
    expect(await latestCode(t.app, phone)).toMatch(/^\d{6}$/);
  });
});
