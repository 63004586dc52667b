// Writes the screenshots in docs/screenshots/: what a shopper, a merchant and an admin see, at
// phone width (390 px) in Montenegrin and English, and the dashboard at 1440 px.
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount } from '../e2e/support/accounts';
import {
  DEMO_ADMIN,
  DEMO_MERCHANT_LOGIN,
  paintWholePage,
  signInViaApi,
} from '../e2e/support/fixtures';

const OUT = 'docs/screenshots';
const SECRET_KEY = 'sk_test_demo_NaRateDemoProdavnica2026';
const CARD = { number: '4242424242424242', expMonth: '12', expYear: '35', cvc: '123' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function newPage(
  browser: Browser,
  baseURL: string,
  locale: 'me' | 'en',
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
  await context.addCookies([{ name: 'narate_locale', value: locale, url: baseURL }]);
  return context.newPage();
}

/** Full-page PNG once the page has settled (no spinners, no running toasts' animation). */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"]:visible')).toHaveCount(0);
  await paintWholePage(page);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true, animations: 'disabled' });
}

async function createSession(page: Page, baseURL: string, amountCents: number, product: string) {
  const reference = `DEMO-${Date.now().toString(36).toUpperCase()}`;
  const response = await page.request.post('/api/v1/checkout/sessions', {
    headers: { authorization: `Bearer ${SECRET_KEY}`, 'idempotency-key': reference },
    data: {
      amount_cents: amountCents,
      currency: 'EUR',
      order_reference: reference,
      line_items: [{ name: product, quantity: 1, unit_amount_cents: amountCents }],
      success_url: `${baseURL}/demo-shop?status=success`,
      cancel_url: `${baseURL}/demo-shop?status=cancelled`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.beforeAll(() => {
  fs.mkdirSync(OUT, { recursive: true });
});

for (const locale of ['me', 'en'] as const) {
  test(`shopper, merchant and admin screens (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    const shopper = await newPage(browser, base, locale, PHONE);
    await createAccount(shopper.request, { firstName: 'Ana', lastName: 'Marković' });

    const sessionId = await createSession(shopper, base, 7_900, 'Patike Runner');
    await shopper.goto(`/checkout/${sessionId}`);
    await shoot(shopper, `checkout-${locale}-390`);

    const confirm = await shopper.request.post(`/api/checkout/sessions/${sessionId}/confirm`, {
      headers: { 'x-narate-csrf': '1', 'idempotency-key': `${sessionId}-confirm` },
      data: { instalments: 3, card: CARD, acceptTerms: true },
    });
    expect(confirm.status(), await confirm.text()).toBe(201);
    await shopper.goto('/dashboard');
    await expect(shopper.getByTestId('available-amount')).toBeVisible();
    await shoot(shopper, `dashboard-${locale}-390`);

    const wide = await newPage(browser, base, locale, DESKTOP);
    await wide.context().addCookies(await shopper.context().cookies());
    await wide.goto('/dashboard');
    await expect(wide.getByTestId('available-amount')).toBeVisible();
    await shoot(wide, `dashboard-${locale}-1440`);

    const merchant = await newPage(browser, base, locale, PHONE);
    await signInViaApi(merchant, DEMO_MERCHANT_LOGIN);
    await merchant.goto('/merchant');
    await shoot(merchant, `merchant-${locale}-390`);
    await merchant.getByRole('tab').nth(1).click();
    await shoot(merchant, `merchant-orders-${locale}-390`);

    const admin = await newPage(browser, base, locale, PHONE);
    await signInViaApi(admin, DEMO_ADMIN);
    await admin.goto('/admin/dashboard');
    await shoot(admin, `admin-${locale}-390`);
    await admin.goto('/admin/transactions');
    await shoot(admin, `admin-transactions-${locale}-390`);

    const stores = await newPage(browser, base, locale, PHONE);
    await stores.goto('/prodavnice');
    await expect(stores.getByText('Demo Prodavnica')).toBeVisible();
    await shoot(stores, `stores-${locale}-390`);
  });
}
