// Saved card, autopay and receipts in the browser, on a 390 px phone and on desktop: the shopper
// saves a card on the dashboard, turns autopay on, pays the next instalment with the saved card,
// downloads its PDF receipt, and removes the card (which turns autopay off).
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createAccount, expectToast, latestMessage } from './support/accounts';
import { CARDS, typeCardInFields } from './support/card-fields';
import { expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';
import { createCheckoutSession } from './support/checkout';

/**
 * A 60 € purchase in 3 instalments by the signed-in shopper, paid on the checkout page with a
 * card typed in the acquirer's fields or, in one tap, with the saved card; it returns to NaRate's
 * own demo shop page.
 */
async function buy(
  page: Page,
  baseURL: string | undefined,
  card: 'typed' | 'saved' = 'typed',
): Promise<void> {
  const reference = `E2E-C-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const id = await createCheckoutSession(page.request, 6000, {
    item: 'Ruksak',
    reference,
    demoShopAt: baseURL ?? '',
  });
  await page.goto(`/checkout/${id}`);
  await page.getByLabel(/Pročitao\/la sam predugovorne informacije/).check();
  if (card === 'typed') {
    await typeCardInFields(page, CARDS.approved);
  } else {
    // The saved card is chosen already and no card fields open.
    await expect(page.getByLabel('Sačuvana kartica Visa •••• 4242')).toBeChecked();
    await expect(page.getByLabel('Nova kartica')).not.toBeChecked();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const width = page.viewportSize()?.width ?? 0;
    fs.mkdirSync('screenshots', { recursive: true });
    await page.screenshot({ path: `screenshots/saved-card-checkout-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: /^Potvrdi i plati 20,00\s€/ }).click();
  await page.getByRole('button', { name: 'Nazad u prodavnicu' }).click();
  await expect(page).toHaveURL(/\/demo-shop\?status=success/);
}

