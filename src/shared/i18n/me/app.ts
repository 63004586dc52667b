/** The /aplikacija page: the mobile apps are coming soon. */
export const app = {
  title: 'NaRate aplikacija',
  badge: 'Uskoro',
  lead: 'Radimo na aplikaciji za iOS i Android. Do tada sve možeš i na webu.',
  featuresTitle: 'Šta te čeka',
  features: [
    { title: 'Pregled kupovina', text: 'Sve kupovine i preostale rate na jednom ekranu.' },
    {
      title: 'Trenutna obavještenja',
      text: 'Obavještenje čim je rata plaćena ili uskoro dospijeva.',
    },
    { title: 'Ponude samo u aplikaciji', text: 'Ekskluzivne pogodnosti partnerskih trgovaca.' },
  ],
  storesTitle: 'Dostupno uskoro u prodavnicama',
  newsletterTitle: 'Želiš da prvi saznaš?',
  newsletterText:
    'Kreiraj nalog i označi da želiš novosti: javićemo ti čim aplikacija bude dostupna.',
  newsletterSignedIn:
    'Ako si pri registraciji označio da želiš novosti, javićemo ti na email čim aplikacija bude dostupna.',
  dashboard: 'Idi na moj nalog',
  signup: 'Kreiraj nalog',
  web: 'Nastavi na webu',
};
