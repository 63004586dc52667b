// The admin's audit trail screen: reached from the admin sections, it lists every change admins
// made, newest first, with filters by admin, action and days and pages. A fresh user is blocked
// and unblocked for the test, so the list has known rows whatever else the suite is doing.
// Axe-clean on a phone (390 px) and a desktop (1440 px), in both languages; screenshots go to
// SCREENSHOT_DIR when set.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createTestUser } from '#server/testing/admin-fixtures';
import { attachE2eDatabase } from './support/database';
import {
  DEMO_ADMIN,
  expectNoSeriousA11yViolations,
  paintWholePage,
  signInViaApi,
} from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

const SHOTS = process.env.SCREENSHOT_DIR;

test('the admin reads the audit trail, filters it by action and admin, in both languages @mobile', async ({
  page,
  baseURL,
}, info) => {
  // Four axe runs (two widths, two languages) on a machine shared with other runs.
  test.setTimeout(240_000);
  const database = await attachE2eDatabase();
  let userId: string;
  try {
    userId = await createTestUser(database.db, { email: `revizija-${randomUUID()}@primjer.me` });
  } finally {
    await database.close();
  }
  await signInViaApi(page, DEMO_ADMIN);
  for (const path of ['block', 'unblock']) {
    const response = await page.request.post(`/api/admin/users/${userId}/${path}`, {
      headers: { 'x-narate-csrf': '1' },
    });
    expect(response.status()).toBe(200);
  }

  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Administracija' })
    .getByRole('link', { name: 'Revizija' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revizioni trag');
  const list = page.getByRole('list', { name: 'Izmjene' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByLabel('Radnja').selectOption({ label: 'Nalog blokiran' });
  await expect(page).toHaveURL(/action=user\.blocked/);
  const items = list.getByRole('listitem');
  await expect(items.first()).toContainText('Nalog blokiran');
  await expect(list).not.toContainText('Nalog odblokiran');
  await page.getByLabel('Administrator (ime ili email)').fill('nikoga-nema');
  await expect(page.getByText('Nema izmjena za izabrane filtere.')).toBeVisible();
  await page.getByRole('button', { name: 'Poništi filtere' }).click();
  await expect(page.getByLabel('Administrator (ime ili email)')).toHaveValue('');
  // The newest change to this test's user is its unblocking (the other width's run of this spec
  // blocks and unblocks a user of its own at the same time, so it may be first in the list).
  const ours = items.filter({ has: page.locator(`a[href="/admin/users/${userId}"]`) }).first();
  await expect(ours).toContainText('Nalog odblokiran');
  await expect(ours).toContainText(DEMO_ADMIN.email);
  await expect(ours.getByRole('link', { name: 'Otvori korisnika' })).toBeVisible();

  for (const locale of ['me', 'en'] as const) {
    await page.context().addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'en' ? 'Audit trail' : 'Revizioni trag',
      );
      await expect(page.getByTestId('audit-log').getByRole('listitem').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await paintWholePage(page);
      await page.screenshot({
        path: `${SHOTS ?? info.outputDir}/admin-audit-${locale}-${width}.png`,
        fullPage: true,
      });
    }
  }
});
