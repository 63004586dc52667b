import { expect, test, type Page } from '@playwright/test';
import {
  codeIn,
  expectToast,
  JMBG,
  uniqueJmbg,
  latestCode,
  latestMessage,
  PASSWORD,
  uniqueEmail,
  uniquePhone,
  wrongCode,
} from './support/accounts';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations } from './support/fixtures';
import { devMailboxUrl } from './support/test-environment';

async function fillSignup(
  page: Page,
  values: { email: string; phone: string; jmbg?: string },
): Promise<string> {
  const jmbg = values.jmbg ?? uniqueJmbg();
  await page.getByLabel('Ime', { exact: true }).fill('Milica');
  await page.getByLabel('Prezime', { exact: true }).fill('Đurović');
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Broj telefona').fill(values.phone);
  await page.getByLabel('JMBG').fill(jmbg);
  await page.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Potvrdi lozinku').fill(PASSWORD);
  await page.getByLabel('Prihvatam uslove korištenja i politiku privatnosti').check();
  return jmbg;
}

test.describe('sign-up', () => {
  test('a wrong code is refused, the right one creates the account; then phone verification and sign-out @mobile', async ({
    page,
    context,
    isMobile,
  }) => {
    const email = uniqueEmail('registracija');
    const phone = uniquePhone();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Kreiraj svoj nalog' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lični podaci' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prijavi se' }).last()).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(page.getByRole('link', { name: 'Registruj svoj biznis' })).toHaveAttribute(
      'href',
      '/business-signup',
    );
    const newsletter = page.getByLabel('Želim da primam novosti i posebne ponude emailom');
    await expect(newsletter).not.toBeChecked();

    const jmbg = await fillSignup(page, { email, phone });
    await expect(page.getByRole('meter', { name: 'Jačina lozinke' })).toHaveAttribute(
      'aria-valuetext',
      'Jaka lozinka',
    );
    await page.getByRole('button', { name: 'Kreiraj nalog' }).click();

    // Submitting the form sends the code at once: the modal opens at the code step.
    const modal = page.getByRole('dialog', { name: 'Verifikacija email adrese' });
    await expect(modal.getByRole('button', { name: 'Pošalji kod' })).toHaveCount(0);
    await expectToast(page, 'Kod poslan');
    await expectToast(
      page,
      `Poslali smo verifikacioni kod na ${email}. Ako ova adresa već ima NaRate nalog, umjesto koda smo joj poslali uputstvo za prijavu.`,
    );
    const codeInput = modal.getByLabel('Verifikacioni kod');
    const verify = modal.getByRole('button', { name: 'Verifikuj', exact: true });
    await expect(verify).toBeDisabled();
    await expect(modal.getByRole('button', { name: /Pošalji ponovo za \d+ s/ })).toBeDisabled();

    // The code arrives by email: read it in the dev mailbox, in another tab.
    const mailbox = await context.newPage();
    await mailbox.goto(devMailboxUrl(`?primalac=${encodeURIComponent(email)}`));
    const mail = mailbox.getByTestId('mailbox-message').first();
    await expect(mail).toContainText('Tvoj NaRate verifikacioni kod');
    const code = codeIn(await mail.innerText());
    await mailbox.close();

    await codeInput.pressSequentially('12ab');
    await expect(codeInput).toHaveValue('12');
    await codeInput.fill(wrongCode(code));
    await expect(verify).toBeEnabled();
    await verify.click();
    await expectToast(page, 'Pogrešan kod');
    await expectToast(page, 'Unesi ispravan verifikacioni kod.');
    await expect(page).toHaveURL(/\/signup$/);

    await codeInput.fill(code);
    await verify.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(
      page,
      'Tvoj nalog je kreiran! Dobio si +20 bodova na kredit skoru (registracija i potvrđena email adresa). Možeš verifikovati telefon kasnije za dodatne poene.',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zdravo, Milica Đurović!');
    await expect(page.getByTestId('credit-score')).toHaveText('520');
    await expect(page.getByTestId('credit-band')).toHaveText('Prosječan');
    await expect(page.getByTestId('spending-limit')).toHaveText('100,00 €');
    await expect(page.getByText(`**********${jmbg.slice(-3)}`)).toBeVisible();
    await expect(page.getByText(jmbg)).toHaveCount(0);
    // Verified at sign-up: no email banner.
    await expect(page.getByRole('region', { name: 'Verifikuj svoju email adresu' })).toHaveCount(0);

    // Phone verification, later, from the dashboard.
    await page.getByRole('button', { name: 'Verifikuj telefon' }).click();
    const phoneModal = page.getByRole('dialog', { name: 'Verifikacija broja telefona' });
    await phoneModal.getByRole('button', { name: 'Pošalji kod' }).click();
    // The number is stored and shown in E.164, however it was typed.
    const storedPhone = phone.replaceAll(' ', '');
    await expectToast(page, `Verifikacioni kod je poslan na ${storedPhone}`);
    const smsCode = await latestCode(page.request, storedPhone);
    await phoneModal.getByLabel('Verifikacioni kod').fill(smsCode);
    await phoneModal.getByRole('button', { name: 'Verifikuj', exact: true }).click();
    await expectToast(page, 'Telefon verifikovan!');
    // One action, one toast.
    await expect(page.getByText('Broj telefona je verifikovan.')).toHaveCount(0);
    await expect(phoneModal).toHaveCount(0);
    await expect(page.getByTestId('credit-score')).toHaveText('540');
    await expect(page.getByRole('button', { name: 'Verifikuj telefon' })).toHaveCount(0);

    // Sign-out.
    if (isMobile) {
      await page.getByRole('button', { name: 'Otvori meni' }).click();
      await page.locator('#mobile-menu').getByRole('button', { name: 'Odjavi se' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
      await nav.getByRole('button', { name: 'Meni naloga' }).click();
      await page.getByRole('menuitem', { name: 'Odjavi se' }).click();
    }
    await expectToast(page, 'Odjava');
    await expectToast(page, 'Odjava je uspjela.');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  });

  test('an email that has an account gets the same answer as a new one, and no code', async ({
    page,
    request,
  }) => {
    await page.goto('/signup');
    await fillSignup(page, { email: DEMO_SHOPPER.email, phone: uniquePhone() });
    await page.getByRole('button', { name: 'Kreiraj nalog' }).click();
    await expectToast(page, 'Kod poslan');
    await expect(page.getByLabel('Verifikacioni kod')).toBeVisible();
    // The owner is told someone tried, with the way to sign in; no code reaches anyone.
    const notice = await latestMessage(request, DEMO_SHOPPER.email, /novi NaRate nalog sa ovom/);
    expect(notice.subject).toBe('Pokušaj registracije sa tvojom email adresom');
  });

  test('shows every validation message of the form, first error in a "Greška validacije" toast', async ({
    page,
  }) => {
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'Kreiraj nalog' });
    const field = {
      firstName: page.getByLabel('Ime', { exact: true }),
      lastName: page.getByLabel('Prezime', { exact: true }),
      email: page.getByLabel('Email', { exact: true }),
      phone: page.getByLabel('Broj telefona'),
      jmbg: page.getByLabel('JMBG'),
      password: page.getByLabel('Lozinka', { exact: true }),
      confirm: page.getByLabel('Potvrdi lozinku'),
      terms: page.getByLabel('Prihvatam uslove korištenja i politiku privatnosti'),
    };
    const expectFirstError = async (message: string) => {
      await submit.click();
      const toast = page.locator('[data-toast]').filter({ hasText: message }).last();
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('Greška validacije');
      await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    };

    await expectFirstError('Ime je obavezno');
    await field.firstName.fill('A'.repeat(51));
    await expectFirstError('Ime mora biti kraće od 50 karaktera');
    await field.firstName.fill('Ana3');
    await expectFirstError('Ime može sadržati samo slova, razmake i crtice');
    await field.firstName.fill('Ana-Marija Šćepanović');
    await expectFirstError('Prezime je obavezno');
    await field.lastName.fill('B'.repeat(51));
    await expectFirstError('Prezime mora biti kraće od 50 karaktera');
    await field.lastName.fill('Đ.');
    await expectFirstError('Prezime može sadržati samo slova, razmake i crtice');
    await field.lastName.fill('Đukanović');
    await expectFirstError('Nevažeća email adresa');
    await field.email.fill(`${'a'.repeat(251)}@x.me`);
    await expectFirstError('Email mora biti kraći od 255 karaktera');
    await field.email.fill(uniqueEmail());
    await field.phone.fill('067');
    await expectFirstError('Nevažeći format telefona (npr. +382 XX XXX XXX)');
    await field.phone.fill('+382 (67) 123-456');
    await field.jmbg.fill('123');
    await expectFirstError('JMBG mora imati tačno 13 cifara');
    // The input keeps at most 13 characters.
    await field.jmbg.fill('');
    await field.jmbg.pressSequentially('120399526457012345');
    await expect(field.jmbg).toHaveValue('1203995264570');
    await field.jmbg.fill('1203995264571');
    await expectFirstError('JMBG nije ispravan');
    await field.jmbg.fill(JMBG);
    await expectFirstError('Lozinka mora imati najmanje 12 karaktera');
    await field.password.fill(`Aa1!${'x'.repeat(125)}`);
    await expectFirstError('Lozinka mora biti kraća od 128 karaktera');
    for (const [password, message] of [
      ['SAMOVELIKA123!', 'Lozinka mora sadržati najmanje jedno malo slovo'],
      ['samomala1234!', 'Lozinka mora sadržati najmanje jedno veliko slovo'],
      ['BezCifaraOvdje!', 'Lozinka mora sadržati najmanje jednu cifru'],
      ['BezSpecijalnih123', 'Lozinka mora sadržati najmanje jedan specijalni karakter'],
    ] as const) {
      await field.password.fill(password);
      await expectFirstError(message);
    }
    await field.password.fill(PASSWORD);
    await field.confirm.fill('Druga-Lozinka-1!');
    await expectFirstError('Lozinke se ne poklapaju');
    await field.confirm.fill(PASSWORD);
    await expectFirstError('Prihvati uslove korištenja da nastaviš');
    await field.terms.check();
    await submit.click();
    await expect(page.getByRole('dialog', { name: 'Verifikacija email adrese' })).toBeVisible();
  });

  test('the strength meter follows the password', async ({ page }) => {
    await page.goto('/signup');
    const password = page.getByLabel('Lozinka', { exact: true });
    const meter = page.getByRole('meter', { name: 'Jačina lozinke' });
    await password.fill('abc');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Slaba lozinka');
    await expect(page.getByText('Slaba lozinka')).toBeVisible();
    await password.fill('abcdefgh1');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Srednja jačina');
    await password.fill('Abcdefgh1234!');
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Jaka lozinka')).toBeVisible();
    await page.getByRole('button', { name: 'Prikaži lozinku' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('axe finds no serious violation on the sign-up form and its modal @mobile', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillSignup(page, { email: uniqueEmail(), phone: uniquePhone() });
    await page.getByRole('button', { name: 'Kreiraj nalog' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
