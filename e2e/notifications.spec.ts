import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { attachE2eDatabase } from './support/database';
import { expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';
import { confirmWithCard } from './support/card-payments';
import { createCheckoutSession } from './support/checkout';

// Grants permissions, which a reused context would carry into the next test.
test.use({ reuseContext: false });

/** A new shopper, signed in, with one 60 € purchase in 3 instalments bought through the API. */
async function shopperWithPlan(page: Page): Promise<void> {
  await signInViaApi(page, await createAccount(page.request));
  const reference = `E2E-N-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const id = await createCheckoutSession(page.request, 6000, { item: 'Ruksak', reference });
  const confirmed = await confirmWithCard(page.request, id, {
    'idempotency-key': `${reference}-confirm`,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
}

/** The shopper's first plan with an instalment to pay, and the shopper's id. */
async function payablePlan(
  page: Page,
): Promise<{ orderId: string; userId: string; sequence: number }> {
  const profile = await (await page.request.get('/api/me/profile')).json();
  const orders = await (await page.request.get('/api/me/orders')).json();
  const list = (orders.orders ?? orders.items ?? orders) as {
    id: string;
    status: string;
    nextInstalment: { sequence: number } | null;
  }[];
  const order = list.find((o) => o.status === 'approved' && o.nextInstalment !== null);
  if (!order) throw new Error('the shopper has no payable plan');
  return { orderId: order.id, userId: profile.id, sequence: order.nextInstalment!.sequence };
}

/** A reminder as the reminder job writes it, straight into the notification centre. */
async function remind(userId: string, orderId: string, sequence: number): Promise<void> {
  const database = await attachE2eDatabase();
  try {
    await database.db
      .insertInto('notifications')
      .values({
        user_id: userId,
        kind: 'reminder',
        params: JSON.stringify({
          merchant: 'Demo Prodavnica',
          sequence,
          amountCents: 3_000,
          tomorrow: true,
        }),
        url: `/dashboard?plan=${orderId}&pay=1`,
      })
      .execute();
  } finally {
    await database.close();
  }
}

test.describe('notifications', () => {
  test('the bell counts unread, lists them, and a reminder opens that plan’s pay dialog @mobile', async ({
    page,
  }) => {
    await shopperWithPlan(page);
    const { orderId, userId, sequence } = await payablePlan(page);
    await remind(userId, orderId, sequence);
    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: /^Obavještenja, nepročitano: \d+$/ });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-settings')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Obavještenja na telefonu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await bell.click();
    const centre = page.getByRole('dialog', { name: 'Obavještenja' });
    const reminder = centre.getByRole('button', { name: /Rata uskoro dospijeva/ }).first();
    await expect(reminder).toContainText(`${sequence}. rata za Demo Prodavnica`);
    await expect(reminder).toContainText('dospijeva sutra');
    await expectNoSeriousA11yViolations(page);

    await reminder.click();
    await expect(page.getByRole('dialog', { name: `Plaćanje ${sequence}. rate` })).toBeVisible();
    // The link is used once: the address no longer asks for the dialog.
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a reminder link opened from outside (a tapped push) opens the pay dialog', async ({
    page,
  }) => {
    await shopperWithPlan(page);
    const { orderId, sequence } = await payablePlan(page);
    await page.goto(`/dashboard?plan=${orderId}&pay=1`);
    await expect(page.getByRole('dialog', { name: `Plaćanje ${sequence}. rate` })).toBeVisible();
  });

  test('marks everything read; the count goes away', async ({ page }) => {
    await shopperWithPlan(page);
    const { orderId, userId, sequence } = await payablePlan(page);
    await remind(userId, orderId, sequence);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Obavještenja, nepročitano/ }).click();
    await page.getByRole('button', { name: 'Označi sve kao pročitano' }).click();
    await expect(page.getByRole('button', { name: 'Označi sve kao pročitano' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Obavještenja', exact: true })).toBeVisible();
  });
});

test.describe('notifications through the service worker', () => {
  // The app's service worker (registered by the app shell) must be allowed to run here: a push
  // delivered through the DevTools protocol must show a notification with the payload's title,
  // body and tag.
  test.use({ serviceWorkers: 'allow' });

  test('a push delivered to the service worker shows the notification', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await shopperWithPlan(page);
    await page.goto('/dashboard');
    const hasWorker = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]),
    );
    expect(hasWorker, 'the app registers its service worker').toBe(true);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          (r: { scopeURL: string; isDeleted: boolean }) =>
            r.scopeURL.startsWith(new URL('/', baseURL).href) && !r.isDeleted,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: 'Rata uskoro dospijeva',
      body: '2. rata za Demo Prodavnica (30,00 €) dospijeva sutra.',
      url: '/dashboard?pay=1',
      tag: 'narate-e2e-push',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const shown = await registration.getNotifications({ tag: 'narate-e2e-push' });
          return shown.map((n) => ({ title: n.title, body: n.body }));
        }),
      )
      .toEqual([{ title: payload.title, body: payload.body }]);
  });
});
