import { expect, test, type Page } from '@playwright/test';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';

const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('landing page, signed out', () => {
  test('has every section in page order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kupi odmah, plati NaRate');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Kako funkcioniše',
      'NaRate u tvojoj omiljenoj prodavnici',
      'NaRate aplikacija na tvom telefonu',
      'Izračunaj svoju ratu',
      'Tvoj kredit skor raste s tobom',
      'Za kupce i za trgovce',
      'Tvoja sigurnost je na prvom mjestu',
      'Spreman za pametniju kupovinu?',
    ]);
    await expect(page.locator('#trgovci')).toBeVisible();
  });

  test('hero: "Počni odmah" goes to /signup and "Saznaj više" to /kako-radi', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Počni odmah' }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Saznaj više', exact: true }).click();
    await expect(page).toHaveURL(/\/kako-radi$/);
  });

  test('the three steps are listed', async ({ page }) => {
    await page.goto('/');
    const steps = region(page, 'Kako funkcioniše').getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole('heading')).toHaveText([
      'Izaberi proizvod',
      'Registruj se',
      'Primi proizvod i plati na rate',
    ]);
  });

  test('the price widget and the checkout button demo', async ({ page }) => {
    await page.goto('/');
    const widgets = region(page, 'NaRate u tvojoj omiljenoj prodavnici');
    await expect(widgets.getByText('ili 3 rate od 200,00 € bez kamate')).toBeVisible();
    await widgets.getByRole('button', { name: /Plati na rate uz NaRate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ovo je demo dugme' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Zatvori' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(widgets.getByRole('button', { name: /Plati na rate uz NaRate/ })).toBeFocused();
    await widgets.getByRole('button', { name: /Plati na rate uz NaRate/ }).click();
    await page.getByRole('link', { name: 'Isprobaj demo prodavnicu' }).click();
    await expect(page).toHaveURL(/\/demo-shop$/);
  });

  test('the app section: no store badges, a QR code to /aplikacija', async ({ page, baseURL }) => {
    await page.goto('/');
    const app = region(page, 'NaRate aplikacija na tvom telefonu');
    await expect(app.getByText(/uskoro|App Store|Google Play/)).toHaveCount(0);
    await expect(
      app.getByRole('img', { name: 'Prikaz NaRate aplikacije na telefonu' }),
    ).toBeVisible();
    const qr = app.getByRole('img', { name: 'QR kod koji vodi na stranicu NaRate aplikacije' });
    // The encoder loads when the section comes near the screen.
    await app.scrollIntoViewIfNeeded();
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(qr).toHaveAttribute('data-qr-target', `${baseURL}/aplikacija`);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await app.getByRole('link', { name: 'Više o aplikaciji' }).click();
    await expect(page).toHaveURL(/\/aplikacija$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NaRate aplikacija');
  });

  test('the credit-score explainer lists the five levels with their limits', async ({ page }) => {
    await page.goto('/');
    const levels = page.getByRole('list', { name: 'Nivoi kredit skora' }).getByRole('listitem');
    await expect(levels).toHaveCount(5);
    await expect(levels.getByRole('heading')).toHaveText([
      'Početnik',
      'Prosječan',
      'Dobar',
      'Vrlo Dobar',
      'Odličan',
    ]);
    await expect(levels.nth(0)).toContainText('Skor 300–499');
    await expect(levels.nth(0)).toContainText('Limit do 100 €');
    await expect(levels.nth(3)).toContainText('Limit do 1.500 €');
    await expect(levels.nth(4)).toContainText('Skor 850–1000');
    await expect(levels.nth(4)).toContainText('Limit do 3.000+ €');
  });

  test('"Počni kupovati" opens the three-step dialog; close and log in work', async ({ page }) => {
    await page.goto('/');
    const start = page.getByRole('button', { name: 'Počni kupovati' });
    await start.click();
    const dialog = page.getByRole('dialog', { name: 'Kako kupovati uz NaRate' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toContainText([
      'Izaberi proizvod kod partnerskog trgovca.',
      'Na blagajni izaberi plaćanje na rate.',
      'Primi proizvod odmah i plati u 3 mjesečne rate.',
    ]);
    await dialog.getByRole('button', { name: 'Zatvori' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(start).toBeFocused();

    await start.click();
    // Escape closes the dialog once it is open (a key pressed before it has opened reaches the
    // page under it).
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await start.click();
    await dialog.getByRole('link', { name: 'Prijavi se' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the business button goes to /business-signup', async ({ page }) => {
    await page.goto('/');
    await page.locator('#trgovci').getByRole('link', { name: 'Postani partner' }).click();
    await expect(page).toHaveURL(/\/business-signup$/);
  });

  test('security section and final call to action', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Saznaj više o sigurnosti' }).click();
    await expect(page).toHaveURL(/\/sigurnost$/);
    for (const [name, path] of [
      ['Počni odmah', /\/signup$/],
      ['Kreiraj besplatan nalog', /\/signup$/],
      ['Kontaktiraj nas', /\/kontakt$/],
    ] as const) {
      await page.goto('/');
      await region(page, 'Spreman za pametniju kupovinu?').getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
    }
  });

  test('the footer link /#trgovci lands on the businesses panel', async ({ page }) => {
    await page.goto('/kontakt');
    await page.locator('footer').getByRole('link', { name: 'Za trgovce' }).click();
    await expect(page).toHaveURL(/\/#trgovci$/);
    await expect(page.locator('#trgovci')).toBeInViewport();
  });
});

test.describe('landing page, signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO_SHOPPER);
  });

  test('"Počni odmah" and the final call to action go to /dashboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Počni odmah' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await region(page, 'Spreman za pametniju kupovinu?')
      .getByRole('link', { name: 'Počni odmah' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('"Počni kupovati" goes to /dashboard; the banner shows after 300 ms for 4 s', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
    // From here on time moves only when the test says so.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: 'Počni kupovati' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByText('Dobrodošao nazad!');
    await page.clock.runFor(290);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(banner).toBeVisible();
    await expect(
      page.getByText('Ovdje možeš pregledati aktivne rate i ekskluzivne ponude.'),
    ).toBeVisible();
    await page.clock.runFor(3600);
    await expect(banner).toBeVisible();
    // Past 4 s the banner leaves (after its short exit animation).
    await page.clock.runFor(400);
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(banner).toHaveCount(0, { timeout: 50 });
    }).toPass({ timeout: 5000 });
  });

  test('/sigurnost offers /dashboard', async ({ page }) => {
    await page.goto('/sigurnost');
    await page.getByRole('link', { name: 'Idi na moj nalog' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('calculator', () => {
  const amountField = (page: Page) => page.getByLabel('Iznos kupovine (€)');
  const perInstalment = (page: Page) => page.getByTestId('per-instalment');
  const schedule = (page: Page) => page.getByRole('list', { name: 'Plan otplate' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await region(page, 'Izračunaj svoju ratu').scrollIntoViewIfNeeded();
  });

  test('starts at 600 € in 3 instalments of 200,00 €', async ({ page }) => {
    await expect(amountField(page)).toHaveValue('600');
    await expect(page.getByRole('radio', { name: '3 rate' })).toBeChecked();
    await expect(page.getByLabel('Iznos kupovine, klizač')).toHaveValue('600');
    await expect(perInstalment(page)).toHaveText('200,00 €');
    await expect(schedule(page).getByRole('listitem')).toHaveCount(3);
    await expect(schedule(page).getByRole('listitem').first()).toContainText('(danas)');
    await expect(page.getByRole('button', { name: 'Prikaži plan otplate' })).toHaveCount(0);
  });

  for (const typed of ['', '.']) {
    test(`"${typed}" counts as 0 and shows 0 on blur`, async ({ page }) => {
      await amountField(page).fill(typed);
      await expect(amountField(page)).toHaveValue(typed);
      await expect(perInstalment(page)).toHaveText('0,00 €');
      await expect(page.getByTestId('calculator-total')).toHaveText('0,00 €');
      await amountField(page).blur();
      await expect(amountField(page)).toHaveValue('0');
    });
  }

  test('non-numeric typing is ignored', async ({ page }) => {
    await amountField(page).click();
    await amountField(page).press('End');
    await amountField(page).pressSequentially('abc');
    await expect(amountField(page)).toHaveValue('600');
    await amountField(page).pressSequentially(',5x');
    await expect(amountField(page)).toHaveValue('600,5');
    await expect(perInstalment(page)).toHaveText('200,17 €');
  });

  test('99999 is clamped to 5000', async ({ page }) => {
    await amountField(page).fill('99999');
    await expect(perInstalment(page)).toHaveText('1.666,67 €');
    await expect(page.getByTestId('calculator-total')).toHaveText('5.000,00 €');
    await expect(page.getByLabel('Iznos kupovine, klizač')).toHaveValue('5000');
    await amountField(page).blur();
    await expect(amountField(page)).toHaveValue('5000');
  });

  test('reads "1.234,56" and "1,234.56" alike and says what it understood', async ({ page }) => {
    const understood = page.getByTestId('amount-understood');
    for (const typed of ['1.234,56', '1,234.56', '1234,56']) {
      await amountField(page).fill(typed);
      await expect(understood).toHaveText('Računamo sa 1.234,56 €');
      await expect(perInstalment(page)).toHaveText('411,52 €');
    }
    await amountField(page).fill('1.2.3');
    await expect(understood).toContainText('Ovaj iznos ne razumijemo');
    await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('the schedule splits to the cent and adds up to the total', async ({ page }) => {
    await amountField(page).fill('100');
    await expect(perInstalment(page)).toHaveText('33,33 €');
    await expect(schedule(page).getByRole('listitem')).toHaveCount(3);
    const amounts = schedule(page).getByRole('listitem').locator('span.tabular-nums');
    await expect(amounts).toHaveText(['33,34 €', '33,33 €', '33,33 €']);
  });

  test('the amount slider moves in steps of 50 and fills the field', async ({ page }) => {
    const slider = page.getByLabel('Iznos kupovine, klizač');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(amountField(page)).toHaveValue('650');
    await page.keyboard.press('End');
    await expect(amountField(page)).toHaveValue('5000');
    await page.keyboard.press('Home');
    await expect(amountField(page)).toHaveValue('0');
  });

  test('12 instalments collapse behind a toggle and scroll at 250 px @mobile', async ({ page }) => {
    // Only the counts the checkout offers.
    const counts = page.getByRole('group', { name: 'Broj rata' }).getByRole('radio');
    await expect(counts).toHaveCount(3);
    await page.getByText('12 rata', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '12 rata' })).toBeChecked();
    await expect(perInstalment(page)).toHaveText('50,00 €');
    await expect(schedule(page)).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Prikaži plan otplate' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const hide = page.getByRole('button', { name: 'Sakrij plan otplate' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(schedule(page).getByRole('listitem')).toHaveCount(12);
    const box = await schedule(page).evaluate((list) => ({
      height: list.getBoundingClientRect().height,
      scrollable: list.scrollHeight > list.clientHeight,
      maxHeight: getComputedStyle(list).maxHeight,
    }));
    expect(box).toEqual({ height: 250, scrollable: true, maxHeight: '250px' });
    await hide.click();
    await expect(schedule(page)).toHaveCount(0);
    // Back to 3 instalments: no toggle, the list shows by itself.
    await page.getByText('3 rate', { exact: true }).click();
    await expect(schedule(page).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Prikaži plan otplate' })).toHaveCount(0);
  });
});

test.describe('content pages', () => {
  test('/kako-radi: steps, stats, benefits and its two buttons', async ({ page }) => {
    await page.goto('/kako-radi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kako radi NaRate');
    await expect(region(page, 'Tri koraka').getByRole('heading', { level: 3 })).toHaveText([
      'Izaberi proizvod',
      'Izaberi opciju plaćanja na rate',
      'Preuzmi odmah',
    ]);
    await expect(region(page, 'Zašto NaRate').getByRole('heading', { level: 3 })).toHaveText([
      '3, 6 ili 12 rata',
      'Bez skrivenih troškova',
      'Trenutno odobrenje',
      'Sigurnost',
    ]);
    await page.getByTestId('stat-value').first().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('stat-value')).toHaveText(['12', '14', '1']);
    await page.getByRole('link', { name: 'Kreiraj nalog' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/kako-radi');
    await page.getByRole('link', { name: 'Nazad na početnu' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/kako-radi stats count up over 1.5 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/kako-radi');
    await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const stats = page.getByTestId('stat-value');
    await stats.first().scrollIntoViewIfNeeded();
    await expect(stats).toHaveText(['0', '0', '0']);
    // The section is taken over in a task of its own after the page, and counts from the moment
    // it is seen: step the clock until the count has begun, wherever that falls.
    const first = async () => Number((await stats.first().textContent())?.replace(/\D/g, ''));
    await expect(async () => {
      await page.clock.runFor(20);
      expect(await first()).toBeGreaterThan(0);
    }).toPass();
    expect(await first()).toBeLessThan(12);
    await page.clock.runFor(1500);
    await expect(stats).toHaveText(['12', '14', '1']);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('/kako-radi shows the final stats at once', async ({ page }) => {
      await page.clock.install();
      await page.goto('/kako-radi');
      await expect(page.getByTestId('stat-value')).toHaveText(['12', '14', '1']);
    });
  });

  test('/o-nama: vision, team, values and the link to /kontakt', async ({ page }) => {
    await page.goto('/o-nama');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nama');
    for (const name of ['Naša vizija', 'Naš tim', 'Naše vrijednosti']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Kontaktiraj nas' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
  });

  test('/sigurnost offers /signup when signed out', async ({ page }) => {
    await page.goto('/sigurnost');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sigurnost i privatnost');
    await page.getByRole('main').getByRole('link', { name: 'Kreiraj nalog' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('/aplikacija explains installing the app, with no store badges', async ({ page }) => {
    await page.goto('/aplikacija');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NaRate aplikacija');
    await expect(page.getByRole('main').getByText(/uskoro|App Store|Google Play/)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Kreiraj nalog' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('page meta', () => {
  const PAGES = [
    ['/', 'NaRate — Kupi odmah, plati NaRate'],
    ['/kako-radi', 'Kako radi — NaRate'],
    ['/o-nama', 'O nama — NaRate'],
    ['/sigurnost', 'Sigurnost i privatnost — NaRate'],
    ['/kontakt', 'Kontakt — NaRate'],
    ['/aplikacija', 'Aplikacija — NaRate'],
  ] as const;
  for (const [path, title] of PAGES) {
    test(`${path} has its title, description, Open Graph tags, favicon and lang`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(10);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        description ?? '',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn-ME');
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect((await page.request.get(icon ?? '/missing')).status()).toBe(200);
    });
  }
});

test.describe('English', () => {
  test('the footer switch translates the public pages', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByLabel('Jezik').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy now, pay in instalments');
    await expect(page).toHaveTitle('NaRate — Buy now, pay in instalments');
    await expect(page.getByText('or 3 interest-free instalments of €200.00')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Work out your instalment' })).toBeVisible();
    await expect(page.getByTestId('per-instalment')).toHaveText('€200.00');
    await page.getByRole('button', { name: 'Start shopping' }).click();
    await expect(page.getByRole('dialog', { name: 'How to shop with NaRate' })).toBeVisible();
    await page.keyboard.press('Escape');
    for (const [path, heading] of [
      ['/kako-radi', 'How NaRate works'],
      ['/o-nama', 'About us'],
      ['/sigurnost', 'Security and privacy'],
      ['/kontakt', 'Contact'],
      ['/aplikacija', 'The NaRate app'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await expect(page.getByRole('heading', { name: 'How to install' })).toBeVisible();
    // The demo shop's products are in English too.
    await page.goto('/demo-shop');
    await expect(page.getByRole('heading', { name: 'City backpack' })).toBeVisible();
    await expect(page.getByText('Waterproof backpack with a sleeve')).toBeVisible();
    // Signing up, the JMBG says what it is.
    await page.goto('/signup');
    await expect(
      page.getByLabel('JMBG (your 13-digit personal identification number)'),
    ).toBeVisible();
  });
});

test.describe('accessibility of the public pages @mobile', () => {
  for (const path of ['/', '/kako-radi', '/o-nama', '/sigurnost', '/kontakt', '/aplikacija']) {
    test(`axe finds no serious violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') {
        await region(page, 'NaRate aplikacija na tvom telefonu').scrollIntoViewIfNeeded();
        await expect(page.getByRole('img', { name: /QR kod/ })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('axe finds no serious violation in the landing dialogs and the open schedule', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByText('12 rata', { exact: true }).click();
    await page.getByRole('button', { name: 'Prikaži plan otplate' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Počni kupovati' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('no page scrolls sideways at 360 px, in either language', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const locale of ['me', 'en']) {
      // What the footer's language switch sets; the server picks the prerendered page by it.
      await page.context().addCookies([{ name: 'narate_locale', value: locale, url: baseURL }]);
      for (const path of ['/', '/kako-radi', '/o-nama', '/sigurnost', '/kontakt', '/aplikacija']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${locale} ${path}`).toBe(0);
      }
    }
  });
});
