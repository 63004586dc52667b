// The merchant changes where payouts go: the masked account, a refused IBAN, a wrong password,
// the emailed code, and the 24-hour hold the screen announces; in both languages at 390 px.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Locale } from '#shared/i18n/catalogue';
import { latestMessage, codeIn } from './support/accounts';
import { attachE2eDatabase, createE2eMerchant } from './support/database';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { phoneTag, expectNoSidewaysScroll } from './support/layout';

test.use({ viewport: { width: 390, height: 844 } });

const TEXTS = {
  me: {
    tab: 'Isplate i naknade',
    title: 'Bankovni račun za isplate',
    change: 'Promijeni račun',
    iban: 'IBAN',
    password: 'Tvoja lozinka',
    submit: 'Pošalji kod za potvrdu',
    badIban: 'IBAN nije ispravan: provjeri cifre.',
    wrongPassword: 'Lozinka nije ispravna.',
    pending: 'Potvrdi promjenu računa',
    code: 'Kod iz emaila',
    confirm: 'Potvrdi promjenu',
    held: /Račun je nedavno promijenjen: isplate čekaju do/,
    holdNotice: /sljedeća isplata čeka 24 sata/,
  },
  en: {
    tab: 'Payouts and fees',
    title: 'Payout bank account',
    change: 'Change account',
    iban: 'IBAN',
    password: 'Your password',
    submit: 'Send confirmation code',
    badIban: 'The IBAN is not valid: check the digits.',
    wrongPassword: 'The password is not correct.',
    pending: 'Confirm the account change',
    code: 'Code from the email',
    confirm: 'Confirm change',
    held: /The account was changed recently: payouts wait until/,
    holdNotice: /the next payout waits 24 hours/,
  },
} as const;

const PASSWORD = 'Test-Lozinka-2026!';

for (const locale of ['me', 'en'] as Locale[]) {
  const t = TEXTS[locale];
  test(`the merchant changes the payout IBAN with password and code (${locale})${phoneTag(locale)}`, async ({
    page,
    baseURL,
  }) => {
    const database = await attachE2eDatabase();
    try {
      const merchant = await createE2eMerchant(database.db, `Račun ${randomUUID().slice(0, 8)}`);
      await database.db
        .updateTable('merchants')
        .set({ payout_account_holder: 'Račun d.o.o.', payout_iban: 'ME25510000000001234559' })
        .where('id', '=', merchant.merchantId)
        .execute();
      const { email } = await database.db
        .selectFrom('merchant_users as mu')
        .innerJoin('users as u', 'u.id', 'mu.user_id')
        .select('u.email')
        .where('mu.merchant_id', '=', merchant.merchantId)
        .executeTakeFirstOrThrow();
      await page.context().addCookies([
        { name: 'narate_session', value: merchant.sessionToken, url: baseURL ?? '' },
        { name: 'narate_locale', value: locale, url: baseURL ?? '' },
      ]);
      await page.goto('/merchant');
      await page.getByRole('tab', { name: t.tab }).click();
      const section = page.getByRole('region', { name: t.title });
      await expect(section.getByTestId('payout-iban')).toHaveText('ME25 **** **** **** **59');

      await section.getByRole('button', { name: t.change }).click();
      await section
        .getByLabel('Vlasnik računa')
        .or(section.getByLabel('Account holder'))
        .fill('Račun d.o.o.');
      await section.getByLabel(t.iban, { exact: true }).fill('ME26 5300 0000 0006 7890 43');
      await section.getByLabel(t.password).fill(PASSWORD);
      await section.getByRole('button', { name: t.submit }).click();
      await expect(section.getByRole('alert').filter({ hasText: t.badIban })).toBeVisible();

      await section.getByLabel(t.iban, { exact: true }).fill('ME25 5300 0000 0006 7890 43');
      await section.getByLabel(t.password).fill('Pogresna-Lozinka-1!');
      await section.getByRole('button', { name: t.submit }).click();
      await expect(section.getByRole('alert').filter({ hasText: t.wrongPassword })).toBeVisible();

      await section.getByLabel(t.password).fill(PASSWORD);
      await section.getByRole('button', { name: t.submit }).click();
      await expect(section.getByRole('heading', { name: t.pending })).toBeVisible();
      await expect(section.getByText(t.holdNotice).first()).toBeVisible();
      // Still the old account until the code is entered.
      await expect(section.getByTestId('payout-iban')).toHaveText('ME25 **** **** **** **59');
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      const mail = await latestMessage(page.request, email, /\b\d{6}\b/);
      expect(mail.text_body).toContain('ME25 **** **** **** **43');
      await section.getByLabel(t.code).fill(codeIn(mail.text_body));
      await section.getByRole('button', { name: t.confirm }).click();
      await expect(section.getByTestId('payout-iban')).toHaveText('ME25 **** **** **** **43');
      await expect(section.getByRole('status')).toHaveText(t.held);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      const row = await database.db
        .selectFrom('merchants')
        .select(['payout_iban', 'payouts_held_until'])
        .where('id', '=', merchant.merchantId)
        .executeTakeFirstOrThrow();
      expect(row.payout_iban).toBe('ME25530000000006789043');
      expect(row.payouts_held_until).not.toBeNull();
    } finally {
      await database.close();
    }
  });
}
