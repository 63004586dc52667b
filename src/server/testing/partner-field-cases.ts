/**
 * One invalid value per partner form field with its validation message (server and browser tests).
 */
export const PARTNER_FIELD_CASES: { field: string; value: unknown; message: string }[] = [
  { field: 'companyName', value: '   ', message: 'Naziv kompanije je obavezan' },
  {
    field: 'companyName',
    value: 'a'.repeat(201),
    message: 'Naziv kompanije mora biti kraći od 200 karaktera',
  },
  {
    field: 'companyName',
    value: 'Firma & Sinovi',
    message: 'Naziv kompanije sadrži nedozvoljene karaktere',
  },
  { field: 'pib', value: '1234', message: 'PIB mora biti 8 ili 9 cifara' },
  { field: 'pib', value: '02655285', message: 'PIB nije ispravan' },
  { field: 'businessType', value: 'bank', message: 'Izaberi tip biznisa' },
  { field: 'website', value: 'mont-trade.me', message: 'Nevažeća web adresa' },
  { field: 'monthlyRevenue', value: '', message: 'Izaberi opseg prihoda' },
  { field: 'contactFirstName', value: '', message: 'Ime je obavezno' },
  {
    field: 'contactFirstName',
    value: 'Marko1',
    message: 'Ime može sadržati samo slova, razmake i crtice',
  },
  {
    field: 'contactLastName',
    value: 'x'.repeat(51),
    message: 'Prezime mora biti kraće od 50 karaktera',
  },
  { field: 'contactEmail', value: 'marko', message: 'Nevažeća email adresa' },
  { field: 'contactPhone', value: '067 abc 456', message: 'Nevažeći format telefona' },
  {
    field: 'message',
    value: 'a'.repeat(2001),
    message: 'Poruka mora biti kraća od 2000 karaktera',
  },
  { field: 'accountHolder', value: ' ', message: 'Vlasnik računa je obavezan.' },
  { field: 'iban', value: '', message: 'IBAN je obavezan.' },
  {
    field: 'iban',
    value: 'ME26 5050 0001 2345 6789 51',
    message: 'IBAN nije ispravan: provjeri cifre.',
  },
  {
    field: 'iban',
    value: 'ME25 5050 0001 2345 6789 5',
    message: 'Crnogorski IBAN ima 22 znaka: ME i 20 cifara.',
  },
  {
    field: 'iban',
    value: 'DE89 3704 0044 0532 0130',
    message: 'IBAN nema ispravan broj znakova za svoju državu.',
  },
  { field: 'bic', value: 'CKBC', message: 'BIC (SWIFT) ima 8 ili 11 znakova, npr. CKBCMEPG.' },
  { field: 'agreeToTerms', value: false, message: 'Prihvati uslove da nastaviš' },
];
