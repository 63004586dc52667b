// Answering a complaint: a signed-in shopper files one, an admin opens it from the messages
// list filtered by status, writes an answer (emailed in the shopper's language) and marks it
// resolved; the shopper's dashboard shows the complaint with the answer and its status, and a
// review request waiting for a person. In both languages, axe-clean at 390 and 1440 px;
// screenshots go to SCREENSHOT_DIR when set.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { Locale } from '#shared/i18n/catalogue';
import { admin as enAdmin } from '#shared/i18n/en/admin';
import { dashboard as enDashboard } from '#shared/i18n/en/dashboard';
import { admin as meAdmin } from '#shared/i18n/me/admin';
import { dashboard as meDashboard } from '#shared/i18n/me/dashboard';
import { fillTemplate } from '#shared/i18n/format';
import { createDemoSession } from './support/checkout';
import { attachE2eDatabase, createE2eShopper } from './support/database';
import { DEMO_ADMIN, expectNoSeriousA11yViolations, signInViaApi } from './support/fixtures';
import { expectToast } from './support/accounts';
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

async function newPage(browser: Browser, baseURL: string, locale: Locale, info: TestInfo) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'narate_locale', value: locale, url: baseURL }]);
  const page = await context.newPage();
  return { page, width: await sizeFor(page, info) };
}

for (const locale of ['me', 'en'] as const) {
  test(`an admin answers a complaint and the shopper reads it on the dashboard (${locale})${phoneTag(locale)}`, async ({
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(240_000);
    const base = baseURL ?? '';
    const a = (locale === 'en' ? enAdmin : meAdmin).contacts;
    const d = (locale === 'en' ? enDashboard : meDashboard).requests;
    const database = await attachE2eDatabase();
    try {
      const shopper = await createE2eShopper(database.db);
      const shopperSide = await newPage(browser, base, locale, info);
      const shopperPage = shopperSide.page;
      await shopperPage
        .context()
        .addCookies([{ name: 'narate_session', value: shopper.sessionToken, url: base }]);
      const me = await (await shopperPage.request.get('/api/me/profile')).json();
      await database.db
        .updateTable('users')
        .set({ locale })
        .where('id', '=', me.id as string)
        .execute();
      const filed = await shopperPage.request.post('/api/complaints', {
        headers: { 'x-narate-csrf': '1', 'x-narate-locale': locale },
        data: { name: 'Milica Radović', email: me.email, message: 'Rata je naplaćena dva puta.' },
      });
      expect(filed.status()).toBe(201);
      const { id, reference } = (await filed.json()) as { id: string; reference: string };
      // A declined purchase the shopper asked a person to review, still waiting.
      const sessionId = await createDemoSession(shopperPage.request, 90_000);
      const session = await database.db
        .selectFrom('checkout_sessions')
        .select('merchant_id')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto('review_requests')
        .values({
          user_id: me.id as string,
          checkout_session_id: sessionId,
          merchant_id: session.merchant_id,
          amount_cents: 90_000,
          decline_code: 'over_limit',
          decline_reason: 'Iznos prelazi raspoloživi limit.',
          locale,
        })
        .execute();

      const { page, width } = await newPage(browser, base, locale, info);
      await signInViaApi(page, DEMO_ADMIN);
      await page.goto('/admin/contacts');
      await page.getByLabel(a.statusFilter).selectOption({ value: 'pending' });
      await expect(page).toHaveURL(/status=pending/);
      await page.goto(`/admin/contacts?status=pending&open=${id}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(fillTemplate(a.reference, { reference }));
      await expect(dialog).toContainText(a.dueBy.split('{')[0]?.trim() ?? '');
      await dialog.getByRole('button', { name: a.sendReply }).click();
      await expect(
        dialog.getByText(locale === 'en' ? 'Write an answer.' : 'Napiši odgovor.'),
      ).toBeVisible();
      await dialog.getByLabel(a.replyLabel).fill('Vratili smo ti dvostruko naplaćenu ratu.');
      await dialog.getByRole('button', { name: a.sendReply }).click();
      await expectToast(page, a.replySent);
      await expect(dialog.getByRole('heading', { name: a.replies })).toBeVisible();
      await expect(dialog).toContainText('Vratili smo ti dvostruko naplaćenu ratu.');
      await expect(dialog.getByLabel(a.replyLabel)).toHaveValue('');
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, width, `admin-complaint-answered-${locale}`);
      await dialog.getByRole('button', { name: a.setResolved }).click();
      await expect(dialog.getByText(a.resolvedNote)).toBeVisible();
      await expect(dialog.getByRole('button', { name: a.sendReply })).toHaveCount(0);

      const mail = await database.db
        .selectFrom('outbox_messages')
        .select('subject')
        .where('recipient', '=', me.email as string)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toContain(reference);
      expect(mail.subject).toContain(locale === 'en' ? 'An answer to your complaint' : 'Odgovor');

      await shopperPage.goto('/dashboard');
      const card = shopperPage.getByRole('region', { name: d.title });
      await expect(card).toContainText(fillTemplate(d.complaintTitle, { reference }));
      await expect(card).toContainText(d.complaintStatus.resolved);
      await expect(card).toContainText('Vratili smo ti dvostruko naplaćenu ratu.');
      await expect(card).toContainText(d.reviewStatus.pending);
      await expect(card).toContainText(d.pendingText);
      await card.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(shopperPage);
      await expectNoSidewaysScroll(shopperPage);
      if (SHOTS) {
        await card.screenshot({ path: `${SHOTS}/dashboard-requests-${locale}-${width}.png` });
      }
      await page.context().close();
      await shopperPage.context().close();
    } finally {
      await database.close();
    }
  });
}
