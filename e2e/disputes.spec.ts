// Returns and disputes through the browser, in both languages: a shopper reports a return from
// the plan card and sees the plan paused, the merchant answers in its Prigovori tab with a partial
// refund, and the shopper sees how it ended; after the merchant's deadline an admin resumes a
// plan at /admin/disputes. Phone (390 px) and desktop, axe-clean; screenshots at both widths.
import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { Locale } from '#shared/i18n/catalogue';
import { disputes as enTexts } from '#shared/i18n/en/disputes';
import { disputes as meTexts } from '#shared/i18n/me/disputes';
import { fillTemplate } from '#shared/i18n/format';
import { attachE2eDatabase, createE2eMerchant, createE2eShopper } from './support/database';
import { DEMO_ADMIN, expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';
import { expectToast } from './support/accounts';
import { confirmWithCard } from './support/card-payments';
import { createCheckoutSession } from './support/checkout';
import { phoneTag, expectNoSidewaysScroll } from './support/layout';

const SHOTS = process.env.SCREENSHOT_DIR;

async function sizeFor(page: Page, info: TestInfo) {
  const phone = info.project.name === 'mobile';
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  return phone ? 390 : 1440;
}

async function shoot(page: Page, width: number, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** A 90,00 € purchase in 3 instalments of the merchant by the shopper; answers the order id. */
async function buy(
  request: APIRequestContext,
  secretKey: string,
  shopperToken: string,
  baseURL: string,
): Promise<string> {
  const sessionId = await createCheckoutSession(request, 9_000, {
    secretKey,
    item: 'Patike',
    reference: `SP-${randomUUID().slice(0, 8)}`,
    idempotencyKey: randomUUID(),
    demoShopAt: baseURL,
  });
  const confirm = await confirmWithCard(request, sessionId, {
    cookie: `narate_session=${shopperToken}`,
    'idempotency-key': randomUUID(),
  });
  expect(confirm.status(), await confirm.text()).toBe(201);
  return ((await confirm.json()) as { order: { id: string } }).order.id;
}

async function contextFor(browser: Browser, baseURL: string, token: string, locale: Locale) {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'narate_session', value: token, url: baseURL },
    { name: 'narate_locale', value: locale, url: baseURL },
  ]);
  return context;
}