/** What is on screen now, as a PNG for people to look at (./screenshots is not committed). */
async function shot(page: Page, name: string, isMobile: boolean) {
  fs.mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/saved-card-${name}-${isMobile ? 390 : 1440}.png` });
}

test.describe('saved card, autopay and receipts', () => {
  test('save a card, turn autopay on, pay with the saved card, download the receipt, remove the card @mobile', async ({
    page,
    request,
    isMobile,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(
      isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    );
    const account = await createAccount(request);
    await signInViaApi(page, account);
    await buy(page, baseURL);
    await page.goto('/dashboard');

    const section = page.getByRole('region', { name: 'Kartica i automatsko plaćanje' });
    await expect(section.getByText('Nemaš sačuvanu karticu.')).toBeVisible();
    await section.getByRole('button', { name: 'Sačuvaj karticu' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Sačuvaj karticu' });
    await typeCardInFields(saveDialog, CARDS.approved);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'save-dialog', isMobile);
    await saveDialog.getByRole('button', { name: 'Sačuvaj karticu' }).click();
    await expectToast(page, 'Kartica je sačuvana');
    await expect(section.getByTestId('saved-card')).toContainText('Visa •••• 4242');
    await expect(section.getByTestId('saved-card')).toContainText('Ističe 12/35');

    // Autopay on.
    const autopay = section.getByRole('switch', { name: 'Automatsko plaćanje' });
    await expect(autopay).toHaveAttribute('aria-checked', 'false');
    await autopay.click();
    // Turning it on asks first, with what the shopper authorises; cancel leaves it off.
    const ask = page.getByRole('dialog', { name: 'Uključiti automatsko plaćanje?' });
    await expect(ask).toContainText('Ovlašćuješ NaRate');
    await expect(ask).toContainText('Visa •••• 4242');
    await expect(ask).toContainText('isključiti u svakom trenutku');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'autopay-confirm', isMobile);
    await ask.getByRole('button', { name: 'Odustani' }).click();
    await expect(ask).toBeHidden();
    await expect(autopay).toHaveAttribute('aria-checked', 'false');
    await autopay.click();
    await ask.getByRole('button', { name: 'Uključi automatsko plaćanje' }).click();
    await expectToast(page, 'Automatsko plaćanje je uključeno');
    await expect(autopay).toHaveAttribute('aria-checked', 'true');
    // The shopper keeps a copy of the authorisation by email.
    const mail = await latestMessage(request, account.email, /ovlašćuješ NaRate/);
    expect(mail.subject).toBe('Automatsko plaćanje je uključeno');
    await expect(
      section.getByText(/kartice koja se završava na 4242 na dan dospijeća/),
    ).toBeVisible();
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'dashboard', isMobile);

    // Pay the 2nd instalment with the saved card: it is chosen already, no card fields.
    const plan = page.getByTestId('plan-card').first();
    await plan.getByRole('button', { name: 'Plati 2. ratu (20,00 €)' }).click();
    const payDialog = page.getByRole('dialog', { name: 'Plaćanje 2. rate' });
    await expect(payDialog.getByLabel('Sačuvana kartica Visa •••• 4242')).toBeChecked();
    await expect(payDialog.getByLabel('Broj kartice')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'pay-dialog', isMobile);
    await payDialog.getByRole('button', { name: 'Plati 20,00 €' }).click();
    await expectToast(page, 'Plaćanje uspješno');
    await expect(plan.getByTestId('instalment-2')).toContainText('Plaćeno');

    // Each payment has its receipt; the 2nd instalment's opens as a PDF.
    const receipts = plan.getByTestId('plan-receipts');
    await expect(receipts.getByRole('listitem')).toHaveCount(2);
    // Each receipt is listed with its own number, R-<year>-<sequence>.
    await expect(receipts.getByRole('listitem').nth(1)).toContainText(/^R-\d{4}-\d{6,} · 2\. rata/);
    const link = receipts.getByRole('link', { name: 'Potvrda o plaćanju (PDF): 2. rata' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/me\/payments\/[0-9a-f-]{36}\/receipt\.pdf\?locale=me$/);
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(await pdf.body());
    expect(doc.getTitle()).toBe('Potvrda o plaćanju');
    await receipts.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, 'receipts', isMobile);

    // The next purchase pays its first instalment with the saved card in one tap.
    await buy(page, baseURL, 'saved');
    await page.goto('/dashboard');
    await expect(page.getByTestId('plan-card')).toHaveCount(2);

    // Remove the card: asked first; autopay goes with it.
    await section.getByRole('button', { name: 'Ukloni karticu' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ukloniti sačuvanu karticu?' });
    await expect(confirm).toContainText('automatsko plaćanje isključeno');
    await confirm.getByRole('button', { name: 'Ukloni', exact: true }).click();
    await expectToast(page, 'Kartica je uklonjena');
    await expect(section.getByText('Nemaš sačuvanu karticu.')).toBeVisible();
    await expect(section.getByRole('switch')).toHaveCount(0);
    const card = await page.request.get('/api/me/card');
    expect(await card.json()).toEqual({ card: null });
  });

  test('in English: the card section, the pay dialog choice and an English receipt', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request);
    await signInViaApi(page, account);
    await buy(page, baseURL);
    await page.goto('/dashboard?lang=en');
    const section = page.getByRole('region', { name: 'Card and autopay' });
    await section.getByRole('button', { name: 'Save a card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save a card' });
    await typeCardInFields(dialog, CARDS.approved, 'en');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(section.getByTestId('saved-card')).toContainText('•••• 4242');
    await section.getByRole('switch', { name: 'Autopay' }).click();
    const ask = page.getByRole('dialog', { name: 'Turn autopay on?' });
    await expect(ask).toContainText('You authorise NaRate');
    await ask.getByRole('button', { name: 'Turn autopay on' }).click();
    await expect(section.getByText(/charged to the card ending 4242/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, 'dashboard-en', false);
    const link = page.getByRole('link', { name: 'Payment receipt (PDF): Instalment 1' });
    const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
    expect((await PDFDocument.load(await pdf.body())).getTitle()).toBe('Payment receipt');
  });
});
