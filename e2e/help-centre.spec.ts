import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';

test.describe('/pomoc help centre', () => {
  test('the footer\'s "Česta pitanja" opens it; a search without diacritics finds the answer, which links to the contact form @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Česta pitanja' }).click();
    await expect(page).toHaveURL(/\/pomoc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pomoć i česta pitanja');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Limit',
      'Odbijene kupovine',
      'Plaćanje rata',
      'Pomjeranje rate i odustajanje',
      'Povraćaj novca',
      'Sigurnost',
      'Troškovi',
    ]);

    const search = page.getByRole('searchbox', { name: 'Pretraži pitanja' });
    await search.fill('kasnjenje');
    await expect(page.getByText(/Pronađenih pitanja: \d+/)).toBeVisible();
    const answer = page.getByRole('group').filter({ hasText: 'Šta ako zakasnim s ratom?' });
    await expect(answer).toContainText('kredit skor pada za 50 bodova');
    await answer.getByRole('link', { name: 'Piši nam preko kontakt forme' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
  });

  test('fees and support hours in the answers are the real ones; a search with no match offers the contact form', async ({
    page,
  }) => {
    await page.goto('/pomoc');
    await page.getByRole('searchbox', { name: 'Pretraži pitanja' }).fill('trgovac provizij');
    const fee = page.getByRole('group').filter({ hasText: 'Koliko plaća trgovac?' });
    await expect(fee).toContainText('3\u00a0% do 5.000 €');
    await expect(fee).toContainText('2,5\u00a0% do 20.000 €');
    await expect(fee).toContainText('sljedećeg radnog dana');

    await page.getByRole('searchbox', { name: 'Pretraži pitanja' }).fill('podrska');
    await expect(page.getByRole('group').filter({ hasText: 'Kada radi podrška?' })).toContainText(
      'od 09:00 do 17:00',
    );

    await page.getByRole('searchbox', { name: 'Pretraži pitanja' }).fill('kriptovaluta');
    await expect(
      page.getByText('Nijedno pitanje ne odgovara pretrazi „kriptovaluta“.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Piši nam preko kontakt forme' })).toBeVisible();
    await page.getByRole('button', { name: 'Obriši pretragu' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7);
  });

  test('speaks English with the English catalogue', async ({ page }) => {
    await page.goto('/pomoc?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Help and frequently asked questions',
    );
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('withdraw');
    const answer = page
      .getByRole('group')
      .filter({ hasText: 'How do I withdraw from the credit?' });
    await expect(answer).toContainText('Within 14 days');
    await expect(
      answer.getByRole('link', { name: 'Write to us through the contact form' }),
    ).toBeVisible();
  });

  test('axe finds no serious violation, closed and while searching @mobile', async ({ page }) => {
    await page.goto('/pomoc');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('searchbox', { name: 'Pretraži pitanja' }).fill('limit');
    await expect(page.getByText(/Pronađenih pitanja: \d+/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
