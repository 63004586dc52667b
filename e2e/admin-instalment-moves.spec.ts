// The admin sees a shopper's instalment move on the shopper's purchases: the shopper moves the
// 2nd instalment of one plan and withdraws from another, the admin opens /admin/users/{id} and
// reads "Rata 2 pomjerena sa … na … (zahtjev kupca, …)" on the moved purchase and "Povučeno" on
// the withdrawn one; the same note is in the transactions list. Phone (390 px) and desktop,
// axe-clean.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { createAccount } from './support/accounts';
import {
  DEMO_ADMIN,
  expectNoSeriousA11yViolations,
  paintWholePage,
  signInViaApi,
} from './support/fixtures';
import { confirmWithCard, paidCardPayment } from './support/card-payments';
import { createCheckoutSession } from './support/checkout';

const SHOTS = process.env.SCREENSHOT_DIR;
const CSRF = { 'x-narate-csrf': '1' };

/** A plan of three instalments bought through the API by the signed-in shopper. */
async function buyPlan(request: APIRequestContext, amountCents: number, name: string) {
  const id = await createCheckoutSession(request, amountCents, { item: name });
  const confirmed = await confirmWithCard(request, id, {
    ...CSRF,
    'idempotency-key': crypto.randomUUID(),
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return ((await confirmed.json()) as { order: { id: string } }).order.id;
}

async function sizeFor(page: Page, info: TestInfo) {
  const phone = info.project.name === 'mobile';
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  return phone ? 390 : 1440;
}

test('an admin sees the moved instalment and the withdrawn plan on the user @mobile', async ({
  page,
}, info) => {
  const width = await sizeFor(page, info);
  const account = await createAccount(page.request);
  const movedOrder = await buyPlan(page.request, 6_000, 'Bicikl');
  const withdrawnOrder = await buyPlan(page.request, 3_000, 'Kaciga');
  const moved = await page.request.post(`/api/me/orders/${movedOrder}/instalment-move`, {
    headers: CSRF,
    data: { sequence: 2, days: 10 },
  });
  expect(moved.status(), await moved.text()).toBe(201);
  const move = ((await moved.json()) as { move: { fromDay: string; toDay: string } }).move;
  const withdrawn = await page.request.post(`/api/me/orders/${withdrawnOrder}/withdrawal`, {
    headers: { ...CSRF, 'idempotency-key': crypto.randomUUID() },
    data: {
      paymentId: await paidCardPayment(page.request, CSRF, {
        purpose: 'withdrawal',
        orderId: withdrawnOrder,
      }),
    },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(201);

  await page.context().clearCookies();
  await signInViaApi(page, DEMO_ADMIN);
  const users = await page.request.get(`/api/admin/users?q=${encodeURIComponent(account.email)}`);
  const userId = ((await users.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(userId).toBeTruthy();

  await page.goto(`/admin/users/${userId}`);
  const purchases = page.locator('section[aria-labelledby="user-transactions-title"]');
  const bike = purchases.getByRole('row').filter({ hasText: '60,00' });
  const note = bike.getByTestId('admin-instalment-move');
  await expect(note).toContainText('Rata 2 pomjerena sa');
  await expect(note).toContainText('(zahtjev kupca,');
  // The note names the calendar days of the move, in the page's date format.
  const [from, to] = [move.fromDay, move.toDay].map((day) => {
    const [y, m, d] = day.split('-').map(Number);
    return new Intl.DateTimeFormat('sr-Latn-ME', { dateStyle: 'medium' }).format(
      new Date(y!, m! - 1, d!),
    );
  });
  await expect(note).toContainText(`sa ${from} na ${to}`);
  const helmet = purchases.getByRole('row').filter({ hasText: '30,00' });
  await expect(helmet.getByText('Povučeno', { exact: true })).toBeVisible();
  await expect(helmet.getByTestId('admin-instalment-move')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await purchases.scrollIntoViewIfNeeded();
  await paintWholePage(page);
  await page.screenshot({
    path: `${SHOTS ?? info.outputDir}/admin-user-moved-${width}.png`,
    fullPage: true,
  });
  await purchases.screenshot({
    path: `${SHOTS ?? info.outputDir}/admin-user-purchases-${width}.png`,
  });

  await page.goto(`/admin/transactions?userId=${userId}`);
  await expect(
    page.getByRole('row').filter({ hasText: '60,00' }).getByTestId('admin-instalment-move'),
  ).toContainText('Rata 2 pomjerena sa');
  await expectNoSeriousA11yViolations(page);
});
