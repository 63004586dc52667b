import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCalendarDay } from '#shared/dates';
import { TEST_CARDS } from '../payments/provider';
import { orderDeps } from '../orders/order-deps';
import { runAutopayJob } from '../orders/autopay-job';
import { runReminderJob } from '../orders/reminder-job';
import { serviceDeps } from '../service-deps';
import {
  buyOnInstalments,
  createCheckout,
  createShopper,
  payInstalmentsRequest,
  saveCardRequest,
  setupPurchaseTest,
  TEST_CARD,
  type TestMerchant,
  type TestShopper,
  v1,
} from '../testing/purchase-fixtures';
import {
  startPushReceiver,
  type FakeSubscription,
  type PushReceiver,
} from '../testing/push-receiver';
import { apiRequest, type TestApp } from '../testing/test-app';
import { pushEndpointProblem, runPushDeliveries } from './push-delivery';

let t: TestApp;
let merchant: TestMerchant;
let admin: string;
let receiver: PushReceiver;
setupPurchaseTest(
  { admin: true, merchant: { name: 'Tehno Plus' }, config: { pushAllowPrivateEndpoints: true } },
  (ready) => {
    ({ t, merchant, adminCookie: admin } = ready);
  },
);
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

async function subscribe(shopper: TestShopper, locale = 'me'): Promise<FakeSubscription> {
  const subscription = receiver.subscribe();
  const response = await apiRequest(t.app, {
    method: 'POST',
    url: '/api/me/push-subscriptions',
    cookie: shopper.cookie,
    payload: { ...subscription, locale },
  });
  expect(response.statusCode, response.body).toBe(204);
  return subscription;
}

const pushesTo = (subscription: FakeSubscription) =>
  receiver.received.filter((push) => subscription.endpoint.endsWith(`/${push.id}`));

const deliver = () => runPushDeliveries(serviceDeps(t.app));

async function centre(shopper: TestShopper, locale = 'me') {
  const response = await apiRequest(t.app, {
    url: '/api/me/notifications',
    cookie: shopper.cookie,
    headers: { 'x-narate-locale': locale },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { id: string; kind: string; title: string; body: string; url: string; read: boolean }[];
    unread: number;
  };
}

function dayAfter(day: string, days: number): Date {
  const date = fromCalendarDay(day);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, 12);
}

async function firstDueDay(orderId: string): Promise<string> {
  const row = await t.app.db
    .selectFrom('instalments')
    .select('due_date')
    .where('order_id', '=', orderId)
    .where('sequence', '=', 2)
    .executeTakeFirstOrThrow();
  return row.due_date;
}

