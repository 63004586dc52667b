// The card is typed into the acquirer's hosted fields (an iframe from the local acquirer's
// origin), never into NaRate's page: a checkout paid with a good card, a declined card explained
// in Montenegrin and tried again, the bank's 3-D Secure challenge approved and denied, and an
// instalment paid from the shopper's plan.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, expectToast } from './support/accounts';
import {
  CARDS,
  answerChallenge,
  expectNoCardInputOnPage,
  typeCardInFields,
} from './support/card-fields';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { createCheckoutSession } from './support/checkout';

/** A 30 € checkout of the demo shop that returns to NaRate's own demo shop page. */
async function openCheckout(request: APIRequestContext, baseURL: string): Promise<string> {
  return createCheckoutSession(request, 3000, { item: 'Lampa', demoShopAt: baseURL });
}

async function startCheckout(page: Page, baseURL: string | undefined): Promise<void> {
  await createAccount(page.request);
  await page.goto(`/checkout/${await openCheckout(page.request, baseURL ?? '')}`);
  await page.getByLabel(/Pročitao\/la sam predugovorne informacije/).check();
}

/**
 * What is on screen now, as a PNG for people to look at (./screenshots is not committed). The
 * bank's challenge is a fixed layer over the viewport, so the viewport shows it. A full-page
 * shot resizes the page for a moment, and a click into the challenge's iframe right after one
 * was lost in about one run in ten: the shopper's "Potvrdi" never reached the bank's page.
 */
async function shot(page: Page, name: string, isMobile: boolean, fullPage = true) {
  fs.mkdirSync('screenshots', { recursive: true });
  await page.screenshot({
    path: `screenshots/card-fields-${name}-${isMobile ? 390 : 1440}.png`,
    fullPage,
  });
}

const pay = (page: Page) => page.getByRole('button', { name: /^Potvrdi i plati 10,00\s€/ }).click();
const paid = async (page: Page) => {
  await page.getByRole('button', { name: 'Nazad u prodavnicu' }).click();
  await expect(page).toHaveURL(/\/demo-shop\?status=success/);
};

test.describe('hosted card fields', () => {
  test('a checkout is paid with a card typed inside the acquirer iframe @mobile', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    await startCheckout(page, baseURL);
    await typeCardInFields(page, CARDS.approved);
    await expectNoCardInputOnPage(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'checkout', isMobile);
    await pay(page);
    await paid(page);
  });

  test('a declined card is explained in Montenegrin, and another card then pays', async ({
    page,
    baseURL,
  }) => {
    await startCheckout(page, baseURL);
    await typeCardInFields(page, CARDS.declined);
    await pay(page);
    await expect(page.getByTestId('card-error')).toHaveText('Kartica je odbijena.');
    await expect(page).toHaveURL(/\/checkout\/cs_/);
    // The used payment is gone: the fields open a fresh one for the next card.
    await typeCardInFields(page, CARDS.approved);
    await pay(page);
    await paid(page);
  });

  test('the bank asks for 3-D Secure: "Approve" pays @mobile', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    await startCheckout(page, baseURL);
    await typeCardInFields(page, CARDS.threeDSecure);
    await pay(page);
    await expect(page.locator('[data-acquirer-challenge]')).toBeVisible();
    await shot(page, 'challenge', isMobile, false);
    await answerChallenge(page, 'approve');
    await paid(page);
  });

  test('the bank asks for 3-D Secure: "Deny" pays nothing and says so', async ({
    page,
    baseURL,
  }) => {
    await startCheckout(page, baseURL);
    await typeCardInFields(page, CARDS.threeDSecure);
    await pay(page);
    await answerChallenge(page, 'deny');
    await expect(page.locator('[data-acquirer-challenge]')).toHaveCount(0);
    await expect(page.getByTestId('card-error')).toHaveText('Kartica je odbijena.');
    await expect(page).toHaveURL(/\/checkout\/cs_/);
    await expect(page.getByRole('button', { name: /^Potvrdi i plati/ })).toBeEnabled();
  });

  test("an instalment is paid from the shopper's plan through the card fields", async ({
    page,
    baseURL,
  }) => {
    await startCheckout(page, baseURL);
    await typeCardInFields(page, CARDS.approved);
    await pay(page);
    await paid(page);
    await page.goto('/dashboard');
    const plan = page.getByTestId('plan-card').filter({ hasText: 'Lampa' }).first();
    await plan.getByRole('button', { name: /^Plati 2\. ratu/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Plaćanje 2. rate' });
    await typeCardInFields(dialog, CARDS.approved);
    await expectNoCardInputOnPage(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: /^Plati 10,00\s€/ }).click();
    await expectToast(page, 'Plaćanje uspješno');
    await expect(plan.getByTestId('instalment-2')).toContainText('Plaćeno');
  });

  test('a 3-D Secure challenge over the pay dialog can be answered, by keyboard too', async ({
    page,
    baseURL,
  }) => {
    await startCheckout(page, baseURL);
    await typeCardInFields(page, CARDS.approved);
    await pay(page);
    await paid(page);
    await page.goto('/dashboard');
    const plan = page.getByTestId('plan-card').filter({ hasText: 'Lampa' }).first();
    await plan.getByRole('button', { name: /^Plati 2\. ratu/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Plaćanje 2. rate' });
    await typeCardInFields(dialog, CARDS.threeDSecure);
    await dialog.getByRole('button', { name: /^Plati 10,00\s€/ }).click();
    const challenge = page.frameLocator('[data-acquirer-challenge] iframe');
    await expect(challenge.getByRole('button', { name: 'Potvrdi' })).toBeVisible();
    // The dialog stays open under the bank's layer, and the layer takes the keyboard.
    await expect(dialog).toBeVisible();
    await challenge.getByRole('button', { name: 'Potvrdi' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Plaćanje uspješno');
    await expect(plan.getByTestId('instalment-2')).toContainText('Plaćeno');
  });

  test('fields that cannot load say so in Montenegrin and load again on request', async ({
    page,
    baseURL,
  }) => {
    let blocked = true;
    await page.route('**/dist/components.js', (route) =>
      blocked ? route.abort() : route.continue(),
    );
    await startCheckout(page, baseURL);
    const fields = page.getByTestId('hosted-card-fields');
    await expect(fields.getByRole('alert')).toContainText('Polja za karticu se nijesu učitala.');
    await expectNoSeriousA11yViolations(page);
    // Paying without the fields asks to wait for them instead of sending anything.
    await pay(page);
    await expect(page.getByTestId('card-error')).toHaveText(
      'Sačekaj da se polja za karticu učitaju.',
    );
    blocked = false;
    await fields.getByRole('button', { name: 'Učitaj ponovo' }).click();
    await typeCardInFields(page, CARDS.approved);
    await pay(page);
    await paid(page);
  });
});
