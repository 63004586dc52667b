// A signed-in shopper reaches every part of the account from the avatar menu (the phone menu on a
// phone), and the dashboard is short on a phone: section tabs, schedules and limit rules collapsed.
import { expect, test } from '@playwright/test';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

const TEXTS = {
  me: {
    menu: 'Meni naloga',
    openMenu: 'Otvori meni',
    items: ['Kontrolna tabla', 'Kupovine', 'Kartice i plaćanje', 'Profil', 'Pomoć', 'Odjavi se'],
    tabs: 'Dijelovi kontrolne table',
    allPurchases: 'Sve kupovine',
  },
  en: {
    menu: 'Account menu',
    openMenu: 'Open menu',
    items: ['Dashboard', 'Purchases', 'Cards and payments', 'Profile', 'Help', 'Sign out'],
    tabs: 'Dashboard sections',
    allPurchases: 'All purchases',
  },
} as const;

for (const locale of ['me', 'en'] as const) {
  const x = TEXTS[locale];

  test(`the avatar menu reaches every part of the account (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInViaApi(page, DEMO_SHOPPER);
    await page.goto('/');
    await expect(page.getByRole('button', { name: x.menu })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: x.menu }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([...x.items]);
    // The full purchase list is always one tap away, however few purchases there are.
    await menu.getByRole('menuitem', { name: x.items[1] }).click();
    await expect(page).toHaveURL(/\/dashboard\/transakcije$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.allPurchases);
    // "Cards and payments" lands on the saved card part of the dashboard.
    await page.getByRole('button', { name: x.menu }).click();
    await page.getByRole('menuitem', { name: x.items[2] }).click();
    await expect(page).toHaveURL(/\/dashboard#kartica$/);
    await expect(page.locator('#kartica')).toBeInViewport();
  });

  test(`on a 390 px phone the menu and the dashboard stay short and in the screen (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'narate_locale', value: locale, url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, DEMO_SHOPPER);
    await page.goto('/dashboard');
    await expect(page.getByTestId('credit-score')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    // Section tabs jump to each part; each is a comfortable tap target.
    const tabs = page.getByRole('navigation', { name: x.tabs }).getByRole('link');
    expect(await tabs.count()).toBeGreaterThanOrEqual(5);
    for (const tab of await tabs.all()) {
      expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    // Schedules and the limit rules start collapsed; one tap opens them.
    const schedules = page.getByTestId('plan-card-schedule');
    for (const schedule of await schedules.all()) {
      await expect(schedule).not.toHaveAttribute('open');
    }
    await expect(page.getByTestId('limit-rules')).not.toHaveAttribute('open');
    if ((await schedules.count()) > 0) {
      await schedules.first().locator('summary').click();
      await expect(schedules.first().getByRole('table')).toBeVisible();
    }
    // The credit area asks for nothing social.
    await expect(page.getByLabel(locale === 'me' ? 'O meni' : 'About me')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // The phone menu lists the same places, each at least 44 px tall.
    await page.getByRole('button', { name: x.openMenu }).click();
    const phoneMenu = page.locator('#mobile-menu');
    for (const label of x.items.slice(0, 5)) {
      const link = phoneMenu.getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await phoneMenu.getByRole('link', { name: x.items[1], exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/transakcije$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
}
