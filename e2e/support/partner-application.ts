import { expect, type Page } from '@playwright/test';
import { montenegrinPibCheckDigit } from '#shared/pib';

/** A valid Montenegrin PIB no other test uses, so each approval creates its own merchant. */
export function uniquePib(): string {
  const body = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return body + montenegrinPibCheckDigit(body);
}

/** Letters only (the form allows no digits in names), different on every call. */
export function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (
    let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
    n > 0;
    n = Math.floor(n / 26)
  ) {
    suffix += letters[n % 26];
  }
  return `Test${suffix.slice(0, 8)}`;
}

export interface PartnerFormData {
  companyName: string;
  pib: string;
  contactLastName: string;
}

/** Fills every field of the partner form like a visitor would, and sends it. */
export async function submitPartnerForm(page: Page, data: PartnerFormData): Promise<void> {
  await page.getByLabel('Naziv kompanije').fill(data.companyName);
  await page.getByLabel('PIB').fill(data.pib);
  await page.getByLabel('Tip biznisa').selectOption({ label: 'Maloprodaja' });
  await page.getByLabel('Web sajt (opciono)').fill('https://primjer-firma.me');
  await page.getByLabel('Mjesečni prihod').selectOption({ label: '0 – 10.000\u00a0€' });
  await page.getByLabel('Ime', { exact: true }).fill('Jovana');
  await page.getByLabel('Prezime', { exact: true }).fill(data.contactLastName);
  await page.getByLabel('Email', { exact: true }).fill('jovana@primjer-firma.me');
  await page.getByLabel('Telefon (opciono)').fill('+382 67 555 123');
  await page.getByLabel('Poruka (opciono)').fill('Imamo dvije prodavnice u Baru.');
  await page.getByLabel('Vlasnik računa').fill(data.companyName);
  await page.getByLabel('IBAN', { exact: true }).fill('ME25 5100 0000 0001 2345 59');
  await page.getByLabel(/Prihvatam uslove/).check();
  await page.getByRole('button', { name: 'Pošalji zahtjev' }).click();
  await expect(page.getByText('Tvoj zahtjev je poslan. Kontaktiraćemo te uskoro!')).toBeVisible();
}
