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

  test('the partner terms open from the checkbox, state the fees and payouts, in both languages @mobile', async ({
    page,
    context,
  }) => {
    await page.goto('/postani-partner', { waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: 'politiku privatnosti' })).toHaveAttribute(
      'href',
      '/privatnost',
    );
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'uslove za partnere' }).click(),
    ]);
    await expect(terms).toHaveURL(/\/uslovi-za-partnere$/);
    await expect(
      terms.getByRole('heading', { level: 1, name: 'Uslovi za partnere' }),
    ).toBeVisible();
    await expect(terms.getByRole('heading', { level: 2, name: '3. Provizija' })).toBeVisible();
    await expect(terms.getByText(/Starter: do 5\.000 € prometa mjesečno, 3 %/)).toBeVisible();
    await expect(terms.getByText(/isplaćujemo sljedećeg radnog dana/)).toBeVisible();
    await expectNoSeriousA11yViolations(terms);
    await terms.screenshot({ path: `${test.info().outputDir}/partner-terms.png`, fullPage: true });
    // The checkbox still checks when its label holds links.
    await page.getByRole('checkbox', { name: /Prihvatam uslove za partnere/ }).check();
    await expect(
      page.getByRole('checkbox', { name: /Prihvatam uslove za partnere/ }),
    ).toBeChecked();

    await context.addCookies([{ name: 'narate_locale', value: 'en', url: page.url() }]);
    await terms.goto('/uslovi-za-partnere');
    await expect(terms.getByRole('heading', { level: 1, name: 'Partner terms' })).toBeVisible();
    await expect(terms.getByText(/Growth: up to 20,000 € a month, 2\.5%/)).toBeVisible();
    await expect(
      terms.getByRole('contentinfo').getByRole('link', { name: 'Partner terms' }),
    ).toBeVisible();
  });

  test('axe finds no serious violation on the partner page @mobile', async ({ page }) => {
    await page.goto('/postani-partner', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Pošalji zahtjev' }).click();
    await expect(page.getByText('Greška validacije')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
