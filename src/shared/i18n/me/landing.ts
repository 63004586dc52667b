/** The landing page (/). */
export const landing = {
  hero: {
    eyebrow: '0% kamate · Odobrenje za nekoliko sekundi',
    headlineStart: 'Kupi odmah,',
    headlineBrand: 'plati NaRate',
    lead: 'Plati u 3, 6 ili 12 mjesečnih rata bez kamate i bez skrivenih troškova. Proizvod dobijaš odmah, a novi korisnici počinju s limitom do 100 €.',
    start: 'Počni odmah',
    learnMore: 'Saznaj više',
    highlights: ['0% kamate', 'Odobrenje za par sekundi', '256-bitna enkripcija'],
  },
  steps: {
    title: 'Kako funkcioniše',
    lead: 'Tri jednostavna koraka do kupovine na rate.',
    items: [
      {
        title: 'Izaberi proizvod',
        text: 'Kod partnerskog trgovca izaberi proizvod i na blagajni odaberi plaćanje NaRate.',
      },
      {
        title: 'Registruj se',
        text: 'Jednom kreiraj nalog i verifikuj se. Odluku dobijaš za nekoliko sekundi.',
      },
      {
        title: 'Primi proizvod i plati na rate',
        text: 'Proizvod dobijaš odmah, a plaćaš u mjesečnim ratama bez kamate.',
      },
    ],
    stepLabel: 'Korak',
  },
  widgets: {
    title: 'NaRate u tvojoj omiljenoj prodavnici',
    lead: 'Ovako NaRate izgleda kod partnerskih trgovaca: cijena u ratama odmah uz proizvod i dugme za plaćanje na blagajni.',
    productCardTitle: 'Na stranici proizvoda',
    productName: 'Bežične slušalice Pro',
    productShop: 'TechShop Podgorica',
    productImageAlt: 'Ilustracija bežičnih slušalica',
    checkoutCardTitle: 'Na blagajni',
    cartLabel: 'Korpa',
    cartItem: 'Pametni sat Sport',
    total: 'Ukupno',
    demoDialogTitle: 'Ovo je demo dugme',
    demoDialogText:
      'U pravoj prodavnici ovo dugme otvara NaRate plaćanje: prijaviš se, izabereš 3, 6 ili 12 rata, vidiš cijeli plan otplate i potvrdiš kupovinu. Odluka stiže za nekoliko sekundi.',
    demoDialogShop: 'Isprobaj demo prodavnicu',
    close: 'Zatvori',
  },
  app: {
    title: 'NaRate aplikacija na tvom telefonu',
    lead: 'Sve tvoje kupovine i rate na jednom mjestu, u džepu.',
    features: [
      'Pregled svih kupovina i rata',
      'Trenutna obavještenja o plaćanjima',
      'Pregled i bez interneta',
    ],
    qrTitle: 'Skeniraj QR kod',
    qrText: 'Otvori stranicu aplikacije na telefonu i instaliraj je, bez prodavnice aplikacija.',
    qrAlt: 'QR kod koji vodi na stranicu NaRate aplikacije',
    qrLoading: 'Pravim QR kod…',
    qrError: 'QR kod trenutno nije dostupan.',
    moreLink: 'Više o aplikaciji',
    phoneBalance: 'Preostalo za plaćanje',
    phoneNext: 'Sljedeća rata',
    phoneNotification: 'Rata je uspješno plaćena',
    phoneLabel: 'Prikaz NaRate aplikacije na telefonu',
  },
  creditScore: {
    title: 'Tvoj kredit skor raste s tobom',
    lead: 'Počinješ sa skorom 500 i limitom do 100 €. Verifikacija i redovno plaćanje podižu skor, a s njim i tvoj limit.',
    levelsLabel: 'Nivoi kredit skora',
    score: 'Skor {min}–{max}',
    limit: 'Limit do {limit}',
    tips: [
      'Plaćanje na vrijeme: +10 do +50 bodova',
      'Starost naloga: +5 bodova mjesečno',
      'Više uspješnih kupovina postepeno podiže skor',
      'Niža iskorišćenost limita poboljšava skor',
    ],
  },
  audiences: {
    title: 'Za kupce i za trgovce',
    buyers: {
      title: 'Za kupce',
      text: 'Kupuj ono što ti treba danas, a plati kroz nekoliko mjeseci.',
      points: [
        '3, 6 ili 12 rata bez kamate',
        'Bez skrivenih troškova',
        'Odobrenje za nekoliko sekundi',
        'Limit raste kako redovno plaćaš',
      ],
      button: 'Počni kupovati',
    },
    businesses: {
      title: 'Za trgovce',
      text: 'Ponudi kupcima plaćanje na rate, a novac primi sljedećeg radnog dana. Rizik snosi NaRate.',
      points: [
        'Isplata sljedećeg radnog dana, bankovnim transferom',
        'Rizik naplate je na nama',
        'Bez mjesečne pretplate',
        'Provizija samo na uspješne transakcije',
      ],
      button: 'Postani partner',
    },
    dialog: {
      title: 'Kako kupovati uz NaRate',
      description: 'Kupovina na rate u tri koraka:',
      steps: [
        'Izaberi proizvod kod partnerskog trgovca.',
        'Na blagajni izaberi plaćanje na rate.',
        'Primi proizvod odmah i plati u 3 mjesečne rate.',
      ],
      close: 'Zatvori',
      login: 'Prijavi se',
    },
    welcomeBack: {
      title: 'Dobrodošao nazad!',
      text: 'Ovdje možeš pregledati aktivne rate i ekskluzivne ponude.',
    },
  },
  security: {
    title: 'Tvoja sigurnost je na prvom mjestu',
    lead: 'Podatke štitimo kao banke, a plaćanja prate sistemi za otkrivanje prevara.',
    items: [
      { title: '256-bitna enkripcija', text: 'Svi podaci putuju i čuvaju se šifrovani.' },
      {
        title: 'GDPR usklađenost',
        text: 'Tvoji podaci pripadaju tebi i koriste se samo uz tvoju saglasnost.',
      },
      {
        title: 'Podrška radnim danima',
        text: 'Ponedjeljak – petak od 09:00 do 17:00, vikendom odgovaramo putem emaila.',
      },
    ],
    link: 'Saznaj više o sigurnosti',
  },
  finalCta: {
    title: 'Spreman za pametniju kupovinu?',
    text: 'Pridruži se kupcima koji kupuju odmah i plaćaju na rate bez kamate.',
    start: 'Počni odmah',
    signup: 'Kreiraj besplatan nalog',
    contact: 'Kontaktiraj nas',
  },
};
