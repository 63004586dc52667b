/** The /sigurnost page (security and privacy). */
export const security = {
  title: 'Sigurnost i privatnost',
  lead: 'Tvoji podaci i tvoj novac zaslužuju najvišu zaštitu. Evo kako ih čuvamo.',
  measuresTitle: 'Kako te štitimo',
  items: [
    {
      title: '256-bitna enkripcija',
      text: 'Sva komunikacija s NaRate-om ide preko šifrovane veze, a osjetljivi podaci se čuvaju šifrovani.',
    },
    {
      title: 'GDPR usklađenost',
      text: 'Prikupljamo samo podatke potrebne za uslugu, koristimo ih samo uz tvoju saglasnost i nikad ih ne prodajemo.',
    },
    {
      title: 'Zaštita naloga',
      text: 'Lozinke čuvamo samo u obliku koji se ne može vratiti, a pokušaji pogađanja se blokiraju.',
    },
    {
      title: 'Praćenje prevara',
      text: 'Svaka kupovina prolazi automatske provjere, a sumnjive aktivnosti odmah zaustavljamo.',
    },
  ],
  rightsTitle: 'Tvoja prava',
  rights: [
    'Pravo na uvid u podatke koje čuvamo o tebi',
    'Pravo na ispravku netačnih podataka',
    'Pravo na brisanje naloga i podataka',
    'Pravo da povučeš saglasnost za obavještenja',
  ],
  ctaTitle: 'Kupuj sigurno uz NaRate',
  ctaSignedIn: 'Idi na moj nalog',
  ctaSignedOut: 'Kreiraj nalog',
  questions: 'Imaš pitanje o privatnosti?',
  contactLink: 'Kontaktiraj nas',
};
