// First journeys at 390 px in both languages: an admin opens each admin section, a shopper
// reaches the dashboard with the next payment at its top, and a merchant opens its orders. Each
// step's main content is on screen and no page scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_MERCHANT_LOGIN,
  DEMO_SHOPPER,
  expectNoSeriousA11yViolations,
  signInViaApi,
} from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectInsideScreen(page: Page, target: ReturnType<Page['locator']>) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

const ADMIN_SECTIONS = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/contacts',
  '/admin/transactions',
  '/admin/reviews',
  '/admin/reconciliation',
  '/admin/audit',
  '/admin/payout-files',
  '/admin/disputes',
];

for (const locale of ['me', 'en'] as const) {
  test.describe(`first journeys at 390 px (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'narate_locale', value: locale, url: baseURL! }]);
    });

    test('an admin opens every admin section from the section bar', async ({ page }) => {
      await signInViaApi(page, DEMO_ADMIN);
      await page.goto('/admin/dashboard', { waitUntil: 'networkidle' });
      const nav = page.getByRole('navigation', {
        name: locale === 'me' ? 'Administracija' : 'Administration',
        exact: true,
      });
      for (const path of ADMIN_SECTIONS) {
        const link = nav.locator(`a[href="${path}"]`);
        await expectInsideScreen(page, link);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expectInsideScreen(page, page.getByRole('heading', { level: 1 }));
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page);
      }
      await expectNoSeriousA11yViolations(page);
    });

    test('a shopper reaches the dashboard with the next payment on screen', async ({ page }) => {
      await signInViaApi(page, DEMO_SHOPPER);
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      await expectInsideScreen(page, page.getByRole('heading', { level: 1 }));
      // The next payment and the amount available open the dashboard.
      await expectInsideScreen(
        page,
        page.getByRole('heading', {
          level: 2,
          name:
            locale === 'me'
              ? 'Sljedeća rata i dostupan iznos'
              : 'Next instalment and what is available',
        }),
      );
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });

    test('a merchant opens the orders tab', async ({ page }) => {
      await signInViaApi(page, DEMO_MERCHANT_LOGIN);
      await page.goto('/merchant', { waitUntil: 'networkidle' });
      const orders = page.getByRole('tab', { name: locale === 'me' ? 'Narudžbe' : 'Orders' });
      await expectInsideScreen(page, orders);
      await orders.click();
      // A new merchant has no orders yet: the orders list says so, inside the screen.
      await expectInsideScreen(page, page.getByRole('tabpanel'));
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