for (const locale of ['me', 'en'] as const) {
  const d = locale === 'en' ? enTexts : meTexts;

  test(`shopper reports a return, the merchant refunds part, the shopper sees the end (${locale})${phoneTag(locale)}`, async ({
    page,
    browser,
    baseURL,
  }, info) => {
    // Three people in turn, each page checked with axe: longer than one page's test.
    test.setTimeout(180_000);
    const width = await sizeFor(page, info);
    const base = baseURL ?? '';
    const database = await attachE2eDatabase();
    try {
      const merchant = await createE2eMerchant(database.db, `Sport ${randomUUID().slice(0, 6)}`);
      const shopper = await createE2eShopper(database.db);
      await buy(page.request, merchant.secretKey, shopper.sessionToken, base);

      // The shopper reports a return from the plan card.
      await page.context().addCookies([
        { name: 'narate_session', value: shopper.sessionToken, url: base },
        { name: 'narate_locale', value: locale, url: base },
      ]);
      await page.goto('/dashboard');
      const plan = page.getByTestId('plan-card').first();
      await plan.getByRole('button', { name: d.shopper.open }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(d.shopper.dialogTitle);
      // An empty report is refused in place, with the field's message.
      await dialog.getByRole('button', { name: d.shopper.submit }).click();
      await expect(dialog).toContainText(d.validation.reason);
      await dialog.getByLabel(d.shopper.reason).selectOption('returned');
      await dialog
        .getByLabel(d.shopper.description)
        .fill('Vratio sam patike poštom, broj pošiljke RR123456789ME.');
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dispute-dialog-${locale}-${width}.png` });
      await dialog.getByRole('button', { name: d.shopper.submit }).click();
      await expectToast(page, d.shopper.sent);
      await expect(plan.getByTestId('plan-dispute')).toContainText(
        d.shopper.paused.split('{day}')[0] ?? '',
      );
      await expect(plan.getByRole('button', { name: d.shopper.open })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      if (SHOTS) {
        await plan.screenshot({ path: `${SHOTS}/dispute-plan-paused-${locale}-${width}.png` });
      }

      // The merchant answers in its area with a partial refund.
      const merchantContext = await contextFor(browser, base, merchant.sessionToken, locale);
      const merchantPage = await merchantContext.newPage();
      await merchantPage.setViewportSize(page.viewportSize() ?? { width: 1440, height: 900 });
      await merchantPage.goto('/merchant');
      await merchantPage.getByRole('tab', { name: d.merchant.tab }).click();
      const card = merchantPage.getByTestId('dispute-card').first();
      await expect(card).toContainText(d.reasons.returned);
      await expect(card).toContainText('RR123456789ME');
      await expect(card).toContainText(d.merchant.open);
      await expectNoSeriousA11yViolations(merchantPage);
      await expectNoSidewaysScroll(merchantPage);
      await shoot(merchantPage, width, `dispute-merchant-${locale}`);
      await card.getByRole('button', { name: d.merchant.refund, exact: true }).click();
      await card.getByLabel(d.merchant.refundAmount).fill(locale === 'en' ? '20.00' : '20,00');
      await card.getByRole('button', { name: d.merchant.confirmRefund }).click();
      await expectToast(merchantPage, d.merchant.refunded);
      await expect(card.getByTestId('dispute-result')).toContainText(d.outcomes.refunded);
      await expectNoSeriousA11yViolations(merchantPage);
      await merchantContext.close();

      // The shopper sees how it ended and may report again.
      await page.reload();
      await expect(plan.getByTestId('plan-dispute-result')).toHaveText(
        fillTemplate(d.shopper.resolved, { outcome: d.outcomes.refunded }),
      );
      await expect(plan.getByRole('button', { name: d.shopper.open })).toBeVisible();
    } finally {
      await database.close();
    }
  });
}

test('after the merchant’s deadline an admin resumes the plan at /admin/disputes @mobile', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const width = await sizeFor(page, info);
  const base = baseURL ?? '';
  const database = await attachE2eDatabase();
  try {
    const merchant = await createE2eMerchant(database.db, `Kasni ${randomUUID().slice(0, 6)}`);
    const shopper = await createE2eShopper(database.db);
    // The admin list holds every run's disputes (both screen sizes share the database).
    const marker = `Paket nikad nije stigao ${randomUUID().slice(0, 8)}`;
    const orderId = await buy(page.request, merchant.secretKey, shopper.sessionToken, base);
    const opened = await page.request.post(`/api/me/orders/${orderId}/disputes`, {
      headers: { cookie: `narate_session=${shopper.sessionToken}`, 'x-narate-csrf': '1' },
      data: { reason: 'not_received', description: `${marker}.` },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const { id } = (await opened.json()) as { id: string };
    // Fifteen days later the merchant has not answered.
    await database.db
      .updateTable('disputes')
      .set({
        created_at: new Date(Date.now() - 15 * 86_400_000),
        respond_by: new Date(Date.now() - 86_400_000),
      } as never)
      .where('id', '=', id)
      .execute();

    for (const locale of ['en', 'me'] as const) {
      const d = locale === 'en' ? enTexts : meTexts;
      await page.context().addCookies([{ name: 'narate_locale', value: locale, url: base }]);
      await signInViaApi(page, DEMO_ADMIN);
      await page.goto('/admin/disputes');
      await expect(page.getByRole('heading', { level: 1, name: d.admin.title })).toBeVisible();
      const card = page.getByTestId('dispute-card').filter({ hasText: marker });
      await expect(card).toContainText(d.merchant.pastDeadline);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, width, `dispute-admin-${locale}`);
    }
    const d = meTexts;
    const card = page.getByTestId('dispute-card').filter({ hasText: marker });
    await card.getByRole('button', { name: d.merchant.resume, exact: true }).click();
    await card.getByRole('button', { name: d.merchant.confirmResume }).click();
    await expect(card).toContainText(d.validation.note);
    await card.getByLabel(d.merchant.note).fill('Dostava je potvrđena potpisom kupca.');
    await card.getByRole('button', { name: d.merchant.confirmResume }).click();
    await expectToast(page, d.merchant.resumed);
    // Resolved, it leaves the open list; "Svi" shows it with its outcome and the moved days.
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: d.admin.filterAll }).click();
    const done = page.getByTestId('dispute-card').filter({ hasText: marker });
    await expect(done.getByTestId('dispute-result')).toContainText(d.outcomes.resumed);
    await expect(done.getByTestId('dispute-result')).toContainText(
      fillTemplate(d.merchant.shiftedLine, { days: 15 }),
    );
    await expectNoSeriousA11yViolations(page);
  } finally {
    await database.close();
  }
});

test('a signed-in shopper’s complaint is prefilled, names an order and gets a reference number @mobile', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const width = await sizeFor(page, info);
  const base = baseURL ?? '';
  const database = await attachE2eDatabase();
  try {
    const merchant = await createE2eMerchant(database.db, `Knjige ${randomUUID().slice(0, 6)}`);
    const shopper = await createE2eShopper(database.db);
    await buy(page.request, merchant.secretKey, shopper.sessionToken, base);
    await page
      .context()
      .addCookies([{ name: 'narate_session', value: shopper.sessionToken, url: base }]);
    await page.goto('/prigovori');
    const form = page.getByRole('form', { name: 'Podnesi prigovor' });
    await expect(form.getByLabel('Email za odgovor')).not.toHaveValue('');
    const picker = form.getByLabel(meTexts.complaint.orderPicker);
    await expect(picker.locator('option')).toHaveCount(2);
    await picker.selectOption({ index: 1 });
    await form.getByLabel('Ime i prezime').fill('Milica Radović');
    await form.getByLabel('Opis prigovora').fill('Druga rata mi je naplaćena dva puta.');
    await form.getByRole('button', { name: 'Pošalji prigovor' }).click();
    const sent = page.getByTestId('complaint-sent');
    await expect(sent).toContainText(/PR-[0-9A-F]{8}/);
    const reference = /PR-[0-9A-F]{8}/.exec((await sent.textContent()) ?? '')?.[0];
    const stored = await database.db
      .selectFrom('contact_submissions')
      .select(['order_id'])
      .where('reference', '=', reference ?? '')
      .executeTakeFirstOrThrow();
    expect(stored.order_id).not.toBeNull();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, width, 'complaint-sent-me');
  } finally {
    await database.close();
  }
});
