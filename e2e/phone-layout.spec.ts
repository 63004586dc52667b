// At 390 px: nothing scrolls sideways, tap targets are at least 44 px, labels stay on one line,
// admin lists need no sideways swipe, and no toast covers the checkout's instalment choice.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { camt053 } from '#server/payouts/bank-files-fixtures';
import { createAccount } from './support/accounts';
import { createDemoSession } from './support/checkout';
import { DEMO_ADMIN, expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ['me', 'en'] as const) {
  test(`footer links and the language select are 44 px tap targets (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
    await page.goto('/');
    const footer = page.locator('footer');
    // Every link in the footer's lists (the logo above them is a picture, not a list entry).
    const links = await footer.locator('li a').all();
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const select = footer.getByRole('combobox');
    expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);
  });
}

test('signing in at the checkout shows no toast over the instalment choice', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const sessionId = await createDemoSession(page.request, 6_000, 'Lampa');
  await page.goto(`/checkout/${sessionId}`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).click();
  await expect(page.getByText(`Prijavljen nalog: ${account.email}`)).toBeVisible();
  await expect(page.getByLabel(/^3 rate/)).toBeVisible();
  await expect(page.getByText('Prijava je uspjela!')).toHaveCount(0);
  await expect(page.locator('[aria-live="polite"] li')).toHaveCount(0);

  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('admin lists and the admin sections fit a phone without a sideways swipe', async ({
  page,
}) => {
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  const table = page.getByRole('region', { name: 'Korisnici sa kredit skorom i limitom' });
  await expect(table.getByRole('link').first()).toBeVisible();
  // Every row's open link and email are inside the screen.
  for (const link of (await table.getByRole('link').all()).slice(0, 5)) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  for (const email of (await page.getByTestId('admin-user-email').all()).slice(0, 5)) {
    const box = (await email.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // An address may break only before "@" or after a dot.
    expect(await email.locator('wbr').count()).toBeGreaterThanOrEqual(2);
  }
  await expect(page.getByTestId('table-scroll-hint')).toBeHidden();
  // The admin sections wrap: every one is inside the screen.
  const sections = page
    .getByRole('navigation', { name: 'Administracija', exact: true })
    .getByRole('link');
  for (const link of await sections.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

/** Right edge of the widest-reaching element inside the page's tables and the audit list. */
async function tableRightEdge(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('main table *, main [data-testid="audit-log"] *')].map(
        (element) => element.getBoundingClientRect().right,
      ),
    ),
  );
}

for (const locale of ['me', 'en'] as const) {
  test(`admin transactions, reconciliation, audit and payout files read as cards on a phone (${locale})`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'narate_locale', value: locale, url: 'http://127.0.0.1' }]);
    await signInViaApi(page, DEMO_ADMIN);
    // A statement line that names no payout, so the payout files page has a table row.
    const statementId = `E2E-${randomUUID().slice(0, 8)}`;
    const xml = camt053({
      statementId,
      accountIban: 'ME25505000012345678951',
      createdAt: new Date(),
      lines: [
        { endToEndId: null, amountCents: 4_200, direction: 'CRDT', bookingDate: '2026-11-25' },
      ],
    });
    await page.goto('/admin/payout-files');
    await page.locator('input[type="file"]').setInputFiles({
      name: `${statementId}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    });
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('unmatched-lines')).toContainText(statementId);

    for (const [path, content] of [
      ['/admin/transactions', 'main table tbody tr'],
      ['/admin/reconciliation', 'main h1'],
      ['/admin/audit', 'main h1'],
      ['/admin/payout-files', '[data-testid="unmatched-lines"]'],
    ] as const) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator(content).first()).toBeVisible();
      expect(await tableRightEdge(page), path).toBeLessThanOrEqual(390);
      await expect(page.getByTestId('table-scroll-hint')).toBeHidden();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `${test.info().outputDir}/${locale}${path.replaceAll('/', '-')}.png`,
        fullPage: true,
      });
    }
  });
}

test('the card expiry labels stay on one line in the save-card dialog', async ({ page }) => {
  await createAccount(page.request);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Kartica i automatsko plaćanje' });
  await section.getByRole('button', { name: 'Sačuvaj karticu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sačuvaj karticu' });
  // The card is typed in the acquirer's fields (its iframe): its labels are the ones to fit.
  const fields = dialog.getByTestId('hosted-card-fields').frameLocator('iframe');
  await expect(fields.getByLabel('Važi do (MM/GG)')).toBeVisible({ timeout: 20_000 });
  for (const name of ['Važi do (MM/GG)', 'CVC']) {
    const label = fields.locator('label', { hasText: name }).first();
    const box = (await label.boundingBox())!;
    const lineHeight = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box.height).toBeLessThan((Number.isNaN(lineHeight) ? 20 : lineHeight) * 1.5);
  }
  await expectNoSeriousA11yViolations(page);
});
