/** The /o-nama page (vision, team, values, link to /kontakt). */
export const about = {
  title: 'O nama',
  lead: 'NaRate je crnogorska usluga plaćanja na rate. Kupcima donosimo fer i jednostavnu kupovinu, a trgovcima više prodaje bez rizika.',
  visionTitle: 'Naša vizija',
  vision:
    'Želimo da plaćanje na rate bude jednostavno, pošteno i dostupno svima u Crnoj Gori i regionu: bez kamate, bez sitnih slova i bez čekanja u redu u banci.',
  teamTitle: 'Naš tim',
  teamLead: 'Mali tim iz Podgorice sa iskustvom u plaćanjima, bankarstvu i razvoju proizvoda.',
  team: [
    {
      title: 'Proizvod i dizajn',
      text: 'Brine da svaka kupovina bude jasna od prvog klika do posljednje rate.',
    },
    {
      title: 'Rizik i usklađenost',
      text: 'Odgovorno odobravanje, zaštita podataka i poštovanje propisa.',
    },
    { title: 'Tehnologija', text: 'Brza i sigurna platforma koja radi 24 sata dnevno.' },
    {
      title: 'Podrška',
      text: 'Ljudi koji odgovaraju na tvoja pitanja radnim danima od 09:00 do 17:00, a vikendom putem emaila.',
    },
  ],
  valuesTitle: 'Naše vrijednosti',
  values: [
    { title: 'Transparentnost', text: 'Uvijek znaš koliko plaćaš i kada. Bez skrivenih troškova.' },
    {
      title: 'Odgovornost',
      text: 'Limit raste postepeno, kako bi kupovina ostala u okvirima budžeta.',
    },
    { title: 'Sigurnost', text: 'Podatke štitimo 256-bitnom enkripcijom i u skladu sa GDPR-om.' },
    {
      title: 'Partnerstvo',
      text: 'Trgovci dobijaju novac sljedećeg radnog dana, a mi preuzimamo rizik.',
    },
  ],
  contactTitle: 'Želiš da saznaš više?',
  contactText: 'Piši nam za saradnju, pitanja ili prijedloge.',
  contactLink: 'Kontaktiraj nas',
};
