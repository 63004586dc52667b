// The admin's reconciliation screen: reached from the dashboard's count, it shows the ledger
// check's verdict and each difference between the payment provider and the books. A charge the
// acquirer made and no payment knows is paid at the run's acquirer for the test (it stays in that
// acquirer's history for the run; no other spec reads the reconciliation), so the list has a row
// whatever else the suite is doing. Axe-clean on a phone (390 px) and a desktop (1440 px);
// screenshots go to SCREENSHOT_DIR when set.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { MonriPaymentProvider } from '#server/payments/monri/provider';
import {
  DEMO_ADMIN,
  expectNoSeriousA11yViolations,
  paintWholePage,
  signInViaApi,
} from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

const SHOTS = process.env.SCREENSHOT_DIR;

/** The run's local acquirer, reached as the app reaches it (its fixed local keys). */
const acquirerUrl = `http://127.0.0.1:${process.env.E2E_ACQUIRER_PORT ?? ''}`;
const acquirer = new MonriPaymentProvider({
  baseUrl: acquirerUrl,
  merchantKey: 'local-acquirer-merchant-key',
  authenticityToken: 'localacquirertoken',
});

test('the admin opens reconciliation from the dashboard and sees a stray charge', async ({
  page,
}, info) => {
  const key = randomUUID();
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

  // A payment opened at the run's acquirer under a key of no attempt and paid in its fields.
  const started = await acquirer.startCardPayment({
    key,
    amountCents: 4_321,
    description: 'e2e stray charge',
    saveCard: false,
  });
  const typed = await fetch(`${acquirerUrl}/components/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: started.clientSecret,
      pan: '4242424242424242',
      exp_month: '12',
      exp_year: '39',
      cvv: '123',
    }),
  });
  expect(typed.status).toBe(200);
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
});
