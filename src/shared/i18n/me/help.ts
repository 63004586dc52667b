/**
 * The help centre (/pomoc): questions and answers by topic. `{starter}`, `{growth}`, `{opens}`
 * and `{closes}` are filled from the fee table and the support hours, so an answer never states
 * a fee or an hour the product does not have.
 */
export const help = {
  title: 'Pomoć i česta pitanja',
  lead: 'Odgovori o limitu, odbijenim kupovinama, plaćanju, pomjeranju rate i odustajanju, povraćaju novca, sigurnosti i troškovima.',
  searchLabel: 'Pretraži pitanja',
  searchPlaceholder: 'npr. limit, pomjeri ratu, kartica',
  resultsCount: 'Pronađenih pitanja: {count}',
  noResults: 'Nijedno pitanje ne odgovara pretrazi „{query}“.',
  clear: 'Obriši pretragu',
  contactPrompt: 'Treba ti još pomoći?',
  contactLink: 'Piši nam preko kontakt forme',
  topics: [
    {
      id: 'limit',
      title: 'Limit',
      questions: [
        {
          q: 'Koliki je moj limit na početku?',
          a: 'Svaki nalog počinje s limitom od 100 €. Za kupovinu je raspoloživ limit umanjen za ono što još duguješ po otvorenim planovima.',
        },
        {
          q: 'Kako da povećam limit?',
          a: 'Svaki plan koji otplatiš u cijelosti podiže limit za jedan korak: 100, 300, 700, 1.500 pa 3.000 €, do granice nivoa tvog kredit skora. Skor raste kad plaćaš na vrijeme i kad potvrdiš email i broj telefona. Rata u kašnjenju zamrzava limit.',
        },
        {
          q: 'Zašto je raspoloživi iznos manji od limita?',
          a: 'Od limita se oduzima ono što još duguješ po otvorenim planovima. Svaka plaćena rata vraća taj iznos u raspoloživi dio limita.',
        },
      ],
    },
    {
      id: 'declines',
      title: 'Odbijene kupovine',
      questions: [
        {
          q: 'Zašto je moja kupovina odbijena?',
          a: 'Kupovina se odbija kada iznos prelazi tvoj raspoloživi limit, kada imaš ratu u kašnjenju, kada email adresa nije potvrđena, kada nedostaju JMBG ili broj telefona ili kada je nalog blokiran. Na blagajni uvijek piše razlog i šta možeš da uradiš.',
        },
        {
          q: 'Može li neko ponovo da pogleda odbijenu kupovinu?',
          a: 'Može. Kada je kupovina odbijena zbog limita ili rate u kašnjenju, na blagajni izaberi „Zatraži pregled od strane osobe“. Javljamo ti se u roku od 2 radna dana, a odobrenje važi samo za tu kupovinu, 7 dana.',
        },
        {
          q: 'Kartica je odbijena. Šta sad?',
          a: 'Razlog piše ispod broja kartice: odbijena, nedovoljno sredstava ili istekla. Provjeri broj, datum isteka i CVC ili pokušaj drugom karticom. Odbijena kartica ne mijenja tvoj kredit skor.',
        },
      ],
    },
    {
      id: 'paying',
      title: 'Plaćanje rata',
      questions: [
        {
          q: 'Kako plaćam rate?',
          a: 'Prvu ratu plaćaš karticom pri kupovini, a ostale dospijevaju mjesečno, istog dana u mjesecu. Ratu plaćaš na kontrolnoj tabli; sačuvanu karticu ti nudimo prvu. Tri dana prije dospijeća šaljemo podsjetnik emailom.',
        },
        {
          q: 'Šta je automatsko plaćanje?',
          a: 'Uz sačuvanu karticu možeš uključiti automatsko plaćanje: svaka rata se naplaćuje na dan dospijeća. Ako naplata ne uspije, javljamo ti emailom, a ratu tada plaćaš sam.',
        },
        {
          q: 'Mogu li da platim ranije?',
          a: 'Možeš: bilo koju ratu ili cijeli ostatak, u svakom trenutku i bez naknade. Plaćeni iznos vraća se u tvoj raspoloživi limit.',
        },
        {
          q: 'Šta ako zakasnim s ratom?',
          a: 'Rata koja nije plaćena 3 dana nakon dospijeća ulazi u kašnjenje: kredit skor pada za 50 bodova, limit se zamrzava i nove kupovine na rate se odbijaju dok je ne platiš. Kamatu ni naknadu za kašnjenje ne naplaćujemo.',
        },
      ],
    },
    {
      id: 'moving',
      title: 'Pomjeranje rate i odustajanje',
      questions: [
        {
          q: 'Mogu li da pomjerim ratu?',
          a: 'Jednom po planu možeš pomjeriti jednu neplaćenu ratu koja još ne kasni, za 1 do 30 dana, bez naknade. Na planu izaberi „Pomjeri ratu“.',
        },
        {
          q: 'Kako da odustanem od kredita?',
          a: 'U roku od 14 dana od kupovine izaberi „Odustani od kredita“ na planu i plati preostalu glavnicu karticom, bez kamate i bez naknade. Kredit se tada gasi, a kupovina kod trgovca ostaje tvoja.',
        },
      ],
    },
    {
      id: 'refunds',
      title: 'Povraćaj novca',
      questions: [
        {
          q: 'Proizvod je vraćen trgovcu. Šta je s ratama?',
          a: 'Povraćaj radi trgovac. Prvo se smanjuje ono što još duguješ, počevši od posljednjih rata, pa se plan skraćuje; višak se vraća na tvoju karticu. Povraćaj cijelog iznosa zatvara plan. O svakom povraćaju dobijaš email.',
        },
        {
          q: 'Trgovac ne želi da vrati novac. Kome da se obratim?',
          a: 'Podnesi prigovor na stranici „Prigovori“: odgovaramo pisanim putem u roku od 15 dana. Ako odgovor ne riješi problem, možeš se obratiti Centru za alternativno rješavanje sporova ili Centralnoj banci Crne Gore.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Sigurnost',
      questions: [
        {
          q: 'Čuvate li broj moje kartice?',
          a: 'Ne. Kod nas ostaju samo vrsta kartice, posljednje četiri cifre i datum isteka; karticu naplaćuje procesor kartičnih plaćanja.',
        },
        {
          q: 'Zašto NaRate traži JMBG i broj telefona?',
          a: 'Potrošački kredit dajemo samo osobi koju možemo identifikovati. JMBG čuvamo šifrovan i koristimo ga samo za kredit.',
        },
        {
          q: 'Mislim da neko zna moju lozinku. Šta da uradim?',
          a: 'Odmah promijeni lozinku preko „Zaboravljena lozinka?“ na prijavi i javi nam se. Nakon 5 pogrešnih lozinki prijava se privremeno zaključava.',
        },
        {
          q: 'Kada radi podrška?',
          a: 'Od ponedjeljka do petka, od {opens} do {closes}. Vikendom odgovaramo putem emaila.',
        },
      ],
    },
    {
      id: 'fees',
      title: 'Troškovi',
      questions: [
        {
          q: 'Koliko me košta NaRate?',
          a: 'Ništa: 0 % kamate i bez naknada za obradu, raniju otplatu, pomjeranje rate ili odustajanje. Plaćaš samo cijenu proizvoda, podijeljenu na 3, 6 ili 12 rata.',
        },
        {
          q: 'Koliko plaća trgovac?',
          a: 'Trgovac plaća proviziju samo na uspješne prodaje: {starter} do 5.000 € prodaje mjesečno, {growth} do 20.000 €, a iznad toga po dogovoru, najviše {growth}. Novac za prodaje jednog dana stiže mu bankovnim transferom sljedećeg radnog dana.',
        },
      ],
    },
  ],
};
