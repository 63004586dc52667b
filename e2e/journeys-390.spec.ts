// A first-time shopper, merchant and admin each finish their journey on a 390 px phone, in both
// languages, with no dead end: every step's main action is on the screen and no page scrolls
// sideways. The shopper finds the demo store, buys, comes back and pays the next instalment; the
// merchant opens each tab and an order with its refund form; the admin opens every section.
import { expect, test, type Locator } from '@playwright/test';
import { createAccount, expectToast } from './support/accounts';
import { CARDS, typeCardInFields } from './support/card-fields';
import { confirmWithCard } from './support/card-payments';
import { createDemoSession } from './support/checkout';
import { DEMO_ADMIN, DEMO_MERCHANT_LOGIN, signInViaApi } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

test.use({ viewport: { width: 390, height: 844 } });

const TEXTS = {
  me: {
    store: 'Demo Prodavnica',
    openStore: 'Otvori prodavnicu',
    acceptTerms: /Pročitao\/la sam predugovorne informacije/,
    confirm: /^Potvrdi i plati/,
    backToShop: 'Nazad u prodavnicu',
    payNext: /^Plati 2\. ratu/,
    pay: /^Plati \d/,
    paid: 'Plaćanje uspješno',
    ordersTab: 'Narudžbe',
    refund: 'Vrati novac',
    adminSections: 'Administracija',
  },
  en: {
    store: 'Demo Prodavnica',
    openStore: 'Open the store',
    acceptTerms: /I have read the pre-contract information/,
    confirm: /^Confirm and pay/,
    backToShop: 'Back to the shop',
    payNext: /^Pay instalment 2/,
    pay: /^Pay €?\d/,
    paid: 'Payment successful',
    ordersTab: 'Orders',
    refund: 'Refund',
    adminSections: 'Administration',
  },
} as const;

/** The step's main action is there and fits the phone's width once scrolled to. */
async function expectReachable(action: Locator) {
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeInViewport();
  const box = (await action.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

for (const locale of ['me', 'en'] as const) {
  const x = TEXTS[locale];

  test.describe(`first journeys on a 390 px phone (${locale}) @mobile`, () => {
    // Phone journeys: the phone project runs them; the desktop project has its own.
    test.skip(({ isMobile }) => !isMobile, 'runs in the phone project');
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
    });

    test('a new shopper finds the store, buys, returns and pays the next instalment', async ({
      page,
    }) => {
      test.slow();
      await createAccount(page.request);
      await page.goto('/prodavnice');
      await expectNoSidewaysScroll(page);
      const store = page
        .getByTestId('store')
        .filter({ hasText: x.store })
        .getByRole('link', { name: x.openStore });
      await expectReachable(store);
      await store.click();
      await expect(page).toHaveURL(/\/demo-shop/);
      await expectNoSidewaysScroll(page);

      const buy = page.getByRole('button', { name: /NaRate/ }).first();
      await expectReachable(buy);
      await buy.click();
      await expect(page).toHaveURL(/\/checkout\/cs_/);
      await expectNoSidewaysScroll(page);
      await typeCardInFields(page, CARDS.approved, locale);
      await page.getByLabel(x.acceptTerms).check();
      const confirm = page.getByRole('button', { name: x.confirm });
      await expectReachable(confirm);
      await confirm.click();
      const back = page.getByRole('button', { name: x.backToShop });
      await expectReachable(back);
      await expectNoSidewaysScroll(page);
      await back.click();
      await expect(page).toHaveURL(/\/demo-shop\?status=success/);

      await page.goto('/dashboard');
      await expectNoSidewaysScroll(page);
      const payNext = page.getByRole('button', { name: x.payNext }).first();
      await expectReachable(payNext);
      await payNext.click();
      const dialog = page.getByRole('dialog');
      await typeCardInFields(dialog, CARDS.approved, locale);
      const pay = dialog.getByRole('button', { name: x.pay });
      await expectReachable(pay);
      await pay.click();
      await expectToast(page, x.paid);
      await expectNoSidewaysScroll(page);
    });

    test('the merchant opens every tab and an order with its refund form', async ({
      page,
      playwright,
      baseURL,
    }) => {
      // A shopper of its own has just bought at the demo shop: the newest order can be refunded.
      const shopper = await playwright.request.newContext({ baseURL });
      await createAccount(shopper);
      const sessionId = await createDemoSession(shopper, 4_500, 'Lampa');
      const bought = await confirmWithCard(shopper, sessionId, {
        'idempotency-key': crypto.randomUUID(),
      });
      expect(bought.status(), await bought.text()).toBe(201);
      await shopper.dispose();

      await signInViaApi(page, DEMO_MERCHANT_LOGIN);
      await page.goto('/merchant');
      await expect(page.getByRole('tab').first()).toBeVisible();
      const tabs = await page.getByRole('tab').all();
      expect(tabs.length).toBeGreaterThanOrEqual(4);
      for (const tab of tabs) {
        await expectReachable(tab);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expectNoSidewaysScroll(page);
      }
      await page.getByRole('tab', { name: x.ordersTab }).click();
      const open = page.getByRole('tabpanel').getByRole('button').first();
      await expectReachable(open);
      await open.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectReachable(dialog.getByRole('button', { name: new RegExp(x.refund) }).first());
      await expectNoSidewaysScroll(page);
    });

    test('the admin opens every section', async ({ page }) => {
      await signInViaApi(page, DEMO_ADMIN);
      await page.goto('/admin/dashboard');
      const nav = page.getByRole('navigation', { name: x.adminSections, exact: true });
      await expect(nav.getByRole('link').first()).toBeVisible();
      const hrefs: string[] = [];
      for (const link of await nav.getByRole('link').all()) {
        await expectReachable(link);
        hrefs.push((await link.getAttribute('href')) ?? '');
      }
      expect(hrefs.length).toBeGreaterThanOrEqual(5);
      for (const href of hrefs) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });
  });
}
