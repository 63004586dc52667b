// The admin's reconciliation screen: reached from the dashboard's count, it shows the ledger
// check's verdict and each difference between the payment provider and the books. A charge the
// provider made and no payment knows is put on the provider's statement for the test (and taken
// off after), so the list has a row whatever else the suite is doing. Axe-clean on a phone
// (390 px) and a desktop (1440 px); screenshots go to SCREENSHOT_DIR when set.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { attachE2eDatabase } from './support/database';
import {
  DEMO_ADMIN,
  expectNoSeriousA11yViolations,
  paintWholePage,
  signInViaApi,
} from './support/fixtures';

const SHOTS = process.env.SCREENSHOT_DIR;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the admin opens reconciliation from the dashboard and sees a stray charge', async ({
  page,
}, info) => {
  const database = await attachE2eDatabase();
  const key = `e2e-stray-${randomUUID()}`;
  try {
    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/dashboard');
    const open = page.getByRole('link', { name: 'Otvori usklađivanje' });
    await expect(open).toBeVisible();
    await page.screenshot({ path: `${SHOTS ?? info.outputDir}/admin-dashboard.png` });
    await open.click();
    await expect(page).toHaveURL(/\/admin\/reconciliation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usklađivanje');
    await expect(page.getByRole('link', { name: 'Usklađivanje' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const ledger = page.getByRole('region', { name: 'Provjera knjiga' });
    await expect(
      ledger.getByTestId('ledger-ok').or(ledger.getByTestId('ledger-problems')),
    ).toBeVisible();
    const table = page.getByRole('table', {
      name: 'Neslaganja između provajdera plaćanja i knjiga',
    });
    // Empty, or what other tests left behind.
    await expect(page.getByTestId('reconciliation-empty').or(table)).toBeVisible();
    await page.screenshot({ path: `${SHOTS ?? info.outputDir}/admin-reconciliation-start.png` });

    await database.db
      .insertInto('sandbox_provider_operations')
      .values({
        key,
        kind: 'charge',
        status: 'succeeded',
        charge_id: `ch_${randomUUID()}`,
        refund_id: null,
        amount_cents: 4_321,
        card_brand: 'visa',
        card_last4: '4242',
        fingerprint: 'e2e-stray-charge',
        failure_code: null,
        failure_message: null,
      })
      .execute();
    await page.getByRole('button', { name: 'Provjeri ponovo' }).click();
    const row = table.getByRole('row').filter({ hasText: '43,21' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Neproknjižena naplata');
    await expect(row).toContainText('Bez narudžbe');
    // No attempt behind it: nothing an admin can give back from here.
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(ledger.getByTestId('ledger-problems')).toBeVisible();

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      if (width < 400) {
        // The sections scroll sideways on a phone; the open one is brought into view.
        await page.reload();
        await expect(page.getByRole('link', { name: 'Usklađivanje' })).toBeInViewport();
      }
      await expect(row).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await paintWholePage(page);
      await page.screenshot({
        path: `${SHOTS ?? info.outputDir}/admin-reconciliation-${width}.png`,
        fullPage: true,
      });
    }
  } finally {
    await database.db.deleteFrom('sandbox_provider_operations').where('key', '=', key).execute();
    await database.close();
  }
  await page.getByRole('button', { name: 'Provjeri ponovo' }).click();
  await expect(page.getByRole('row').filter({ hasText: '43,21' })).toHaveCount(0);
});