describe('web push', () => {
  it('hands out one VAPID key, to signed-in users only', async () => {
    const shopper = await createShopper(t.app);
    const first = await apiRequest(t.app, {
      url: '/api/me/push/vapid-public-key',
      cookie: shopper.cookie,
    });
    const again = await apiRequest(t.app, {
      url: '/api/me/push/vapid-public-key',
      cookie: shopper.cookie,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(again.json().publicKey).toBe(first.json().publicKey);
    expect((await apiRequest(t.app, { url: '/api/me/push/vapid-public-key' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a subscription with bad keys or a non-http endpoint, and one without CSRF', async () => {
    const shopper = await createShopper(t.app);
    const good = receiver.subscribe();
    const bad = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/me/push-subscriptions',
      cookie: shopper.cookie,
      payload: { endpoint: good.endpoint, keys: { p256dh: 'x', auth: good.keys.auth } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ključevi pretplate nedostaju ili nisu ispravni.');
    const ftp = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/me/push-subscriptions',
      cookie: shopper.cookie,
      payload: { ...good, endpoint: 'ftp://push.example/x' },
    });
    expect(ftp.statusCode).toBe(400);
    const noCsrf = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/me/push-subscriptions',
      cookie: shopper.cookie,
      headers: { 'x-narate-csrf': '' },
      payload: good,
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('outside the tests a push endpoint must be a public https address', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(pushEndpointProblem('http://fcm.googleapis.com/fcm/send/abc', false)).toBe(
      'invalid_url',
    );
    expect(pushEndpointProblem('https://127.0.0.1/push', false)).toBe('private_address');
    expect(pushEndpointProblem('https://10.0.0.8/push', false)).toBe('private_address');
    expect(pushEndpointProblem('http://127.0.0.1:9/push', true)).toBeNull();
  });

  it('a payment lands in the notification centre and is pushed, encrypted and VAPID-signed', async () => {
    const shopper = await createShopper(t.app);
    const subscription = await subscribe(shopper);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000);
    const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    // Nothing is pushed inside the payment's transaction: the job sends after the commit.
    expect(pushesTo(subscription)).toEqual([]);
    await deliver();
    const pushes = pushesTo(subscription);
    expect(pushes.map((p) => p.payload)).toContainEqual({
      title: 'Plaćanje primljeno',
      body: expect.stringContaining('Tehno Plus'),
      url: '/dashboard',
      tag: expect.stringMatching(/^narate-/),
    });
    const key = await apiRequest(t.app, {
      url: '/api/me/push/vapid-public-key',
      cookie: shopper.cookie,
    });
    for (const push of pushes) {
      expect(push.vapid.publicKey).toBe(key.json().publicKey);
      expect(push.vapid.audience).toBe(receiver.origin);
      expect(push.vapid.subject).toBe(t.app.config.vapidSubject);
      expect(push.vapid.expiresAt * 1000).toBeGreaterThan(Date.now());
      expect(Number(push.ttl)).toBeGreaterThan(0);
    }
    const list = await centre(shopper);
    expect(list.items.map((n) => n.kind)).toContain('payment_received');
    expect(list.unread).toBe(list.items.length);
    // Pushed once: a second run finds nothing to send.
    const before = pushesTo(subscription).length;
    await deliver();
    expect(pushesTo(subscription).length).toBe(before);
  });

  it('reminds 3 days before and on the day before, in the subscriber’s language, opening the pay dialog', async () => {
    const shopper = await createShopper(t.app);
    const subscription = await subscribe(shopper, 'en');
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000);
    const due = await firstDueDay(orderId);
    const deps = orderDeps(t.app);
    await runReminderJob(deps, dayAfter(due, -3));
    await deliver();
    const url = `/dashboard?plan=${orderId}&pay=1`;
    expect(pushesTo(subscription).map((p) => p.payload)).toContainEqual({
      title: 'An instalment is due soon',
      body: expect.stringMatching(
        /^Instalment 2 for Tehno Plus \(€30\.00\) is due on \d\d\.\d\d\.\d{4}\.$/,
      ),
      url,
      tag: expect.any(String),
    });
    await runReminderJob(deps, dayAfter(due, -1));
    await runReminderJob(deps, dayAfter(due, -1));
    await deliver();
    const reminders = pushesTo(subscription).filter(
      (p) => (p.payload as { url: string }).url === url,
    );
    expect(reminders).toHaveLength(2);
    expect((reminders[1]!.payload as { body: string }).body).toContain('is due tomorrow');
    const list = await centre(shopper);
    expect(list.items.filter((n) => n.kind === 'reminder').map((n) => n.title)).toEqual([
      'Rata uskoro dospijeva',
      'Rata uskoro dospijeva',
    ]);
  });

  it('a refund and a failed autopay are notified and pushed', async () => {
    const shopper = await createShopper(t.app);
    const subscription = await subscribe(shopper);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000);
    const refund = await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${orderId}/refunds`,
      payload: { amount_cents: 1_000 },
    });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    // Autopay with a card that verified when saved and has no funds when charged.
    await saveCardRequest(t.app, shopper.cookie, {
      ...TEST_CARD,
      number: TEST_CARDS.insufficientFunds,
    });
    await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/me/card/autopay',
      cookie: shopper.cookie,
      payload: { enabled: true },
    });
    const due = await firstDueDay(orderId);
    expect((await runAutopayJob(orderDeps(t.app), dayAfter(due, 0))).declined).toBe(1);
    await deliver();
    const titles = pushesTo(subscription).map((p) => (p.payload as { title: string }).title);
    expect(titles).toContain('Povraćaj primljen');
    expect(titles).toContain('Automatsko plaćanje nije uspjelo');
    const failed = pushesTo(subscription).find(
      (p) => (p.payload as { title: string }).title === 'Automatsko plaćanje nije uspjelo',
    );
    expect((failed!.payload as { url: string }).url).toBe(`/dashboard?plan=${orderId}&pay=1`);
    expect((await centre(shopper, 'en')).items.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Refund received', 'Automatic payment failed']),
    );
  });

  it('an approval after a human review is notified and pushed, leading to the checkout', async () => {
    const shopper = await createShopper(t.app, { limitCents: 10_000 });
    const subscription = await subscribe(shopper);
    const session = await createCheckout(t.app, merchant.secretKey, 20_000);
    const declared = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/me/creditworthiness',
      cookie: shopper.cookie,
      payload: { monthlyIncome: '1000', monthlyObligations: '200' },
    });
    expect(declared.statusCode).toBe(200);
    const asked = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${session.id}/review-request`,
      cookie: shopper.cookie,
    });
    const reviewId = asked.json().review.id as string;
    const approved = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/decision`,
      cookie: admin,
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await deliver();
    expect(pushesTo(subscription).map((p) => p.payload)).toContainEqual({
      title: 'Kupovina odobrena',
      body: expect.stringContaining('Tehno Plus'),
      url: `/checkout/${session.id}`,
      tag: expect.any(String),
    });
  });
});

describe('preferences and subscriptions', () => {
  it('push off: the notification is in the centre but not pushed; email off: no reminder email', async () => {
    const shopper = await createShopper(t.app);
    const subscription = await subscribe(shopper);
    const saved = await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/me/notifications/preferences',
      cookie: shopper.cookie,
      payload: { push: false, email: false },
    });
    expect(saved.json()).toEqual({ push: false, email: false, sms: false });
    const bad = await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/me/notifications/preferences',
      cookie: shopper.cookie,
      payload: { sms: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000);
    await runReminderJob(orderDeps(t.app), dayAfter(await firstDueDay(orderId), -3));
    await deliver();
    expect(pushesTo(subscription)).toEqual([]);
    expect((await centre(shopper)).items.map((n) => n.kind)).toContain('reminder');
    const reminderMails = await t.app.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('recipient', '=', shopper.email)
      .where('subject', 'like', '%rata%dospijeva%')
      .execute();
    expect(reminderMails).toEqual([]);
  });

  it('SMS on: a reminder SMS the day before', async () => {
    const shopper = await createShopper(t.app);
    await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/me/notifications/preferences',
      cookie: shopper.cookie,
      payload: { sms: true },
    });
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000);
    await runReminderJob(orderDeps(t.app), dayAfter(await firstDueDay(orderId), -1));
    const phone = await t.app.db
      .selectFrom('profiles')
      .select('phone')
      .where('id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    const sms = await t.app.db
      .selectFrom('outbox_messages')
      .select('text_body')
      .where('channel', '=', 'sms')
      .where('recipient', '=', phone.phone!)
      .execute();
    expect(sms.map((m) => m.text_body)).toEqual([
      expect.stringMatching(/^NaRate: 2\. rata za Tehno Plus .* dospijeva sutra\.$/),
    ]);
  });

  it('a subscription the push service calls gone (410) is dropped; a 500 is tried again later', async () => {
    const shopper = await createShopper(t.app);
    const gone = await subscribe(shopper);
    const flaky = await subscribe(shopper);
    receiver.answer(gone, 410);
    receiver.answer(flaky, 500);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000);
    await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    const first = await deliver();
    expect(first.retried).toBeGreaterThan(0);
    const left = await t.app.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(left.map((row) => row.endpoint)).toEqual([flaky.endpoint]);
    receiver.answer(flaky, 201);
    await runPushDeliveries(serviceDeps(t.app), new Date(Date.now() + 10 * 60_000));
    expect(pushesTo(flaky).length).toBeGreaterThan(0);
    const statuses = await t.app.db
      .selectFrom('notifications')
      .select('push_status')
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(new Set(statuses.map((s) => s.push_status))).toEqual(new Set(['sent']));
  });

  it('unsubscribing stops pushes', async () => {
    const shopper = await createShopper(t.app);
    const subscription = await subscribe(shopper);
    const removed = await apiRequest(t.app, {
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      cookie: shopper.cookie,
      payload: { endpoint: subscription.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000);
    await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    await deliver();
    expect(pushesTo(subscription)).toEqual([]);
  });
});

describe('the notification centre', () => {
  it('counts unread, marks one and then all read, and never another user’s', async () => {
    const shopper = await createShopper(t.app);
    const other = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000);
    await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    const list = await centre(shopper);
    expect(list.unread).toBeGreaterThanOrEqual(2);
    const [newest] = list.items;
    const foreign = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/notifications/${newest!.id}/read`,
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const junk = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/me/notifications/not-an-id/read',
      cookie: shopper.cookie,
    });
    expect(junk.statusCode).toBe(404);
    const one = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/notifications/${newest!.id}/read`,
      cookie: shopper.cookie,
    });
    expect(one.statusCode).toBe(204);
    const count = await apiRequest(t.app, {
      url: '/api/me/notifications/unread-count',
      cookie: shopper.cookie,
    });
    expect(count.json()).toEqual({ unread: list.unread - 1 });
    await apiRequest(t.app, {
      method: 'POST',
      url: '/api/me/notifications/read-all',
      cookie: shopper.cookie,
    });
    const after = await centre(shopper);
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
    expect((await centre(other)).items).toEqual([]);
    expect((await apiRequest(t.app, { url: '/api/me/notifications' })).statusCode).toBe(401);
  });
});
