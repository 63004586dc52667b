/** The /kako-radi page (how it works). */
export const howItWorks = {
  title: 'Kako radi NaRate',
  lead: 'Kupovina na rate bez kamate, u tri koraka. Bez papirologije i bez čekanja.',
  stepsTitle: 'Tri koraka',
  stepLabel: 'Korak',
  steps: [
    {
      title: 'Izaberi proizvod',
      text: 'Pronađi ono što ti treba kod nekog od partnerskih trgovaca i dodaj u korpu.',
    },
    {
      title: 'Izaberi opciju plaćanja na rate',
      text: 'Na blagajni odaberi NaRate, izaberi 3, 6 ili 12 rata i pogledaj cijeli plan otplate.',
    },
    {
      title: 'Preuzmi odmah',
      text: 'Odobrenje stiže za nekoliko sekundi. Proizvod je tvoj odmah, a rate plaćaš mjesečno.',
    },
  ],
  statsTitle: 'NaRate u brojkama',
  stats: [
    { value: 12, label: 'mjesečnih rata najviše, bez kamate' },
    { value: 14, label: 'dana da odustaneš od kredita bez troškova' },
    { value: 1, label: 'radni dan do isplate trgovcu' },
  ],
  benefitsTitle: 'Zašto NaRate',
  benefits: [
    { title: '3, 6 ili 12 rata', text: 'Izaberi dinamiku otplate koja ti odgovara.' },
    {
      title: 'Bez skrivenih troškova',
      text: '0% kamate, bez naknada za obradu i bez iznenađenja.',
    },
    { title: 'Trenutno odobrenje', text: 'Odluka stiže za nekoliko sekundi, bez papirologije.' },
    { title: 'Sigurnost', text: '256-bitna enkripcija i GDPR usklađenost štite tvoje podatke.' },
  ],
  signup: 'Kreiraj nalog',
  home: 'Nazad na početnu',
};
