/** The partner application page (/business-signup, /postani-partner). */
export const partners = {
  hero: {
    eyebrow: 'Za trgovce',
    title: 'Postani NaRate partner',
    lead: 'Ponudi kupcima plaćanje na rate bez kamate. Novac primaš sljedećeg radnog dana, a rizik preuzimamo mi.',
  },
  form: {
    title: 'Zahtjev za partnerstvo',
    intro:
      'Popuni podatke o kompaniji i kontakt osobi. Javljamo se u roku od jednog radnog dana.',
    companySection: 'Podaci o kompaniji',
    contactSection: 'Kontakt osoba',
    companyName: 'Naziv kompanije',
    pib: 'PIB',
    pibHint: '8 cifara (Crna Gora) ili 9 cifara (Srbija)',
    businessType: 'Tip biznisa',
    businessTypePlaceholder: 'Izaberi tip biznisa',
    website: 'Web sajt (opciono)',
    websitePlaceholder: 'https://tvoja-firma.me',
    monthlyRevenue: 'Mjesečni prihod',
    monthlyRevenuePlaceholder: 'Izaberi opseg prihoda',
    contactFirstName: 'Ime',
    contactLastName: 'Prezime',
    contactEmail: 'Email',
    contactPhone: 'Telefon (opciono)',
    contactPhonePlaceholder: '+382 20 123 456',
    message: 'Poruka (opciono)',
    messagePlaceholder: 'Reci nam nešto o svom biznisu i planovima.',
    payoutSection: 'Račun za isplate',
    payoutIntro: 'Na ovaj račun isplaćujemo tvoje prodaje, svakog radnog dana.',
    accountHolder: 'Vlasnik računa',
    iban: 'IBAN',
    ibanHint: 'Crnogorski IBAN: ME i 20 cifara',
    bic: 'BIC (SWIFT)',
    bicHint: 'Opciono za račune u Crnoj Gori i SEPA zoni',
    agreeToTerms: 'Prihvatam uslove korištenja i politiku privatnosti za partnere.',
    submit: 'Pošalji zahtjev',
    submitting: 'Slanje…',
  },
  businessTypes: {
    retail: 'Maloprodaja',
    ecommerce: 'Online prodaja (e-commerce)',
    services: 'Usluge',
    electronics: 'Elektronika',
    fashion: 'Moda i odjeća',
    other: 'Ostalo',
  },
  monthlyRevenueRanges: {
    // A no-break space keeps "€" on the line of its number.
    '0-10k': '0 – 10.000\u00a0€',
    '10k-50k': '10.000 – 50.000\u00a0€',
    '50k-100k': '50.000 – 100.000\u00a0€',
    '100k+': 'Preko 100.000\u00a0€',
  },
  toast: {
    successTitle: 'Uspješno!',
    successDescription: 'Tvoj zahtjev je poslan. Kontaktiraćemo te uskoro!',
    errorTitle: 'Greška',
    errorDescription: 'Nije moguće poslati zahtjev. Pokušaj ponovo.',
  },
  benefits: {
    title: 'Zašto NaRate?',
    items: [
      {
        title: 'Isplata sljedećeg radnog dana',
        text: 'Novac za sve kupovine jednog dana, umanjen za proviziju, stiže bankovnim transferom sljedećeg radnog dana, a kupac plaća na rate.',
      },
      { title: 'Rizik je naš', text: 'NaRate preuzima rizik naplate. Ti samo prodaješ.' },
      {
        title: 'Lakša odluka o kupovini',
        text: 'Kupac plaća u 3, 6 ili 12 rata bez kamate, pa se lakše odlučuje i za veću kupovinu.',
      },
      {
        title: 'Plaćaš samo uspjeh',
        text: 'Provizija se naplaćuje samo na uspješne transakcije. Bez mjesečne pretplate.',
      },
    ],
  },
  pricing: {
    title: 'Cjenovni paketi',
    intro:
      'Provizija po uspješnoj transakciji, prema mjesečnom obimu prodaje preko NaRate-a. Veći obim nikad ne plaća veću proviziju.',
    perTransaction: 'po transakciji',
    custom: 'Po dogovoru',
    customAtMost: 'najviše {fee} po transakciji',
    starter: 'Do 5.000 € mjesečno',
    growth: 'Do 20.000 € mjesečno',
    enterprise: 'Preko 20.000 € mjesečno',
  },
  process: {
    title: 'Kako postaješ partner',
    steps: [
      { title: 'Pošalji zahtjev', text: 'Popuni formular na ovoj stranici.' },
      { title: 'Razgovor sa timom', text: 'Naš tim te kontaktira i dogovara detalje.' },
      { title: 'Integracija', text: 'Povezuješ prodavnicu uz našu pomoć i dokumentaciju.' },
      { title: 'Počni sa prodajom', text: 'Kupci već mogu plaćati na rate.' },
    ],
  },
  personal: {
    text: 'Tražiš lični nalog za kupovinu na rate?',
    link: 'Registruj se',
  },
};
