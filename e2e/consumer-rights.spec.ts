// The shopper's credit rights through the browser: a declined checkout offers review by a person
// and confirms it, an admin decides it at /admin/reviews, a fresh plan is withdrawn from the
// dashboard, and one instalment is moved. Phone (390 px) and desktop, axe-clean; screenshots of
// the new screens at 390 and 1440 px.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createDemoSession } from './support/checkout';
import { createAccount, expectToast } from './support/accounts';
import { CARDS, typeCardInFields } from './support/card-fields';
import {
  DEMO_ADMIN,
  expectNoSeriousA11yViolations,
  paintWholePage,
  signInViaApi,
} from './support/fixtures';

const SHOTS = process.env.SCREENSHOT_DIR;

/**
 * A plan bought by the signed-in shopper on the checkout page, the card typed in the acquirer's
 * fields.
 */
async function buy(page: Page, amountCents: number): Promise<void> {
  const sessionId = await createDemoSession(page.request, amountCents);
  await page.route('https://shop.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>' }),
  );
  await page.goto(`/checkout/${sessionId}`);
  await page.getByLabel(/Pročitao\/la sam predugovorne informacije/).check();
  await typeCardInFields(page, CARDS.approved);
  const confirmed = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/checkout/sessions/${sessionId}/confirm`) &&
      r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /^Potvrdi i plati/ }).click();
  expect((await confirmed).status()).toBe(201);
  // The confirmation shows, and its button returns to the shop's own address (a stand-in here).
  await page.getByRole('button', { name: 'Nazad u prodavnicu' }).click();
  await expect(page).toHaveURL(/shop\.example\/hvala/);
}

/** Phones run at 390 px wide, desktops at 1440 px. */
async function sizeFor(page: Page, info: TestInfo) {
  const phone = info.project.name === 'mobile';
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  return phone ? 390 : 1440;
}

/** A screenshot of the whole page, or of the open dialog when there is one. */
async function shoot(page: Page, width: number, name: string) {
  if (!SHOTS) return;
  const path = `${SHOTS}/${name}-${width}.png`;
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await page.screenshot({ path });
  else {
    await paintWholePage(page);
    await page.screenshot({ path, fullPage: true });
  }
}

async function fillCard(page: Page) {
  await typeCardInFields(page.getByRole('dialog'), CARDS.approved);
}

test.describe('credit rights', () => {
  test('a declined checkout explains itself and offers review by a person @mobile', async ({
    page,
  }, info) => {
    const width = await sizeFor(page, info);
    await createAccount(page.request);
    const sessionId = await createDemoSession(page.request, 20_000);
    await page.goto(`/checkout/${sessionId}`);
    const card = page.getByTestId('decline-card');
    await expect(card.getByTestId('decline-reason')).toContainText(
      'prelazi tvoj raspoloživi limit',
    );
    await expect(card.getByTestId('decline-next-step')).toContainText('manji iznos');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'checkout-declined');
    await card.getByRole('button', { name: 'Zatraži pregled od strane osobe' }).click();
    await expect(card.getByTestId('review-received')).toHaveText(
      'Zahtjev je primljen. Javićemo ti se u roku od 2 radna dana.',
    );
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'checkout-review-received');
    // After a reload the page still knows the request is in.
    await page.reload();
    await expect(page.getByTestId('review-received')).toBeVisible();
  });

  test('an admin approves a reviewed purchase once at /admin/reviews @mobile', async ({
    page,
    request,
  }, info) => {
    const width = await sizeFor(page, info);
    const shopper = await createAccount(request);
    const sessionId = await createDemoSession(request, 25_000);
    const asked = await request.post(`/api/checkout/sessions/${sessionId}/review-request`, {
      headers: { 'x-narate-csrf': '1' },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    await signInViaApi(page, DEMO_ADMIN);
    await page.goto('/admin/reviews');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Zahtjevi za pregled' }),
    ).toBeVisible();
    const item = page.getByTestId('review-request').filter({ hasText: shopper.email });
    await expect(item).toContainText('250,00');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'admin-reviews');
    // 250 € with no declared income is above what the shopper can afford: the card shows the
    // declared means, and approving asks for a written reason, kept in the audit log.
    await expect(item).toContainText('Prijavljena primanja');
    await expect(item).toContainText('Nije prijavljeno');
    await item.getByRole('button', { name: 'Odobri kupovinu jednom' }).click();
    await expect(item).toContainText('Napiši razlog prekoračenja (najmanje 10 znakova).');
    await item
      .getByLabel('Razlog odobrenja iznad prihoda')
      .fill('Kupac je dostavio potvrdu o većim primanjima.');
    await item.getByRole('button', { name: 'Odobri kupovinu jednom' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Odobriti ovu kupovinu?');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'admin-reviews-confirm');
    await dialog.getByRole('button', { name: 'Odobri kupovinu jednom' }).click();
    await expectToast(page, 'Odluka je sačuvana i kupac je obaviješten.');
    await expect(item).toHaveCount(0);

    // The shopper's checkout now lets the purchase through, once.
    const view = await request.get(`/api/checkout/sessions/${sessionId}`);
    expect((await view.json()).shopper).toMatchObject({ approvable: true, approvedByReview: true });
  });

  test('a fresh plan is withdrawn from the dashboard @mobile', async ({ page }, info) => {
    const width = await sizeFor(page, info);
    await createAccount(page.request);
    await buy(page, 4_500);
    await page.goto('/dashboard');
    const plan = page.getByTestId('plan-card').first();
    await plan.getByRole('button', { name: 'Odustani od kredita' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('bez naknade i bez kamate');
    await fillCard(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'dashboard-withdraw');
    await dialog.getByRole('button', { name: /Plati 30,00.* i odustani/ }).click();
    await expectToast(page, 'Odustanak od kredita je završen');
    await expect(plan.getByText('Povučeno', { exact: true })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Odustani od kredita' })).toHaveCount(0);
    await expect(plan.getByTestId('plan-outstanding')).toContainText('0,00');
  });

  test('an instalment is moved once from the dashboard @mobile', async ({ page }, info) => {
    const width = await sizeFor(page, info);
    await createAccount(page.request);
    await buy(page, 6_000);
    await page.goto('/dashboard');
    const plan = page.getByTestId('plan-card').first();
    await plan.getByRole('button', { name: 'Pomjeri ratu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Za koliko dana (1–30)').fill('10');
    await expect(dialog.getByTestId('move-new-date')).toContainText('Novi datum dospijeća');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'dashboard-move');
    await dialog.getByRole('button', { name: 'Pomjeri ratu' }).click();
    await expectToast(page, 'Rata je pomjerena');
    await expect(plan.getByTestId('plan-move')).toContainText('2. rata je pomjerena na');
    await expect(plan.getByRole('button', { name: 'Pomjeri ratu' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await plan.screenshot({ path: `${SHOTS ?? info.outputDir}/dashboard-moved-${width}.png` });
  });
});
