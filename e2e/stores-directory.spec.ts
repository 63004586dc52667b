import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';

test.describe('/prodavnice: search, categories and links', () => {
  test('finds the demo store by name without diacritics and by category, and its link opens the demo shop @mobile', async ({
    page,
  }) => {
    await page.goto('/prodavnice');
    const demo = page.getByTestId('store').filter({ hasText: 'Demo Prodavnica' });
    await expect(demo).toBeVisible();

    const categories = page.getByRole('group', { name: 'Kategorije' });
    await expect(categories.getByRole('button', { name: 'Sve' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await categories.getByRole('button', { name: 'Online prodaja (e-commerce)' }).click();
    await expect(
      categories.getByRole('button', { name: 'Online prodaja (e-commerce)' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(demo).toBeVisible();
    await expect(page.getByText(/Pronađenih prodavnica: \d+/)).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Pretraži prodavnice' });
    await search.fill('nepostojeca radnja');
    await expect(page.getByText('Nijedna prodavnica ne odgovara pretrazi.')).toBeVisible();
    await expect(page.getByTestId('store')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Prikaži sve prodavnice' }).click();
    await expect(search).toHaveValue('');

    await search.fill('DEMO prodavnica');
    await expect(page.getByTestId('store')).toHaveCount(1);
    await demo.getByRole('link', { name: 'Otvori prodavnicu' }).click();
    await expect(page).toHaveURL(/\/demo-shop$/);
  });

  test('speaks English, and axe finds no serious violation', async ({ page }) => {
    await page.goto('/prodavnice?lang=en');
    await expect(page.getByRole('searchbox', { name: 'Search the stores' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'All' }),
    ).toBeVisible();
    await expect(
      page
        .getByTestId('store')
        .filter({ hasText: 'Demo Prodavnica' })
        .getByRole('link', { name: 'Open the store' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
