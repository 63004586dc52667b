import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { submitPartnerForm, uniquePib, uniqueSurname } from './support/partner-application';

test.describe('partner application', () => {
  test('a visitor applies; the toast confirms and the form clears', async ({ page }) => {
    await page.goto('/postani-partner', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Postani NaRate partner');
    await submitPartnerForm(page, {
      companyName: 'Primorska Trgovina d.o.o.',
      pib: uniquePib(),
      contactLastName: uniqueSurname(),
    });
    await expect(page.getByText('Uspješno!')).toBeVisible();
    await expect(page.getByLabel('Naziv kompanije')).toHaveValue('');
    await expect(page.getByLabel('PIB')).toHaveValue('');
    await expect(page.getByLabel(/Prihvatam uslove/)).not.toBeChecked();
  });

  test('the first invalid field is named in the validation toast and under the field', async ({
    page,
  }) => {
    await page.goto('/business-signup', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Pošalji zahtjev' }).click();
    await expect(page.getByText('Greška validacije')).toBeVisible();
    const companyName = page.getByLabel('Naziv kompanije');
    await expect(companyName).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Naziv kompanije je obavezan' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Prihvati uslove da nastaviš' }),
    ).toBeVisible();

    await companyName.fill('Firma & Sinovi');
    await page.getByLabel('PIB').fill('02655285');
    await page.getByLabel('IBAN', { exact: true }).fill('ME25 5050 0001 2345 6789');
    await page.getByRole('button', { name: 'Pošalji zahtjev' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Crnogorski IBAN ima 22 znaka: ME i 20 cifara.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Naziv kompanije sadrži nedozvoljene karaktere' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'PIB nije ispravan' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Izaberi tip biznisa' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Izaberi opseg prihoda' }),
    ).toBeVisible();
  });

  test('shows benefits, the three pricing tiers, four steps and the personal sign-up link', async ({
    page,
  }) => {
    await page.goto('/business-signup', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Zašto NaRate?' })).toBeVisible();
    const pricing = page.getByRole('region', { name: 'Cjenovni paketi' });
    await expect(pricing.getByRole('listitem')).toHaveText([
      /Starter\s*3\u00a0%.*Do 5\.000 € mjesečno/,
      /Growth\s*2,5\u00a0%.*Do 20\.000 € mjesečno/,
      /Enterprise\s*Po dogovoru\s*najviše 2,5\u00a0% po transakciji.*Preko 20\.000 € mjesečno/,
    ]);
    const steps = page.getByRole('region', { name: 'Kako postaješ partner' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await page.getByRole('link', { name: 'Registruj se' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('axe finds no serious violation on the partner page @mobile', async ({ page }) => {
    await page.goto('/postani-partner', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Pošalji zahtjev' }).click();
    await expect(page.getByText('Greška validacije')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
