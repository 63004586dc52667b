// The empty merchant area's checklist: ticks come from the server, the guide step ticks after
// opening the guide from it, and "Sakrij listu" hides it. Both languages, axe-clean at 390 and
// 1440 px; screenshots go to SCREENSHOT_DIR when set.
import { expect, test } from '@playwright/test';
import { attachE2eDatabase, createE2eMerchant } from './support/database';
import { expectNoSeriousA11yViolations } from './support/fixtures';

const SHOTS = process.env.SCREENSHOT_DIR;

test('a new merchant follows the first-steps checklist and hides it @mobile', async ({
  page,
  baseURL,
}, info) => {
  const database = await attachE2eDatabase();
  let token: string;
  try {
    // Made with a secret key: the first step is already done.
    token = (await createE2eMerchant(database.db, 'Prodavnica Prvi Koraci')).sessionToken;
  } finally {
    await database.close();
  }
  await page.context().addCookies([{ name: 'narate_session', value: token, url: baseURL ?? '' }]);
  await page.goto('/merchant');
  const list = page.getByRole('region', { name: 'Prvi koraci' });
  await expect(list.getByTestId('onboarding-progress')).toHaveText('Urađeno 1 od 5');
  await expect(list.getByTestId('onboarding-secretKey')).toContainText('urađeno');
  await expect(list.getByTestId('onboarding-webhook')).toContainText('nije urađeno');

  await list.getByRole('link', { name: 'Pročitaj vodič za integraciju' }).click();
  await expect(page).toHaveURL(/\/vodic-za-trgovce$/);
  await page.goBack();
  await expect(list.getByTestId('onboarding-progress')).toHaveText('Urađeno 2 od 5');

  for (const locale of ['me', 'en'] as const) {
    await page.context().addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await page.goto('/merchant');
      await expect(
        page.getByRole('region', { name: locale === 'en' ? 'First steps' : 'Prvi koraci' }),
      ).toContainText(locale === 'en' ? '2 of 5 done' : 'Urađeno 2 od 5');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `${SHOTS ?? info.outputDir}/merchant-onboarding-${locale}-${width}.png`,
      });
    }
  }
  await page.getByRole('button', { name: 'Hide the list' }).click();
  await expect(page.getByRole('region', { name: 'First steps' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'First steps' })).toHaveCount(0);
});
