// The merchant guide: reached from the merchant area and the partner page, four steps with
// copyable samples, Idempotency-Key marked as required. Axe-clean at 390 and 1440 px in both
// languages; screenshots go to SCREENSHOT_DIR when set.
import { expect, test } from '@playwright/test';
import { attachE2eDatabase, createE2eMerchant } from './support/database';
import { expectNoSeriousA11yViolations } from './support/fixtures';

// Grants permissions, which a reused context would carry into the next test.
test.use({ reuseContext: false });

const SHOTS = process.env.SCREENSHOT_DIR;

test('a merchant opens the guide from the merchant area and copies a sample @mobile', async ({
  page,
  baseURL,
}) => {
  const database = await attachE2eDatabase();
  let token: string;
  try {
    token = (await createE2eMerchant(database.db, 'Prodavnica Vodič')).sessionToken;
  } finally {
    await database.close();
  }
  await page.context().addCookies([{ name: 'narate_session', value: token, url: baseURL ?? '' }]);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/merchant');
  await page.getByRole('link', { name: 'Vodič za integraciju', exact: true }).click();
  await expect(page).toHaveURL(/\/vodic-za-trgovce$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vodič za trgovce');
  const main = page.getByRole('main');
  await expect(main.locator('section[id] > h2')).toHaveText([
    '1. Tajni ključ',
    '2. Test naplata',
    '3. Webhook',
    '4. Puštanje u rad',
  ]);
  await expect(main.getByText('Idempotency-Key je obavezan')).toBeVisible();
  await expect(main.locator('pre').first()).toContainText(
    `export NARATE_API_URL="${new URL(baseURL ?? '').origin}"`,
  );
  const curl = main.locator('figure').filter({ hasText: '/api/v1/checkout/sessions" \\' }).first();
  await expect(curl).toContainText('Idempotency-Key: order-1001-checkout');
  await curl.getByRole('button', { name: 'Kopiraj: curl' }).click();
  await expect(curl.getByRole('button', { name: 'Kopirano: curl' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('curl -sS -X POST "$NARATE_API_URL/api/v1/checkout/sessions"');
  await expect(
    main.getByRole('link', { name: 'Potpuna referenca API-ja (OpenAPI)' }),
  ).toHaveAttribute('href', '/api/docs');
});

test('the partner page links to the guide, which speaks English with the English catalogue', async ({
  page,
}, info) => {
  await page.goto('/postani-partner');
  await page
    .getByRole('link', { name: 'Kako izgleda integracija? Pročitaj vodič za trgovce' })
    .click();
  await expect(page).toHaveURL(/\/vodic-za-trgovce$/);
  for (const locale of ['me', 'en'] as const) {
    await page.goto(`/vodic-za-trgovce${locale === 'en' ? '?lang=en' : ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'en' ? 'Merchant guide' : 'Vodič za trgovce',
    );
    if (locale === 'en') {
      await expect(page.getByText('Idempotency-Key is required')).toBeVisible();
      await expect(page.getByRole('link', { name: '4. Going live' })).toBeVisible();
    }
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `${SHOTS ?? info.outputDir}/merchant-guide-${locale}-${width}.png`,
        fullPage: true,
      });
    }
  }
});
