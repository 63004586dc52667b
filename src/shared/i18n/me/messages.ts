/**
 * What the server sends a person: emails, SMS and PDF documents, in the language the person
 * chose. Server-only: no client page imports this section, so it never grows a client bundle.
 * `{name}` placeholders are filled by the sender; English mirrors this shape exactly.
 */
export const messages = {
  common: {
    hello: 'Zdravo,',
    helloName: 'Zdravo {name},',
    signature: 'Tim NaRate',
    slogan: 'Kupi odmah, plati NaRate.',
  },
  verificationCode: {
    subject: 'Tvoj NaRate verifikacioni kod',
    codeIs: 'tvoj verifikacioni kod je:',
    enter: 'Unesi ga u prozor za verifikaciju na NaRate-u. Kod važi 10 minuta.',
    ignore: 'Ako nisi ti zatražio kod, zanemari ovu poruku.',
  },
  phoneCodeSms:
    'NaRate: tvoj kod za verifikaciju telefona je {code}. Važi 10 minuta. Ne dijeli ga ni sa kim.',
  welcome: {
    subject: 'Tvoj NaRate nalog je spreman!',
    created: 'Tvoj nalog je kreiran, a kredit skor ti je porastao za +{points} bodova.',
    limit:
      'Tvoj početni limit potrošnje je {limit}. Raste sa svakom uspješno otplaćenom kupovinom.',
    phone: 'Verifikuj broj telefona na svom nalogu za dodatnih +{points} bodova.',
    account: 'Tvoj nalog: {url}',
    open: 'Otvori moj nalog',
  },
  passwordReset: {
    subject: 'Promjena lozinke za NaRate',
    intro: 'Primili smo zahtjev za promjenu lozinke tvog NaRate naloga.',
    setHere: 'Novu lozinku postavi na ovom linku:',
    rule: 'Link važi 1 sat i može se iskoristiti samo jednom.',
    ignore: 'Ako nisi ti zatražio promjenu, zanemari ovu poruku: lozinka ostaje ista.',
    button: 'Postavi novu lozinku',
  },
  signupAttempt: {
    login: 'Prijava: {url}',
    forgotten: 'Zaboravljena lozinka: na stranici za prijavu izaberi „Zaboravljena lozinka?”',
    support: 'Podrška: {url}',
    loginButton: 'Prijavi se',
    forgottenHtml:
      'Zaboravljenu lozinku promijeni sa stranice za prijavu („Zaboravljena lozinka?”). Za pomoć:',
    existingEmail: {
      subject: 'Pokušaj registracije sa tvojom email adresom',
      lines: [
        'Neko je upravo pokušao da otvori novi NaRate nalog sa ovom email adresom. Ova adresa već ima nalog, pa novi nalog nije otvoren.',
        'Ako si to bio ti, samo se prijavi; ako si zaboravio lozinku, promijeni je sa stranice za prijavu. Ako nisi bio ti, ovu poruku možeš zanemariti.',
      ],
    },
    takenJmbg: {
      subject: 'Pokušaj registracije sa tvojim JMBG',
      lines: [
        'Neko je upravo pokušao da otvori novi NaRate nalog sa tvojim JMBG, uz drugu email adresu. Jedna osoba može imati samo jedan nalog, pa novi nalog nije otvoren.',
        'Ako si to bio ti, prijavi se na svoj postojeći nalog. Ako nisi, javi nam se preko stranice za kontakt.',
      ],
    },
    identityTakenJmbg: {
      subject: 'Pokušaj upisa tvog JMBG na drugi nalog',
      lines: [
        'Neko je upravo pokušao da upiše tvoj JMBG kao lični podatak drugog NaRate naloga. Jedna osoba može imati samo jedan nalog, pa JMBG nije upisan.',
        'Ako si to bio ti, kupuj sa svojim postojećim nalogom. Ako nisi, javi nam se preko stranice za kontakt.',
      ],
    },
  },
  plans: {
    scheduleLine: '{sequence}. rata: {amount}, {day}',
    schedulePaid: ' (plaćeno)',
    confirmation: {
      subject: 'Kupovina odobrena: {merchant}',
      approved:
        'Tvoja kupovina od {amount} je odobrena. Prva rata je naplaćena, ostale dospijevaju mjesečno, bez kamate i naknada.',
      store: 'Prodavnica: {merchant}',
      orderReference: 'Broj narudžbe kod prodavnice: {reference}',
      receipt: 'Potvrda o plaćanju prve rate (PDF): {url}',
      follow: 'Plan otplate možeš pratiti i platiti ranije na {url}.',
    },
    reminder: {
      subject: 'Podsjetnik: rata dospijeva {day}',
      due: '{sequence}. rata za kupovinu ({merchant}) od {amount} dospijeva {day}.',
      autopay:
        'Automatsko plaćanje je uključeno: na dan dospijeća naplatićemo karticu koja se završava na {last4}. Neka na njoj bude dovoljno sredstava; automatsko plaćanje možeš isključiti na {url}.',
      howToPay:
        'Kako platiti: prijavi se na {url}, kod plana izaberi „Plati {sequence}. ratu“ i unesi karticu. Bez naknade; ratu možeš platiti i ranije, a bodovi za urednu otplatu stižu na dan dospijeća.',
      cannotPay:
        'Ako ne možeš platiti na vrijeme, pomjeri ratu: jednom po planu jednu ratu možeš pomjeriti do 30 dana, bez naknade. Na {url} kod plana izaberi „Pomjeri ratu“. Rata neplaćena nekoliko dana nakon dospijeća zamrzava limit i umanjuje kredit skor, bez zateznih kamata i naknada.',
    },
    overdue: {
      subject: 'Rata kasni: {merchant}',
      late: 'Rata ({which}) za kupovinu ({merchant}) nije plaćena na vrijeme i sada je u kašnjenju. Po ovom planu ukupno duguješ {amount}.',
      effect: 'Dok rata kasni, kreditni skor se smanjuje, a nove kupovine na rate nisu moguće.',
      pay: 'Plati je što prije na {url}.',
    },
    refund: {
      subject: 'Povraćaj: {merchant}',
      cancelled: '{merchant} je otkazao narudžbu {reference} u iznosu od {amount}.',
      refunded: '{merchant} je izvršio povraćaj novca {reference} u iznosu od {amount}.',
      toCard: 'Na tvoju karticu vraćamo {amount}; ostatak umanjuje preostale rate.',
      reducesPlan: 'Iznos umanjuje tvoje preostale rate, počevši od posljednje.',
      newSchedule: 'Novi plan otplate:',
    },
  },
  receipt: {
    title: 'Potvrda o plaćanju',
    footer: '{creditor} · potvrda {id}',
    howAutopay: 'Automatsko plaćanje sačuvanom karticom',
    howFirst: 'Prva rata, pri kupovini',
    howCard: 'Plaćanje karticom',
    number: 'Broj potvrde',
    dateTime: 'Datum i vrijeme',
    amount: 'Plaćeni iznos',
    for: 'Za',
    method: 'Način plaćanja',
    card: 'Kartica',
    refunded: 'Vraćeno na karticu',
    payment: 'Plaćanje',
    purchase: 'Kupovina na rate',
    store: 'Prodavnica',
    order: 'Narudžba',
    orderReference: 'Broj narudžbe kod prodavnice',
    shopper: 'Kupac',
    email: 'E-pošta',
    noteHeading: 'Napomena',
    note: 'Rate su bez kamate i naknada. Ovo je potvrda o primljenom plaćanju kod NaRate; račun za robu izdaje prodavnica.',
    oneInstalment: '{list}. rata',
    manyInstalments: 'Rate {list}',
    sequence: '{n}.',
  },
  credit: {
    instalment: '{sequence}. rata',
    monthly: { one: 'mjesečna rata', few: 'mjesečne rate', other: 'mjesečnih rata' },
    parties: 'Ugovorne strane',
    creditor: 'Kreditor',
    consumer: 'Korisnik kredita',
    consumerEmail: 'E-pošta korisnika',
    order: 'Narudžba',
    orderReference: 'Broj narudžbe kod trgovca',
    creditorHeading: '1. Kreditor',
    address: 'Adresa',
    merchant: 'Trgovac',
    descriptionHeading: '2. Opis kredita',
    type: 'Vrsta kredita',
    typeValue: 'Beskamatni potrošački kredit za kupovinu na rate (kupi sada, plati kasnije)',
    totalCredit: 'Ukupan iznos kredita',
    duration: 'Trajanje',
    durationValue: '{count} {monthly}, od {from} do {to}',
    payment:
      'Prva rata se plaća karticom pri kupovini, ostale mjesečno. Svaka rata se može platiti ranije.',
    costsHeading: '3. Troškovi kredita',
    borrowingRate: 'Kamatna stopa',
    apr: 'Efektivna kamatna stopa (EKS)',
    fees: 'Naknade',
    totalPayable: 'Ukupno za plaćanje',
    missedHeading: '4. Posljedice neplaćanja',
    missed:
      'Rata koja nije plaćena nekoliko dana nakon dospijeća postaje rata u kašnjenju: kredit skor se umanjuje za 50 bodova, limit se zamrzava i nove kupovine na rate nisu moguće dok se rata ne plati. Nema zateznih kamata ni naknada za kašnjenje.',
    rightsHeading: '5. Prava korisnika',
    withdrawal: 'Odustanak',
    withdrawalValue:
      'U roku od 14 dana od zaključenja ugovora, bez navođenja razloga: plaćate samo preostalu glavnicu, bez kamate i naknade.',
    earlyRepayment: 'Prijevremena otplata',
    earlyRepaymentValue: 'U svakom trenutku, bez naknade.',
    complaints: 'Prigovori',
    complaintsValue: '{url}; odgovor u roku od 15 dana.',
    outOfCourt: 'Vansudsko rješavanje sporova',
    supervisor: 'Nadzorni organ',
    acceptance: 'Prihvatanje',
    accepted: 'Prihvaćeno',
    fromAddress: 'Sa adrese',
    version: 'Verzija dokumenta',
    precontractTitle: 'Informacije prije zaključenja ugovora o potrošačkom kreditu',
    contractTitle: 'Ugovor o potrošačkom kreditu',
    subtitle: '{creditor} · Standardne evropske informacije o potrošačkom kreditu · {version}',
  },
  contractEmail: {
    subject: 'Tvoj ugovor o kreditu',
    concluded:
      'Ugovor o beskamatnom kreditu za kupovinu je zaključen. Sačuvaj ga: preuzmi PDF na {url} (prijavi se na svoj nalog) ili sa plana na kontrolnoj tabli.',
    store: 'Prodavnica: {merchant}',
    orderReference: 'Broj narudžbe kod prodavnice: {reference}',
    withdrawal:
      'U roku od 14 dana možeš odustati od kredita bez naknade, plaćajući samo preostalu glavnicu.',
  },
  payment: {
    subject: 'Plaćanje primljeno: {amount}',
    autopay: 'Automatsko plaćanje: naplaćeno je {amount} sa kartice {card}. Plaćena je {what}.',
    manual: 'Primili smo {amount} (kartica {card}). Plaćena je {what}.',
    store: 'Prodavnica: {merchant}',
    orderReference: 'Broj narudžbe kod prodavnice: {reference}',
    receipt: 'Potvrda o plaćanju (PDF): {url}',
    plan: 'Plan otplate i sve potvrde: {url}',
    oneInstalment: '{list} rata',
    manyInstalments: 'rate {list}',
    sequence: '{n}.',
    declinedSubject: 'Automatsko plaćanje nije uspjelo: {sequence}. rata',
    declined:
      '{sequence}. rata za kupovinu u prodavnici {merchant} ({amount}, dospijeće {day}) nije naplaćena sa kartice koja se završava na {last4}. Razlog: {reason}',
    declinedPay:
      'Rata je i dalje neplaćena. Plati je na {url} (možeš unijeti drugu karticu). Bez naknade; rata neplaćena nekoliko dana nakon dospijeća zamrzava limit i umanjuje kredit skor.',
    notCharged: 'Plaćanje nije izvršeno, ništa nije naplaćeno.',
  },
  review: {
    approvedSubject: 'Kupovina je odobrena nakon pregleda',
    declinedSubject: 'Odgovor na vaš zahtjev za pregled',
    approved:
      'Pregledali smo vašu odbijenu kupovinu od {amount} u {merchant} i odobrili je, jednom.',
    complete: 'Istu kupovinu završite do {day}: {url}',
    declined: 'Pregledali smo vašu odbijenu kupovinu od {amount} u {merchant}. Naš odgovor:',
  },
  withdrawal: {
    subject: 'Odustali ste od kredita za kupovinu u {merchant}',
    charged:
      'Odustali ste od kredita na rate za kupovinu u {merchant} (narudžba {reference}). Sa vaše kartice smo naplatili preostalu glavnicu od {amount}, bez naknade i bez kamate.',
    closed:
      'Plan je zatvoren sa statusom „Povučeno“ i po njemu više ništa ne dugujete. Sama kupovina ostaje kakva je bila. Vaši planovi: {url}',
  },
  instalmentMoved: {
    subject: '{sequence}. rata sada dospijeva {day}',
    moved:
      '{sequence}. rata od {amount} za kupovinu u {merchant} sada dospijeva {day} umjesto {from}, bez naknade.',
    onlyMove:
      'Ovo je bilo jedino pomjeranje ovog plana; ostale rate zadržavaju svoje datume. Vaši planovi: {url}',
  },
  partnerDecision: {
    approvedSubject: 'Vaš zahtjev za NaRate partnerstvo je odobren',
    dear: 'Poštovani/a {name},',
    approved: 'zahtjev kompanije {company} za partnerstvo sa NaRate-om je odobren.',
    tier: 'Cjenovni paket: {tier}, provizija {fee} po uspješnoj transakciji.',
    integration: 'Naš tim će vas uskoro kontaktirati u vezi sa integracijom.',
    portal:
      'U trgovačkom portalu ({url}) su vaše narudžbe, isplate, API ključevi i webhook podešavanja.',
    setPassword: 'Postavite lozinku za nalog {email} putem ovog linka (važi 7 dana): {url}',
    existingAccount: 'Prijavite se svojim postojećim NaRate nalogom ({email}).',
    declinedSubject: 'Odgovor na vaš zahtjev za NaRate partnerstvo',
    declined:
      'hvala na interesovanju kompanije {company} za partnerstvo sa NaRate-om. Nažalost, zahtjev trenutno ne možemo odobriti.',
    reason: 'Razlog: {reason}',
    questions: 'Za pitanja nam pišite na {email}.',
  },
  partnerApplication: {
    labels: {
      company: 'Kompanija',
      pib: 'PIB',
      businessType: 'Tip biznisa',
      website: 'Web sajt',
      monthlyRevenue: 'Mjesečni prihod',
      contactPerson: 'Kontakt osoba',
      email: 'Email',
      phone: 'Telefon',
    },
    message: 'Poruka:',
    subject: 'Novi zahtjev za partnerstvo: {company}',
    review: 'Pregled zahtjeva: {url}',
    arrived: 'Stigao je novi zahtjev za partnerstvo.',
    openInAdmin: 'Otvori poruke u administraciji',
  },
  contactReceipt: {
    subject: 'Primili smo vašu poruku — NaRate',
    title: 'Primili smo vašu poruku',
    body: 'primili smo vašu poruku i odgovorićemo vam u najkraćem mogućem roku.',
    hours: 'Ponedjeljak – petak: 09:00 – 17:00. Vikendom odgovaramo putem emaila.',
    signature: 'NaRate podrška',
  },
  complaintReceipt: {
    subject: 'Primili smo vaš prigovor — NaRate',
    title: 'Primili smo vaš prigovor',
    lines: [
      'primili smo vaš prigovor i odgovorićemo vam pisanim putem u roku od 15 dana.',
      'Ako niste zadovoljni odgovorom, spor možete riješiti vansudski pred Centrom za alternativno rješavanje sporova u Podgorici ili se obratiti Centralnoj banci Crne Gore.',
    ],
  },
  reconstructed: {
    note: 'Ovaj plan je zaključen {taken}, prije nego što je NaRate čuvao ugovor kao dokument. Ovaj primjerak je sastavljen {made} iz podataka sačuvanih uz narudžbu (iznos, rate, datumi). Vrijeme i adresa prihvatanja tada nisu zabilježeni.',
    titleSuffix: 'rekonstruisan primjerak',
    heading: 'Rekonstruisan primjerak',
    versionHeading: 'Verzija dokumenta',
    version: 'Verzija',
  },
};
