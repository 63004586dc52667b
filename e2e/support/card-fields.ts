// The acquirer's hosted card fields, as a shopper uses them: the card is typed inside the
// acquirer's iframe (never into NaRate's page), and the bank's 3-D Secure challenge is answered
// in the acquirer's own layer.
import { expect, type Locator, type Page } from '@playwright/test';

export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** Types a card into the acquirer's fields inside `scope` (the page, or a dialog on it). */
export async function typeCardInFields(
  scope: Page | Locator,
  number: string,
  locale: 'me' | 'en' = 'me',
): Promise<void> {
  const fields = scope.getByTestId('hosted-card-fields');
  await expect(fields.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
  const frame = fields.frameLocator('iframe');
  const en = locale === 'en';
  await frame.getByLabel(en ? 'Card number' : 'Broj kartice').fill(number);
  await frame.getByLabel(en ? 'Expires (MM/YY)' : 'Važi do (MM/GG)').fill('12/35');
  await frame.getByLabel('CVC').fill('123');
}

/** Answers the bank's challenge ("Approve"/"Deny", or Montenegrin "Potvrdi"/"Odbij"). */
export async function answerChallenge(page: Page, decision: 'approve' | 'deny'): Promise<void> {
  const challenge = page.frameLocator('[data-acquirer-challenge] iframe');
  const name = decision === 'approve' ? /^(Approve|Potvrdi)$/ : /^(Deny|Odbij)$/;
  await challenge.getByRole('button', { name }).click();
}

/** The page NaRate serves has no input a card number or security code could be typed into. */
export async function expectNoCardInputOnPage(page: Page): Promise<void> {
  // A text box named or filled in like a card field (a "save the card" checkbox is no such box).
  const cardInputs = page.locator(
    'input:not([type="checkbox"]):not([type="radio"]):is([autocomplete^="cc-"], [name*="card" i], [id*="card" i], [name*="cvc" i])',
  );
  await expect(cardInputs).toHaveCount(0);
  await expect(page.getByLabel(/Broj kartice|Card number|CVC/)).toHaveCount(0);
}
